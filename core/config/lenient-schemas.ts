import * as v from 'valibot';

/**
 * Building blocks for decoding server data leniently (house rule: numbers as strings, "1"/"0"/true/false
 * for flags). Each piece fails on junk; callers wrap it in `v.fallback` to pick the default.
 */

export type Fields = Readonly<Record<string, unknown>>;

export function isFields(input: unknown): input is Fields {
  return typeof input === 'object' && input !== null && !Array.isArray(input);
}

/** The object itself, with the fields of its `value` (when that is an object) on top: "under value or at the top level". */
export function unwrapValue(input: unknown): Fields | null {
  if (!isFields(input)) return null;
  return isFields(input.value) ? { ...input, ...input.value } : input;
}

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
