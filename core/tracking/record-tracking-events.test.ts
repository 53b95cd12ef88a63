import { describe, expect, it } from 'vitest';
import type { KeyValueStore } from '../runtime/ports';
import { InMemoryStore } from '../testing/in-memory-store';
import { aSession, sessionHarness } from '../testing/session-harness';
import { fails, ok, ScriptedTransport } from '../testing/scripted-transport';
import type { SessionInfo } from '../session-state/session-info';
import type { AdInfo } from './ad-info';
import type { PixelSink, TrackingEventName, TrackingPayload } from './ports';
import { FIRST_OPEN_KEY, recordFirstOpen } from './record-first-open';
import { RecordTrackingEvents } from './record-tracking-events';

const EVENT_PATH = '/wps/relay/WPSCORE_recordTrackingEvent';
const DETAILS_PATH = '/wps/relay/WPSCORE_getUserDetails';

function rig(options: { session?: SessionInfo | null; currency?: string | null; adInfo?: AdInfo; bundle?: Record<string, string>; pixels?: PixelSink[] } = {}) {
  const transport = new ScriptedTransport().reply(EVENT_PATH, ok(true));
  const harness = sessionHarness(transport, options.session ?? null);
  const tracking = new RecordTrackingEvents({
    api: harness.api,
    session: harness.state,
    clock: harness.time,
    currency: () => options.currency ?? null,
    adInfo: () => options.adInfo ?? {},
    bundle: () => options.bundle ?? {},
    pixels: () => options.pixels ?? [],
  });
  const events = () => transport.to(EVENT_PATH).map((request) => JSON.parse((request.body as { events: string }).events) as Record<string, unknown>[]);
  return { transport, harness, tracking, events };
}

describe('RecordTrackingEvents: "Events are recorded on the server as a JSON string"', () => {
  it('posts { events: JSON string } holding the event, the payload fields and the time', async () => {
    const { tracking, events, transport, harness } = rig();
    tracking.record('deposit', { revenue: 100, value: 100, af_revenue: 100, amount: 100, currency: 'USDT' });
    await tracking.idle();
    const body = transport.to(EVENT_PATH)[0]?.body as { events: unknown };
    expect(typeof body.events).toBe('string');
    expect(events()[0]).toEqual([{ event: 'deposit', revenue: 100, value: 100, af_revenue: 100, amount: 100, currency: 'USD', time: harness.time.now() }]);
  });

  it('"Currency code TLB maps to PHP": the shared config currency when the payload has none', async () => {
    const { tracking, events } = rig({ currency: 'TLB' });
    tracking.record('viewContent', {});
    await tracking.idle();
    expect(events()[0]?.[0]?.currency).toBe('PHP');
  });

  it('signed in: customerId, customerName and currency from get-user-details, asked once per session token', async () => {
    const { tracking, events, transport } = rig({ session: aSession({ token: 'T1', id: '', userName: '' }) });
    transport.reply(DETAILS_PATH, ok({ customerId: 1000001, customerName: 'player01', currency: 'VND' }));
    tracking.record('login', {});
    tracking.record('viewContent', {});
    await tracking.idle();
    expect(events().map((e) => e[0])).toEqual([
      expect.objectContaining({ event: 'login', customerId: '1000001', customerName: 'player01', currency: 'VND' }),
      expect.objectContaining({ event: 'viewContent', customerId: '1000001', customerName: 'player01' }),
    ]);
    expect(transport.to(DETAILS_PATH)).toHaveLength(1);
  });

  it('a guest asks no user details; the payload customer fields win', async () => {
    const { tracking, events, transport } = rig();
    tracking.record('register', { customerId: '7', customerName: 'new01', method: 'firebase' });
    await tracking.idle();
    expect(transport.to(DETAILS_PATH)).toHaveLength(0);
    expect(events()[0]?.[0]).toMatchObject({ event: 'register', customerId: '7', customerName: 'new01', method: 'firebase' });
  });

  it('failed user details fall back to the session and are asked again next time', async () => {
    const { tracking, events, transport } = rig({ session: aSession() });
    transport.reply(DETAILS_PATH, fails(500));
    tracking.record('login', {});
    await tracking.idle();
    tracking.record('viewContent', {});
    await tracking.idle();
    expect(events()[0]?.[0]).toMatchObject({ customerId: '1000001', customerName: 'player01' });
    expect(transport.to(DETAILS_PATH)).toHaveLength(2);
  });

  it('carries the native ad info and the pixel bundle (server-to-server)', async () => {
    const { tracking, events } = rig({ adInfo: { gpsAdid: 'g1', appsflyerId: 'af1' }, bundle: { fbc: 'fb.1.1.x', fbp: 'fb.1.1.2' } });
    tracking.record('firstOpen', {});
    await tracking.idle();
    expect(events()[0]?.[0]).toMatchObject({ gpsAdid: 'g1', appsflyerId: 'af1', pixelTrack: { fbc: 'fb.1.1.x', fbp: 'fb.1.1.2' } });
  });

  it('fire and forget: a failing server and a throwing pixel never reject, later events still go', async () => {
    const thrower: PixelSink = { track: () => { throw new Error('pixel broke'); } };
    const { tracking, transport, events } = rig({ pixels: [thrower] });
    transport.reply(EVENT_PATH, () => Promise.reject(new Error('offline')));
    expect(() => tracking.record('login', {})).not.toThrow();
    await expect(tracking.idle()).resolves.toBeUndefined();
    transport.reply(EVENT_PATH, ok(true));
    tracking.record('withdraw', {});
    await tracking.idle();
    expect(events().at(-1)?.[0]?.event).toBe('withdraw');
  });

  it('docs/decisions.md "Tracking": a failure is "never alerted": a refused record or user-details call shows the player nothing', async () => {
    const { tracking, transport, harness } = rig({ session: aSession() });
    transport.reply(EVENT_PATH, fails(500, { success: false, message: 'record refused' }));
    transport.reply(DETAILS_PATH, fails(500, { success: false, message: 'details refused' }));
    tracking.record('login', {});
    await tracking.idle();
    expect(transport.to(DETAILS_PATH)).toHaveLength(1);
    expect(transport.to(EVENT_PATH)).toHaveLength(1);
    expect(harness.notices.dialogTexts()).toEqual([]);
    expect(harness.notices.toastTexts()).toEqual([]);
  });

  it('mirrors each event to the loaded pixels with the resolved currency', async () => {
    const seen: [TrackingEventName, TrackingPayload][] = [];
    const { tracking } = rig({ currency: 'BRL', pixels: [{ track: (event, payload) => void seen.push([event, payload]) }] });
    tracking.record('firstDeposit', { value: 50 });
    await tracking.idle();
    expect(seen).toEqual([['firstDeposit', expect.objectContaining({ value: 50, currency: 'BRL' })]]);
  });
});

