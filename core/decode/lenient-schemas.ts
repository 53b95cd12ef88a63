import * as v from 'valibot';

/**
 * Building blocks for decoding server data leniently (house rule: numbers as strings, "1"/"0"/true/false
 * for flags). Each piece fails on junk; callers wrap it in `v.fallback` to pick the default.
 */

// The shape checks live in fields.ts (no valibot: the boot entry uses them); here for the decoders' importers.
export { isFields, unwrapValue, type Fields } from './fields';

/** true, 1, "1", "true" read as on; false, 0, "0", "false" as off (case-insensitive); anything else fails. */
export const lenientBoolean = v.pipe(
  v.union([v.boolean(), v.number(), v.string()]),
  v.parseBoolean({ truthy: [true, 1, '1', 'true'], falsy: [false, 0, '0', 'false'] }),
);

/** A flag that reads anything unreadable as off. */
export const flag = v.fallback(lenientBoolean, false);

/** A non-empty, trimmed string; a finite number is read as its digits. */
export const lenientText = v.pipe(
  v.union([v.string(), v.pipe(v.number(), v.finite(), v.transform(String))]),
  v.trim(),
  v.nonEmpty(),
);

/** Text or null (missing, empty or junk). */
export const optionalText = v.fallback(v.nullable(lenientText), null);

/** An integer, also written as a string of digits. */
export const lenientInteger = v.union([
  v.pipe(v.number(), v.integer()),
  v.pipe(v.string(), v.trim(), v.regex(/^-?\d+$/), v.transform(Number)),
]);

/** An id as the server may write it (string or number), kept as a string; '' when missing. */
export const idText = v.fallback(lenientText, '');
