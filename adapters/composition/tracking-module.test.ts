import { describe, expect, it } from 'vitest';
import { endpoints } from '../../core/http/endpoints';
import { InMemoryStore } from '../../core/testing/in-memory-store';
import { MemoryCookies } from '../../core/testing/device-fakes';
import { ok, ScriptedTransport } from '../../core/testing/scripted-transport';
import type { ConfiguredPixel } from '../../core/tracking/pixels';
import type { TrackingEventName } from '../../core/tracking/ports';
import { TRACKING_STORAGE_KEY } from '../storage/stored-tracking-values';
import { createContainer } from './create-container';
import { testPlatform } from './test-platform';
import { TOKENS } from './tokens';

function rig(landing = '', localStore = new InMemoryStore()) {
  const transport = new ScriptedTransport().reply(endpoints.trackingEvent.path, ok(true));
  const platform = testPlatform({ transport, localStore });
  const c = createContainer({ merchantCode: 'DEMO1', apiBaseUrl: '' }, platform);
  const cookies = new MemoryCookies();
  const loaded: ConfiguredPixel[][] = [];
  const mirrored: TrackingEventName[] = [];
  c.rebind(TOKENS.TrackingEnvironment).toConstantValue({
    landingSearch: landing,
    cookies,
    random: { next: () => 0.5 },
    adInfo: { read: () => '{"gpsAdid":"gaid-1","adAppToken":"adj"}' },
    pixelLoader: (pixels) => {
      loaded.push([...pixels]);
      return Promise.resolve([{ track: (event) => void mirrored.push(event) }]);
    },
  });
  const sent = async () => {
    // The recorder's download is one promise: waiting on it after the events lets them be handed over first.
    await (await c.get(TOKENS.TrackingRuntime)()).tracking.idle();
    return transport.to(endpoints.trackingEvent.path).map((r) => (JSON.parse((r.body as { events: string }).events) as Record<string, unknown>[])[0]);
  };
  return { c, transport, localStore, cookies, loaded, mirrored, sent, platform };
}

describe('composition: tracking (docs/decisions.md "Tracking")', () => {
  it('the port and the views are one lazy tracker; the recorder (with the stats tracker) is downloaded once', async () => {
    const { c } = rig();
    expect(c.get(TOKENS.TrackingViews)).toBe(c.get(TOKENS.TrackingPort));
    const load = c.get(TOKENS.TrackingRuntime);
    expect(await load()).toBe(await load());
    expect((await load()).stats.observe('1000001', { totalDepositSuccessCount: 0, totalWithdrawSuccessCount: 0 })).toEqual([]);
  });

  it('the first view keeps the landing bundle (cookies for 90 days), records firstOpen then viewContent with the native ad info', async () => {
    const { c, localStore, cookies, sent, loaded } = rig('?fbclid=abc&utm_source=fb&tid=T7');
    c.get(TOKENS.TrackingViews).viewed('/m/home');
    const events = await sent();
    expect(events.map((e) => e?.event)).toEqual(['firstOpen', 'viewContent']);
    expect(events[1]).toMatchObject({ path: '/m/home', gpsAdid: 'gaid-1', adAppToken: 'adj', pixelTrack: { fbclid: 'abc', utm_source: 'fb', tid: 'T7' } });
    expect(JSON.parse(localStore.get(TRACKING_STORAGE_KEY) ?? '{}')).toMatchObject({ fbclid: 'abc', fbc: expect.stringMatching(/^fb\.1\.\d+\.abc$/) });
    expect(cookies.maxAges.get('_fbc')).toBe(7_776_000);
    expect(cookies.maxAges.get('_fbp')).toBe(7_776_000);
    expect(loaded).toEqual([]);
  });

  it('registration sends the kept bundle as pixelTrack (the stored tracking values)', async () => {
    const { c, sent } = rig('?gclid=g1&utm_source=google');
    c.get(TOKENS.TrackingViews).viewed('/m/register');
    await sent();
    expect(c.get(TOKENS.StoredTracking).values()).toMatchObject({ gclid: 'g1', utm_source: 'google', fbp: expect.stringMatching(/^fb\.1\./) });
  });

  it('a configured pixel is loaded and mirrors the events; a second view of the same path records nothing', async () => {
    const { c, loaded, mirrored, sent } = rig('?fbPixelId=123456');
    const views = c.get(TOKENS.TrackingViews);
    views.viewed('/m/home');
    await sent();
    views.viewed('/m/home');
    c.get(TOKENS.TrackingPort).record('login', {});
    const events = await sent();
    expect(loaded).toEqual([[{ network: 'meta', id: '123456' }]]);
    expect(events.map((e) => e?.event)).toEqual(['firstOpen', 'viewContent', 'login']);
    expect(mirrored).toContain('login');
  });

  it('firstOpen once per device: a second page load records none', async () => {
    const first = rig();
    first.c.get(TOKENS.TrackingViews).viewed('/m/home');
    expect((await first.sent()).map((e) => e?.event)).toEqual(['firstOpen', 'viewContent']);
    const second = rig('', first.localStore);
    second.c.get(TOKENS.TrackingViews).viewed('/m/home');
    expect((await second.sent()).map((e) => e?.event)).toEqual(['viewContent']);
  });
});
