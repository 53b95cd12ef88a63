import * as v from 'valibot';
import type { EncodedCustomerServiceEntry } from './model';

const text = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((value) => String(value).trim()),
);
const optionalText = v.fallback(v.nullish(text, ''), '');

/** labelIds: an array, a comma-separated string, or absent. */
const labelIds = v.fallback(
  v.pipe(
    v.nullish(v.union([v.array(v.unknown()), v.string(), v.number()]), []),
    v.transform((value) => {
      const items = Array.isArray(value) ? value : String(value).split(',');
      return items
        .filter((item) => typeof item === 'string' || typeof item === 'number')
        .map((item) => String(item).trim())
        .filter((item) => item !== '');
    }),
  ),
  [],
);

const entrySchema = v.object({
  title: optionalText,
  // Anything shorter than the 8-character key plus one character cannot be a path.
  path: v.pipe(text, v.minLength(9)),
  csType: v.pipe(optionalText, v.toUpperCase()),
  csPosition: optionalText,
  labelIds,
});

const LIST_KEYS = ['list', 'customerService'] as const;

/** The list in an answer's value, or undefined when it holds none. */
function candidateList(value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  return LIST_KEYS.map((key) => record[key]).find(Array.isArray);
}

/**
 * The entries of a customer-service answer's `value`: a list under value, value.list or
 * value.customerService (site config). An entry without a usable path is left out; a malformed
 * answer is an empty list, never a crash.
 */
export function decodeCustomerServiceEntries(value: unknown): EncodedCustomerServiceEntry[] {
  const list = candidateList(value);
  if (!list) return [];
  return list.flatMap((item) => {
    const parsed = v.safeParse(entrySchema, item);
    return parsed.success ? [parsed.output] : [];
  });
}
