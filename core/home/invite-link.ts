/**
 * The invite link (docs/decisions.md "Invite friends"): this site's registration page carrying the member's code
 * as `referralCode`, the query field the router carries and registration sends (shell §2, player-journey §2).
 */
export const INVITE_PATH = '/m/register';

export function inviteLink(origin: string, referralCode: string | null): string | null {
  const code = referralCode?.trim();
  if (!code) return null;
  return `${origin}${INVITE_PATH}?${new URLSearchParams({ referralCode: code }).toString()}`;
}
