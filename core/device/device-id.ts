/** player-journey §9 "Device id length 36 characters". */
export const DEVICE_ID_LENGTH = 36;

/** player-journey §9 "Device cookie lifetime 365 days", in seconds (the cookie's max-age). */
export const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Where the id is kept: local storage and the cookie share the name. */
export const DEVICE_ID_KEY = 'deviceId';

/** player-journey §5 "A device id is valid only if exactly 36 characters". */
export function isValidDeviceId(id: string | null | undefined): id is string {
  return typeof id === 'string' && id.length === DEVICE_ID_LENGTH;
}

/**
 * The id the native wrapper puts in its user agent as a `DeviceId/<36 characters>` token
 * (docs/decisions.md "Device id and how the app runs"); null when absent or not 36 characters.
 */
export function deviceIdFromUserAgent(userAgent: string): string | null {
  const match = /(?:^|[\s;(])DeviceId\/([^\s;()]+)/.exec(userAgent);
  const id = match?.[1];
  return isValidDeviceId(id) ? id : null;
}

/**
 * A digest's first 16 bytes in the UUID form 8-4-4-4-12, lower-case hex, with the version nibble 5
 * and the RFC 4122 variant bits, as a name-based UUID is made (player-journey §3 "hashed into a
 * UUID-like form").
 */
export function uuidFromDigest(digest: Uint8Array): string {
  if (digest.length < 16) throw new RangeError('a digest of at least 16 bytes is needed');
  const bytes = Array.from(digest.subarray(0, 16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
