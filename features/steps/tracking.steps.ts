import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { endpoints } from '../../core/http/endpoints';
import { MemoryCookies } from '../../core/testing/device-fakes';
import type { ConfiguredPixel } from '../../core/tracking/pixels';
import type { TrackingEventName } from '../../core/tracking/ports';
import { db } from '../../mock-server/db';
import { lastDecrypted, requestLog } from '../../mock-server/request-log';
import { ensureSeeded } from '../../mock-server/seed';
import { eventually } from '../support/eventually';
import type { PlayerWorld } from '../support/world';

const NINETY_DAYS_S = 90 * 24 * 60 * 60;

/** The phone's browser as tracking sees it: outlives a reopened site, as cookies do. */
interface Browser {
  cookies: MemoryCookies;
  adInfo: unknown;
  pixels: ConfiguredPixel[];
  mirrored: TrackingEventName[];
}
const browsers = new WeakMap<PlayerWorld, Browser>();

function browser(world: PlayerWorld): Browser {
  let b = browsers.get(world);
  if (!b) browsers.set(world, (b = { cookies: new MemoryCookies(), adInfo: undefined, pixels: [], mirrored: [] }));
  return b;
}

/** Opens the page at `query` and lets tracking start as after the first paint (bundle kept, firstOpen, pixels). */
async function land(world: PlayerWorld, query: string): Promise<void> {
  const b = browser(world);
  const c = world.container;
  c.rebind(world.tokens.Clock).toConstantValue(world.time);
  c.rebind(world.tokens.TrackingEnvironment).toConstantValue({
    landingSearch: query,
    cookies: b.cookies,
    random: { next: () => 0.42 },
    adInfo: { read: () => b.adInfo },
    pixelLoader: (pixels) => {
      b.pixels.push(...pixels);
      return Promise.resolve(pixels.map(() => ({ track: (event: TrackingEventName) => void b.mirrored.push(event) })));
    },
  });
  c.get(world.tokens.TrackingViews).viewed('/m/home');
  await settled(world);
}

/** The recorder's download is one promise: waiting on it after the events lets them be handed over first. */
async function settled(world: PlayerWorld): Promise<void> {
  await (await world.container.get(world.tokens.TrackingRuntime)()).tracking.idle();
}

type Entry = Record<string, unknown>;
const recorded = (): Entry[] =>
  requestLog.forPath(endpoints.trackingEvent.path).flatMap((r) => {
    const events = (r.body as { events?: unknown }).events;
    assert.equal(typeof events, 'string', 'events travel as a JSON string');
    return JSON.parse(events as string) as Entry[];
  });
const recordedOf = (event: string) => recorded().filter((e) => e.event === event);
/** The events derived from the polled deposit and withdrawal stats (core/tracking/stats-events.ts), in order. */
const STATS_EVENTS: readonly unknown[] = ['deposit', 'firstDeposit', 'withdraw'];
const statsEvents = () => recorded().filter((e) => STATS_EVENTS.includes(e.event));
const pixelTrack = () => ((lastDecrypted(endpoints.register.path) ?? {}) as { pixelTrack?: Record<string, string> }).pixelTrack ?? {};

Given('the player lands on the site with the query {string}', async function (this: PlayerWorld, query: string) {
  await land(this, query);
});
Given('the player reopens the site and lands with the query {string}', async function (this: PlayerWorld, query: string) {
  this.useSite(this.container.get(this.tokens.AppConfig).merchantCode, 'https');
  await land(this, query);
});
Given('the browser holds the cookie {string} = {string} and {string} = {string}', function (this: PlayerWorld, a: string, av: string, b: string, bv: string) {
  browser(this).cookies.set(a, av, NINETY_DAYS_S);
  browser(this).cookies.set(b, bv, NINETY_DAYS_S);
});
Given('the native wrapper gives the ad info {string}', function (this: PlayerWorld, json: string) {
  browser(this).adInfo = json;
});

Given('{string} of {string} has {int} successful withdrawals', async function (userName: string, merchantCode: string, count: number) {
  await ensureSeeded();
  await db.members.update((q) => q.where({ merchantCode, userName }), {
    data(member) {
      member.totalWithdrawSuccessCount = count;
    },
  });
});

When('the member {string} logs in with password {string}', async function (this: PlayerWorld, username: string, password: string) {
  const lifecycle = this.container.get(this.tokens.SessionLifecycle);
  lifecycle.start();
  await this.container.get(this.tokens.Login).execute({ username, password });
  await lifecycle.whenIdle();
  await settled(this);
});
When('the app records {string} with the amount {int} in {string}', async function (this: PlayerWorld, event: TrackingEventName, amount: number, currency: string) {
  this.container.get(this.tokens.TrackingPort).record(event, { revenue: amount, value: amount, af_revenue: amount, amount, currency });
  await settled(this);
});

