/**
 * The plain shape checks of lenient decoding, without the decoder library: the boot entry's readers
 * (core/home/first-carousel-banner.ts, core/shell/app-config.ts) use them before valibot has arrived.
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

/** A string or finite number, trimmed, not empty; else null: lenient-schemas.ts lenientText without the decoder. */
export function trimmedText(input: unknown): string | null {
  const text = typeof input === 'string' ? input : Number.isFinite(input) ? String(input) : null;
  return text?.trim() || null;
}
