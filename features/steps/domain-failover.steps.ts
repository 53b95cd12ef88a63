import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { DomainNotice } from '../../core/domain-failover/domain-notice';
import { RecordingPageExit } from '../../core/testing/domain-failover-fakes';
import { requestLog } from '../../mock-server/request-log';
import { scenarios } from '../../mock-server/scenarios';
import { eventually } from '../support/eventually';
import type { PlayerWorld } from '../support/world';

const exits = new WeakMap<PlayerWorld, RecordingPageExit>();
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const notice = (world: PlayerWorld): Promise<DomainNotice> => world.container.get(world.tokens.DomainNotice)();
const PING = '/wps/system/test/ping';

Given("the site's domain is blocked", function (this: PlayerWorld) {
  scenarios.set({ domainNotAvailable: true });
  const exit = new RecordingPageExit();
  exits.set(this, exit);
  this.container.rebind(this.tokens.PageExit).toConstantValue(exit);
});
Given(/^the domain pings answer (.+)$/, (list: string) => {
  const pings: Record<string, number | 'dead'> = {};
  for (const [, host, how] of list.matchAll(/"([^"]+)" (dead|after \d+ ms)/g)) pings[host as string] = how === 'dead' ? 'dead' : Number(/\d+/.exec(how as string)?.[0]);
  scenarios.set({ domainPings: pings });
});
Given("the player's stored affiliate code is {string} and r is {string}", function (this: PlayerWorld, code: string, r: string) {
  this.container.get(this.tokens.RememberAffiliate).execute('m.demo.test', { affiliateCode: code, r });
});
When('the site config has been fetched', async function (this: PlayerWorld) {
  await eventually(() => assert.ok(requestLog.all().some((entry) => entry.path === '/wps/system/siteConfig')));
  await settle();
});
When('{int} ms pass', async function (this: PlayerWorld, ms: number) {
  this.time.advance(ms);
  await settle();
});
When('the player taps retry on the domain notice', async function (this: PlayerWorld) {
  (await notice(this)).retry();
});
When('the player taps customer services on the domain notice', async function (this: PlayerWorld) {
  void (await notice(this)).contactServices();
  await eventually(() => assert.equal(this.notices.state.dialogs[0]?.kind, 'choice'));
});

Then('the domain notice shows {string} with the retry target {string}', async function (this: PlayerWorld, message: string, target: string) {
  const shown = await notice(this);
  await eventually(() => assert.deepEqual(shown.state, { kind: 'shown', message, target, hasServices: true }));
});
Then('the domain notice shows {string} with no retry target', async function (this: PlayerWorld, message: string) {
  const shown = await notice(this);
  await eventually(() => assert.deepEqual(shown.state, { kind: 'shown', message, target: null, hasServices: true }));
});
Then('the domain notice is loading', async function (this: PlayerWorld) {
  assert.deepEqual((await notice(this)).state, { kind: 'loading' });
});
Then('the domain notice offers customer services', async function (this: PlayerWorld) {
  const shown = await notice(this);
  await eventually(() => assert.ok(shown.state.kind === 'shown' && shown.state.hasServices && shown.state.target !== null));
});
Then('every listed domain was pinged with a speed timestamp', () => {
  const pings = requestLog.all().filter((entry) => entry.path === PING);
  assert.deepEqual(pings.map((entry) => entry.origin).sort(), ['https://m1.demo1.mock.invalid', 'https://m2.demo1.mock.invalid', 'https://m3.demo1.mock.invalid']);
  assert.ok(pings.every((entry) => /^\d{13}$/.test(entry.query.speed ?? '')), JSON.stringify(pings.map((entry) => entry.query)));
});
Then('the domain notice claims its place among the open prompts', function (this: PlayerWorld) {
  assert.ok(this.container.get(this.tokens.OpenPrompts).open.has('domain-notice'));
});
Then('the page leaves for {string}', function (this: PlayerWorld, url: string) {
  assert.deepEqual(exits.get(this)?.assigned, [url]);
});
Then('the page reloads', function (this: PlayerWorld) {
  assert.equal(exits.get(this)?.reloads, 1);
  assert.deepEqual(exits.get(this)?.assigned, []);
});
