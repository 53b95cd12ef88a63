import { describe, expect, it } from 'vitest';
import { CountingSha256, FakeDeviceTraits, MemoryCookies, PHONE_TRAITS } from '../testing/device-fakes';
import { InMemoryStore } from '../testing/in-memory-store';
import { DeviceIdentity } from './device-identity';
import { uuidFromDigest } from './device-id';
import { fingerprintText } from './fingerprint';

const STORED = 'aaaaaaaa-aaaa-4aaa-aaaa-aaaaaaaaaaaa';
const COOKIE = 'cccccccc-cccc-4ccc-cccc-cccccccccccc';
const APP_ID = 'dddddddd-dddd-4ddd-dddd-dddddddddddd';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function identity(init: { local?: string; cookie?: string; userAgent?: string } = {}) {
  const local = new InMemoryStore();
  const cookies = new MemoryCookies();
  const traits = new FakeDeviceTraits(init.userAgent ? { ...PHONE_TRAITS, userAgent: init.userAgent } : PHONE_TRAITS);
  const sha256 = new CountingSha256();
  if (init.local !== undefined) local.set('deviceId', init.local);
  if (init.cookie !== undefined) cookies.set('deviceId', init.cookie, 1);
  return { device: new DeviceIdentity({ local, cookies, traits, sha256 }), local, cookies, traits, sha256 };
}

async function fingerprintOf(traits = PHONE_TRAITS): Promise<string> {
  return uuidFromDigest(await new CountingSha256().digest(fingerprintText(traits)));
}

describe('DeviceIdentity (player-journey §3 "Device id", §5, §9)', () => {
  it('"kept in local storage and in a cookie (365 days)": a valid stored id is kept and written to both', async () => {
    const { device, local, cookies, sha256 } = identity({ local: STORED, cookie: COOKIE });
    expect(await device.id()).toBe(STORED);
    expect(local.get('deviceId')).toBe(STORED);
    expect(cookies.get('deviceId')).toBe(STORED);
    expect(cookies.maxAges.get('deviceId')).toBe(365 * 24 * 3600);
    expect(sha256.calls).toBe(0);
  });

  it('the cookie is read when local storage has none, and copied back to local storage', async () => {
    const { device, local } = identity({ cookie: COOKIE });
    expect(await device.id()).toBe(COOKIE);
    expect(local.get('deviceId')).toBe(COOKIE);
  });

  it('"an id that is not exactly 36 characters is replaced": 35 or 37 in local storage falls through to the cookie', async () => {
    expect(await identity({ local: STORED.slice(1), cookie: COOKIE }).device.id()).toBe(COOKIE);
    expect(await identity({ local: `${STORED}a`, cookie: COOKIE }).device.id()).toBe(COOKIE);
  });

  it('invalid in both stores: replaced by the fingerprint id in both', async () => {
    const { device, local, cookies } = identity({ local: 'short', cookie: `${COOKIE}x` });
    const id = await device.id();
    expect(id).toBe(await fingerprintOf());
    expect(local.get('deviceId')).toBe(id);
    expect(cookies.get('deviceId')).toBe(id);
  });

  it('"generated from a browser fingerprint hashed into a UUID-like form": 36 characters, the same for the same traits', async () => {
    const first = await identity().device.id();
    expect(first).toMatch(UUID);
    expect(first).toHaveLength(36);
    expect(await identity().device.id()).toBe(first);
  });

  it('each stable trait changes the fingerprint', async () => {
    const base = await fingerprintOf();
    const changes = [
      { userAgent: 'other' },
      { languages: ['pt-BR'] },
      { screenShort: 390 },
      { screenLong: 844 },
      { colorDepth: 30 },
      { timeZone: 'America/Sao_Paulo' },
      { hardwareConcurrency: 4 },
      { platform: 'iPhone' },
      { maxTouchPoints: 0 },
    ];
    for (const change of changes) expect(await fingerprintOf({ ...PHONE_TRAITS, ...change })).not.toBe(base);
  });

  it('"taken from the user agent inside the native app": the wrapper\'s DeviceId token', async () => {
    const { device, local, sha256 } = identity({ userAgent: `Mozilla/5.0 AppAndroidVer/3.0 DeviceId/${APP_ID}` });
    expect(await device.id()).toBe(APP_ID);
    expect(local.get('deviceId')).toBe(APP_ID);
    expect(sha256.calls).toBe(0);
  });

  it('a DeviceId token outside the wrapper, or an invalid one inside it, is not used', async () => {
    expect(await identity({ userAgent: `Mozilla/5.0 DeviceId/${APP_ID}` }).device.id()).not.toBe(APP_ID);
    const { device, sha256 } = identity({ userAgent: `Mozilla/5.0 AppVer/1 DeviceId/${APP_ID.slice(1)}` });
    expect(await device.id()).toMatch(UUID);
    expect(sha256.calls).toBe(1);
  });

  it('a valid stored id wins over the wrapper\'s', async () => {
    expect(await identity({ local: STORED, userAgent: `AppVer/1 DeviceId/${APP_ID}` }).device.id()).toBe(STORED);
  });

  it('resolved once per page: parallel and later calls share the first answer', async () => {
    const { device, sha256, local } = identity();
    const [a, b] = await Promise.all([device.id(), device.id()]);
    local.set('deviceId', STORED);
    expect(await device.id()).toBe(a);
    expect(b).toBe(a);
    expect(sha256.calls).toBe(1);
  });

  it('current(): null before anything is known, a valid stored id before resolving, the resolved id after', async () => {
    const { device, local } = identity();
    expect(device.current()).toBeNull();
    local.set('deviceId', STORED.slice(1));
    expect(device.current()).toBeNull();
    local.set('deviceId', STORED);
    expect(device.current()).toBe(STORED);
    local.remove('deviceId');
    const id = await device.id();
    local.remove('deviceId');
    expect(device.current()).toBe(id);
  });

  it('a failed hash rejects and the next call tries again', async () => {
    const { device, sha256 } = identity();
    const real = sha256.digest.bind(sha256);
    sha256.digest = async () => {
      throw new Error('no crypto');
    };
    await expect(device.id()).rejects.toThrow('no crypto');
    sha256.digest = real;
    expect(await device.id()).toMatch(UUID);
  });
});
