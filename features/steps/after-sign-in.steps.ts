import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { TrackingEventName, TrackingPayload } from '../../core/tracking/ports';
import { requestLog } from '../../mock-server/request-log';
import type { PlayerWorld } from '../support/world';

const RANK_PROGRESS = '/wps/relay/MCSFE_getPlayerRankProgress';

/** What core told the push and tracking ports (no-op adapters in the app), per page. */
interface Told {
  push: string[];
  events: [TrackingEventName, TrackingPayload][];
}
const told = new WeakMap<PlayerWorld, Told>();

/** Swaps the no-op adapters for recorders; must run before the session lifecycle is resolved. */
function recordFollowers(world: PlayerWorld): Told {
  const fresh: Told = { push: [], events: [] };
  world.container.rebind(world.tokens.PushPort).toConstantValue({
    bindAndSubscribe: (topic) => {
      fresh.push.push(`bind and subscribe to ${topic}`);
      return Promise.resolve();
    },
    unsubscribeAll: () => {
      fresh.push.push('unsubscribe all');
      return Promise.resolve();
    },
  });
  world.container.rebind(world.tokens.TrackingPort).toConstantValue({ record: (event, payload) => fresh.events.push([event, payload]) });
  told.set(world, fresh);
  return fresh;
}

function recorded(world: PlayerWorld): Told {
  const r = told.get(world);
  assert.ok(r, 'push and tracking are not recorded: add "push and tracking are recorded" before the lifecycle starts');
  return r;
}

const vipProgress = (world: PlayerWorld) => world.container.get(world.tokens.LoadRankProgress);

Given('push and tracking are recorded', function (this: PlayerWorld) {
  recordFollowers(this);
});

When('the page is reloaded', function (this: PlayerWorld) {
  // A new page: a fresh container over the same session storage (MC_SESSION_INFO survives a reload).
  const merchant = this.container.get(this.tokens.AppConfig).merchantCode;
  this.useSite(merchant, this.network.secure ? 'https' : 'http');
  recordFollowers(this);
  this.container.get(this.tokens.SessionLifecycle).start();
});

Then('the rank progress call carried the player\'s bearer token', function (this: PlayerWorld) {
  const call = requestLog.last(RANK_PROGRESS, 'GET');
  assert.equal(call?.headers.authorization, `Bearer ${this.session.read()?.token}`);
});
// {float} also matches whole numbers ("is 1").
Then('the VIP progress is {float}', function (this: PlayerWorld, expected: number) {
  let current: number | null = null;
  vipProgress(this).vipProgress$.subscribe((p) => (current = p)).unsubscribe();
  assert.equal(current, expected);
});
Then('there is no VIP progress', function (this: PlayerWorld) {
  let current: number | null | undefined;
  vipProgress(this).vipProgress$.subscribe((p) => (current = p)).unsubscribe();
  assert.equal(current, null);
  assert.equal(vipProgress(this).progress, null);
});
Then('push was told: {string}', function (this: PlayerWorld, first: string) {
  assert.deepEqual(recorded(this).push, [first]);
});
Then('push was told: {string}, {string}', function (this: PlayerWorld, first: string, second: string) {
  assert.deepEqual(recorded(this).push, [first, second]);
});
Then('push was told nothing', function (this: PlayerWorld) {
  assert.deepEqual(recorded(this).push, []);
});
Then(
  '{int} {string} event(s) is/are tracked for customer {string} named {string}',
  function (this: PlayerWorld, count: number, event: string, customerId: string, customerName: string) {
    const events = recorded(this).events;
    assert.deepEqual(events, Array.from({ length: count }, () => [event, { customerId, customerName }]));
  },
);
Then('no event is tracked', function (this: PlayerWorld) {
  assert.deepEqual(recorded(this).events, []);
});
