/** A CSS hex colour (#rgb or #rrggbb): the form a theme colour takes on the wire. */
const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The colour trimmed when it is a hex colour, else null. */
export function hexColor(candidate: string | null): string | null {
  const trimmed = candidate?.trim();
  return trimmed && HEX_COLOR.test(trimmed) ? trimmed : null;
}
