/**
 * The fixed texts of the status pages in English (player-journey §8 "Fixed texts"). The pages add this
 * English copy under the translated one when the language is not English (shell §2), so it ships with
 * the code rather than with a locale chunk.
 */
export const MAINTENANCE_TITLE_EN = 'System maintenance';
export const MAINTENANCE_TEXT_EN =
  'Dear valued customer: We are currently performing a system maintenance to serve you better. We apologize for the inconvenience.';
export const ACCESS_DENIED_TITLE_EN = 'Access denied';
export const ACCESS_DENIED_TEXT_EN =
  'Dear valued customer: Due to restriction of your location or IP address, you are not allowed to access the site. We apologize for the inconvenience.';

/**
 * maintenanceEnd as an instant (epoch ms): an ISO date-time (with or without offset: without one it is
 * the device's local time), or epoch seconds or milliseconds as a number or digit string. Anything
 * else is no end time.
 */
export function parseMaintenanceEnd(value: string | null, parseDate: (iso: string) => number): number | null {
  if (value === null) return null;
  const trimmed = value.trim();
  if (/^\d{9,13}$/.test(trimmed)) {
    const n = Number(trimmed);
    return trimmed.length <= 10 ? n * 1000 : n;
  }
  if (!/^\d{4}-\d{2}-\d{2}/.test(trimmed)) return null;
  const ms = parseDate(trimmed.replace(' ', 'T'));
  return Number.isFinite(ms) ? ms : null;
}

/**
 * The access-denied page's end time (player-journey §2 "shows the user's IP, a contact-us link, a retry button and an
 * end time"): regionRestrictionEnd when the server sends a readable one, else maintenanceEnd (the one end field shell §3
 * names; the two pages share their "end time" string). Same forms as parseMaintenanceEnd; null: no end time shown.
 */
export function accessDeniedEnd(
  status: { readonly regionRestrictionEnd: string | null; readonly maintenanceEnd: string | null },
  parseDate: (iso: string) => number,
): number | null {
  return parseMaintenanceEnd(status.regionRestrictionEnd, parseDate) ?? parseMaintenanceEnd(status.maintenanceEnd, parseDate);
}