describe('RecordTrackingEvents: only what is known is sent (docs/decisions.md "Tracking")', () => {
  it('a guest with no currency known: the entry is the event and its time, nothing empty or null', async () => {
    const seen: TrackingPayload[] = [];
    const { tracking, events, harness } = rig({ pixels: [{ track: (_event, payload) => void seen.push(payload) }] });
    tracking.record('viewContent', { path: '', customerName: '', method: null as unknown as string });
    await tracking.idle();
    expect(events()[0]).toStrictEqual([{ event: 'viewContent', time: harness.time.now() }]);
    expect(seen).toStrictEqual([{ event: 'viewContent', time: harness.time.now() }]);
  });

  it('an unreadable get-user-details answer is not used nor kept: the session fields go, the next event asks again', async () => {
    const { tracking, events, transport } = rig({ session: aSession() });
    transport.reply(DETAILS_PATH, ok({ customerId: { nested: true }, customerName: ['x'] }));
    tracking.record('login', {});
    await tracking.idle();
    tracking.record('viewContent', {});
    await tracking.idle();
    expect(events()[0]?.[0]).toMatchObject({ customerId: '1000001', customerName: 'player01' });
    expect(transport.to(DETAILS_PATH)).toHaveLength(2);
  });
});

describe('recordFirstOpen: firstOpen once per device', () => {
  it('"once per device: local storage trackingFirstOpen"; blocked storage records nothing', () => {
    expect(FIRST_OPEN_KEY).toBe('trackingFirstOpen');
    const recorded: TrackingEventName[] = [];
    const tracking = { record: (event: TrackingEventName) => void recorded.push(event) };
    const blocked: KeyValueStore = {
      get: () => {
        throw new Error('blocked');
      },
      set: () => undefined,
      remove: () => undefined,
      keys: () => [],
    };
    expect(recordFirstOpen(blocked, tracking)).toBe(false);
    expect(recorded).toEqual([]);
  });

  it('records on the first open only', () => {
    const store = new InMemoryStore();
    const recorded: TrackingEventName[] = [];
    const tracking = { record: (event: TrackingEventName) => void recorded.push(event) };
    expect(recordFirstOpen(store, tracking)).toBe(true);
    expect(recordFirstOpen(store, tracking)).toBe(false);
    expect(recorded).toEqual(['firstOpen']);
    expect(store.get(FIRST_OPEN_KEY)).toBe('1');
  });
});
