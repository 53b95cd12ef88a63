import { isFields, trimmedText } from '../decode/fields';

/**
 * The white-label flags (shell §3 "whitelabelVal flags") read without the decoder library, so the boot entry can
 * read one before valibot has arrived; core/config/shared-config.ts decodes the same way with these functions.
 * Served as a map `{FLAG: value}`, a list of `{key|name|code, value|enabled}`, or either as a JSON string.
 */
export type FlagPair = readonly [name: string, value: unknown];

/** A flag's value: true, 1, "1" or "true" (any case) is on; anything else off. */
export function flagValueOn(value: unknown): boolean {
  if (value === true || value === 1) return true;
  return typeof value === 'string' && ['1', 'true'].includes(value.toLowerCase());
}

function pairsOf(input: unknown): FlagPair[] | null {
  if (Array.isArray(input)) {
    return input.flatMap((item): FlagPair[] => {
      if (!isFields(item)) return [];
      const name = trimmedText(item.key ?? item.name ?? item.code);
      return name === null ? [] : [[name, item.value ?? item.enabled]];
    });
  }
  return isFields(input) ? Object.entries(input) : null;
}

/** The flags as name/value pairs, in served order; null when the answer holds no readable flags at all. */
export function whiteLabelPairs(input: unknown): FlagPair[] | null {
  if (typeof input !== 'string') return pairsOf(input);
  try {
    return pairsOf(JSON.parse(input));
  } catch {
    return null;
  }
}

/** Whether flag `name` is on among the served flags (names compared trimmed and upper-cased; the last one wins). */
export function isServedFlagOn(whitelabelVal: unknown, name: string): boolean {
  const wanted = name.trim().toUpperCase();
  const found = whiteLabelPairs(whitelabelVal)?.filter(([served]) => served.trim().toUpperCase() === wanted).at(-1);
  return found !== undefined && flagValueOn(found[1]);
}
