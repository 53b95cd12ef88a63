/** Random strings `r` already accepted: deployed servers reject replays (wire-notes "The encrypted request"). */
const used = new Set<string>();

export const usedNonces: ReadonlySet<string> = used;

export function rememberNonce(r: string): void {
  used.add(r);
}

export function forgetNonces(): void {
  used.clear();
}