Then('the cookie {string} holds {string} for {int} days', function (this: PlayerWorld, name: string, value: string, days: number) {
  assert.equal(browser(this).cookies.get(name), value.replace('{now}', String(this.time.now())));
  assert.equal(browser(this).cookies.maxAges.get(name), days * 86_400);
});
Then('the cookie {string} holds a new browser id made now for {int} days', function (this: PlayerWorld, name: string, days: number) {
  assert.match(browser(this).cookies.get(name) ?? '', new RegExp(`^fb\\.1\\.${this.time.now()}\\.\\d{10}$`));
  assert.equal(browser(this).cookies.maxAges.get(name), days * 86_400);
});
Then("the registration's pixelTrack holds:", function (table: DataTable) {
  for (const [key, value] of table.raw()) assert.equal(pixelTrack()[key ?? ''], value, key);
});
Then("the registration's pixelTrack holds the fbc and fbp of the cookies", function (this: PlayerWorld) {
  assert.deepEqual([pixelTrack().fbc, pixelTrack().fbp], [browser(this).cookies.get('_fbc'), browser(this).cookies.get('_fbp')]);
});
Then("the registration's pixelTrack holds the fbc {string} and the fbp {string}", function (fbc: string, fbp: string) {
  assert.deepEqual([pixelTrack().fbc, pixelTrack().fbp], [fbc, fbp]);
});
Then('the mock received a {string} event for {string}', async function (event: string, customerName: string) {
  await eventually(() => assert.ok(recordedOf(event).some((e) => e.customerName === customerName), JSON.stringify(recorded())));
});
Then('the mock received a {string} event for {string} with its customer id', async function (event: string, customerName: string) {
  await eventually(() => assert.ok(recordedOf(event).some((e) => e.customerName === customerName && /^\d+$/.test(String(e.customerId)) && e.currency), JSON.stringify(recorded())));
});
Then('the mock was asked for the user details once', function () {
  assert.equal(requestLog.count(endpoints.trackingUserDetails.path), 1);
});
Then(
  'the mock received the events as a JSON string: {string} with revenue, value, af_revenue and amount {int}, currency {string} and the time of the clock',
  function (this: PlayerWorld, event: string, amount: number, currency: string) {
    const [entry] = recordedOf(event);
    assert.deepEqual(
      [entry?.revenue, entry?.value, entry?.af_revenue, entry?.amount, entry?.currency, entry?.time],
      [amount, amount, amount, amount, currency, this.time.now()],
    );
  },
);
Then('the mock received no deposit, firstDeposit or withdraw event', async function (this: PlayerWorld) {
  // The stats answer reaches tracking after the prompt's work: let it be handed over and sent first.
  await new Promise((resolve) => setTimeout(resolve, 0));
  await settled(this);
  assert.deepEqual(statsEvents(), []);
});
Then('the mock received the stats events {string} for {string}', async function (this: PlayerWorld, list: string, customerName: string) {
  await eventually(() => assert.deepEqual(statsEvents().map((e) => `${String(e.event)} ${String(e.customerName)}`), list.split(', ').map((event) => `${event} ${customerName}`)));
});
Then('the mock received {int} {string} event(s)', function (count: number, event: string) {
  assert.equal(recordedOf(event).length, count);
});
Then('no ad-network pixel was loaded', function (this: PlayerWorld) {
  assert.deepEqual(browser(this).pixels, []);
});
Then('the ad-network pixels {string} were loaded', function (this: PlayerWorld, list: string) {
  assert.deepEqual(browser(this).pixels.map((p) => `${p.network} ${p.id}`), list.split(', '));
});
Then('the pixels mirrored {string}', function (this: PlayerWorld, list: string) {
  // Each of the two pixels mirrors every event once.
  assert.deepEqual([...new Set(browser(this).mirrored)], list.split(', '));
  assert.equal(browser(this).mirrored.length, list.split(', ').length * 2);
});
Then(
  'the mock received a {string} event with gpsAdid {string}, appsflyerId {string}, adAppToken {string}, afAppId {string} and idfa {string}',
  function (event: string, gpsAdid: string, appsflyerId: string, adAppToken: string, afAppId: string, idfa: string) {
    const [entry] = recordedOf(event);
    assert.deepEqual([entry?.gpsAdid, entry?.appsflyerId, entry?.adAppToken, entry?.afAppId, entry?.idfa], [gpsAdid, appsflyerId, adAppToken, afAppId, idfa], JSON.stringify(recorded()));
  },
);
