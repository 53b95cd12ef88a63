import { describe, expect, it } from 'vitest';
import { MemoryCookies } from '../testing/device-fakes';
import { ManualTime } from '../testing/manual-scheduler';
import { CapturePixelBundle } from './capture-pixel-bundle';
import { collectPixelBundle, FB_COOKIE_MAX_AGE_SECONDS, fbcValue, fbpValue, queryFields } from './pixel-bundle';
import type { PixelBundleStore } from './ports';

const NOW = 1_700_000_000_000;
const none = { fbc: null, fbp: null };

describe('collectPixelBundle: "Pixel tracking bundle: tid, ad-network pixel ids, click ids, fbc, fbp, twclid, utm_source"', () => {
  it('keeps tid, the click ids, twclid, utm_source and the pixel ids of the query', () => {
    const { bundle } = collectPixelBundle({
      query: { tid: 'T9', gclid: 'g1', ttclid: 't1', kwaiclid: 'k1', twclid: 'tw1', utm_source: 'fb', fbPixelId: '123', page: 'x' },
      stored: {},
      cookies: none,
      nowMs: NOW,
      random: 0.5,
    });
    expect(bundle).toMatchObject({ tid: 'T9', gclid: 'g1', ttclid: 't1', kwaiclid: 'k1', twclid: 'tw1', utm_source: 'fb', fbPixelId: '123' });
    expect(bundle).not.toHaveProperty('page');
  });

  it('a new query value replaces the stored one; an empty one keeps it', () => {
    const { bundle } = collectPixelBundle({ query: { utm_source: 'tiktok', tid: ' ' }, stored: { utm_source: 'fb', tid: 'T1' }, cookies: none, nowMs: NOW, random: 0 });
    expect(bundle.utm_source).toBe('tiktok');
    expect(bundle.tid).toBe('T1');
  });

  it('a fbclid arriving gives fbc = fb.1.{ms}.{fbclid}, written as the _fbc cookie', () => {
    const result = collectPixelBundle({ query: { fbclid: 'IwAR2F4' }, stored: {}, cookies: none, nowMs: NOW, random: 0 });
    expect(result.bundle.fbc).toBe(`fb.1.${NOW}.IwAR2F4`);
    expect(result.cookies).toContainEqual({ name: '_fbc', value: `fb.1.${NOW}.IwAR2F4` });
  });

  it('the same click keeps its creation time; a different click replaces it', () => {
    const older = fbcValue('A1', NOW - 1000);
    expect(collectPixelBundle({ query: { fbclid: 'A1' }, stored: {}, cookies: { fbc: older, fbp: 'fb.1.1.1' }, nowMs: NOW, random: 0 }).bundle.fbc).toBe(older);
    expect(collectPixelBundle({ query: { fbclid: 'B2' }, stored: {}, cookies: { fbc: older, fbp: 'fb.1.1.1' }, nowMs: NOW, random: 0 }).bundle.fbc).toBe(`fb.1.${NOW}.B2`);
  });

  it('fbp absent: fb.1.{ms}.{10-digit random}; present in the cookie: kept and not rewritten', () => {
    const fresh = collectPixelBundle({ query: {}, stored: {}, cookies: none, nowMs: NOW, random: 0.25 });
    expect(fresh.bundle.fbp).toMatch(new RegExp(`^fb\\.1\\.${NOW}\\.\\d{10}$`));
    expect(fresh.cookies).toContainEqual({ name: '_fbp', value: fresh.bundle.fbp });
    const kept = collectPixelBundle({ query: {}, stored: {}, cookies: { fbc: null, fbp: 'fb.1.5.1234567890' }, nowMs: NOW, random: 0.25 });
    expect(kept.bundle.fbp).toBe('fb.1.5.1234567890');
    expect(kept.cookies).toEqual([]);
  });

  it('fbp random part stays ten digits at both ends of the random range', () => {
    expect(fbpValue(NOW, 0)).toBe(`fb.1.${NOW}.1000000000`);
    expect(fbpValue(NOW, 0.9999999999)).toMatch(/\.\d{10}$/);
  });

  it('a stored fbc whose cookie expired is written back', () => {
    const result = collectPixelBundle({ query: {}, stored: { fbc: 'fb.1.1.X', fbp: 'fb.1.1.2' }, cookies: none, nowMs: NOW, random: 0 });
    expect(result.cookies).toEqual([
      { name: '_fbc', value: 'fb.1.1.X' },
      { name: '_fbp', value: 'fb.1.1.2' },
    ]);
  });
});

