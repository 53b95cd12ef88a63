/**
 * player-journey §3 "Currency code TLB maps to PHP; otherwise the first 3 letters are used" (shell §7 too).
 * The code is trimmed and upper-cased first; null when there is no code.
 */
export function trackingCurrency(code: string | null | undefined): string | null {
  const trimmed = code?.trim().toUpperCase() ?? '';
  if (trimmed === '') return null;
  return trimmed === 'TLB' ? 'PHP' : trimmed.slice(0, 3);
}
