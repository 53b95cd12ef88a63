import { describe, expect, it } from 'vitest';
import { DEVICE_COOKIE_MAX_AGE_S, DEVICE_ID_KEY, DEVICE_ID_LENGTH, deviceIdFromUserAgent, isValidDeviceId, uuidFromDigest } from './device-id';

const ID = '0123abcd-0123-5abc-8def-0123456789ab';

describe('device id policy (player-journey §5 "A device id is valid only if exactly 36 characters")', () => {
  it('36 characters is valid; 35 and 37 are not', () => {
    expect(DEVICE_ID_LENGTH).toBe(36);
    expect(isValidDeviceId('x'.repeat(36))).toBe(true);
    expect(isValidDeviceId('x'.repeat(35))).toBe(false);
    expect(isValidDeviceId('x'.repeat(37))).toBe(false);
    expect(isValidDeviceId('')).toBe(false);
    expect(isValidDeviceId(null)).toBe(false);
    expect(isValidDeviceId(undefined)).toBe(false);
  });

  it('"Device cookie lifetime 365 days" as a max-age in seconds; the stores use the key deviceId', () => {
    expect(DEVICE_COOKIE_MAX_AGE_S).toBe(31_536_000);
    expect(DEVICE_ID_KEY).toBe('deviceId');
  });
});

describe('device id from the native app user agent ("taken from the user agent inside the native app")', () => {
  it('reads the DeviceId/<36 characters> token wherever it stands', () => {
    expect(deviceIdFromUserAgent(`DeviceId/${ID}`)).toBe(ID);
    expect(deviceIdFromUserAgent(`Mozilla/5.0 (Linux; Android 14) AppVer/2.1 DeviceId/${ID} Mobile`)).toBe(ID);
    expect(deviceIdFromUserAgent(`Mozilla/5.0 (iPhone;DeviceId/${ID}) AppIosVer/1.0`)).toBe(ID);
    expect(deviceIdFromUserAgent(`Mozilla/5.0 (DeviceId/${ID}; iPhone)`)).toBe(ID);
  });

  it('a token of 35 or 37 characters, a missing one or one glued to another word gives nothing', () => {
    expect(deviceIdFromUserAgent(`AppVer/2.1 DeviceId/${ID.slice(1)}`)).toBeNull();
    expect(deviceIdFromUserAgent(`AppVer/2.1 DeviceId/${ID}0`)).toBeNull();
    expect(deviceIdFromUserAgent('AppVer/2.1 Mobile')).toBeNull();
    expect(deviceIdFromUserAgent(`AppVer/2.1 XDeviceId/${ID}`)).toBeNull();
  });
});

describe('uuidFromDigest ("hashed into a UUID-like form")', () => {
  it('8-4-4-4-12 lower-case hex of the first 16 bytes, version 5, RFC 4122 variant', () => {
    const digest = Uint8Array.from({ length: 32 }, (_, i) => (i * 37 + 11) & 0xff);
    const id = uuidFromDigest(digest);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(id).toHaveLength(36);
    // bytes 0..15 = 0b 30 55 7a 9f c4 e9 0e 33 58 7d a2 c7 ec 11 36; byte 6 -> 0x59, byte 8 -> 0xb3
    expect(id).toBe('0b30557a-9fc4-590e-b358-7da2c7ec1136');
  });

  it('all-ones and all-zero bytes still carry the version and variant bits', () => {
    expect(uuidFromDigest(new Uint8Array(32).fill(0xff))).toBe('ffffffff-ffff-5fff-bfff-ffffffffffff');
    expect(uuidFromDigest(new Uint8Array(16))).toBe('00000000-0000-5000-8000-000000000000');
  });

  it('a digest shorter than 16 bytes is refused, the error saying 16 bytes are needed', () => {
    for (const length of [0, 15]) {
      expect(() => uuidFromDigest(new Uint8Array(length))).toThrow(RangeError);
      expect(() => uuidFromDigest(new Uint8Array(length))).toThrow(/at least 16 bytes/);
    }
  });
});