class MemoryBundleStore implements PixelBundleStore {
  bundle: Readonly<Record<string, string>> = {};
  read() {
    return this.bundle;
  }
  write(bundle: Readonly<Record<string, string>>) {
    this.bundle = bundle;
  }
}

describe('CapturePixelBundle: "Cookies fbc and fbp last 90 days"', () => {
  it('stores the bundle and writes both cookies for 90 days', () => {
    const store = new MemoryBundleStore();
    const cookies = new MemoryCookies();
    const time = new ManualTime();
    new CapturePixelBundle({ store, cookies, clock: time, random: { next: () => 0.5 } }).execute('?fbclid=abc&utm_source=fb');
    expect(store.bundle).toMatchObject({ fbclid: 'abc', utm_source: 'fb', fbc: `fb.1.${time.now()}.abc` });
    expect(cookies.maxAges.get('_fbc')).toBe(90 * 86_400);
    expect(cookies.maxAges.get('_fbp')).toBe(FB_COOKIE_MAX_AGE_SECONDS);
  });

  it('a cookie jar that throws leaves the bundle stored, never an exception', () => {
    const store = new MemoryBundleStore();
    const broken = { get: () => { throw new Error('blocked'); }, set: () => { throw new Error('blocked'); } };
    expect(() => new CapturePixelBundle({ store, cookies: broken, clock: new ManualTime(), random: { next: () => 0 } }).execute('?tid=1')).not.toThrow();
    expect(store.bundle.tid).toBe('1');
  });
});

describe('CapturePixelBundle reads the browser\'s cookies (docs/decisions.md "Tracking": fbc / fbp are "Meta\'s cookie names _fbc / _fbp")', () => {
  it('fbc and fbp already in the jar go into the bundle and are not rewritten', () => {
    const store = new MemoryBundleStore();
    const cookies = new MemoryCookies();
    cookies.values.set('_fbc', 'fb.1.5.clickA');
    cookies.values.set('_fbp', 'fb.1.5.1234567890');
    new CapturePixelBundle({ store, cookies, clock: new ManualTime(), random: { next: () => 0.5 } }).execute('?tid=7');
    expect(store.bundle).toMatchObject({ tid: '7', fbc: 'fb.1.5.clickA', fbp: 'fb.1.5.1234567890' });
    expect(cookies.maxAges.size).toBe(0);
  });

  it('"Never throws": a storage that cannot be read starts the bundle from the landing alone', () => {
    const stored: Record<string, string>[] = [];
    const store: PixelBundleStore = {
      read: () => {
        throw new Error('storage blocked');
      },
      write: (bundle) => void stored.push({ ...bundle }),
    };
    const time = new ManualTime();
    const bundle = new CapturePixelBundle({ store, cookies: new MemoryCookies(), clock: time, random: { next: () => 0 } }).execute('?tid=1');
    expect(bundle).toEqual({ tid: '1', fbp: `fb.1.${time.now()}.1000000000` });
    expect(stored).toEqual([bundle]);
  });
});

describe('pixel bundle details (docs/decisions.md "Tracking")', () => {
  it('fbp is "fb.1.{ms}.{10-digit random}" spread over the whole 10-digit range', () => {
    expect(fbpValue(NOW, 0.5)).toBe(`fb.1.${NOW}.5500000000`);
    expect(fbpValue(NOW, 0.9999999999)).toMatch(/^fb\.1\.\d+\.9\d{9}$/);
  });

  it('a fbclid with surrounding spaces gives the same fbc as without', () => {
    const { bundle } = collectPixelBundle({ query: { fbclid: ' IwAR2F4 ' }, stored: {}, cookies: none, nowMs: NOW, random: 0 });
    expect(bundle.fbc).toBe(`fb.1.${NOW}.IwAR2F4`);
  });

  it('the landing query: the first value of a repeated field counts', () => {
    expect(queryFields('?tid=1&tid=2&utm_source=fb')).toEqual({ tid: '1', utm_source: 'fb' });
  });
});
