import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { OpenCustomerServiceOutcome } from '../../core/customer-service/open-customer-service';
import type { DomainNotice } from '../../core/domain-failover/domain-notice';
import type { DomainPinger } from '../../core/domain-failover/ports';
import { RecordingLinkOpener } from '../../core/testing/customer-service-fakes';
import { RecordingPageExit } from '../../core/testing/domain-failover-fakes';
import { requestLog } from '../../mock-server/request-log';
import { scenarios } from '../../mock-server/scenarios';
import { eventually } from '../support/eventually';
import type { PlayerWorld } from '../support/world';

/** Per scenario: where the page went, the links the services opened, and every ping the race sent (the app's pinger, watched). */
interface FailoverPage {
  readonly exit: RecordingPageExit;
  readonly links: RecordingLinkOpener;
  readonly pings: Promise<boolean>[];
  inFlight: number;
  /** The most pings under way at one moment: all of them when they go out in parallel. */
  mostInFlight: number;
  services: Promise<OpenCustomerServiceOutcome> | null;
}
const pages = new WeakMap<PlayerWorld, FailoverPage>();
const page = (world: PlayerWorld): FailoverPage => {
  const current = pages.get(world);
  assert.ok(current, "the site's domain is not blocked");
  return current;
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const notice = (world: PlayerWorld): Promise<DomainNotice> => world.container.get(world.tokens.DomainNotice)();
const PING = '/wps/system/test/ping';

Given("the site's domain is blocked", function (this: PlayerWorld) {
  scenarios.set({ domainNotAvailable: true });
  const failover: FailoverPage = { exit: new RecordingPageExit(), links: new RecordingLinkOpener(), pings: [], inFlight: 0, mostInFlight: 0, services: null };
  pages.set(this, failover);
  this.container.rebind(this.tokens.PageExit).toConstantValue(failover.exit);
  this.container.rebind(this.tokens.ExternalLinkOpener).toConstantValue(failover.links);
  const pinger = this.container.get(this.tokens.DomainPinger);
  const watched: DomainPinger = {
    ping(origin, speed) {
      failover.mostInFlight = Math.max(failover.mostInFlight, (failover.inFlight += 1));
      const ping = pinger.ping(origin, speed).finally(() => (failover.inFlight -= 1));
      failover.pings.push(ping);
      return ping;
    },
  };
  this.container.rebind(this.tokens.DomainPinger).toConstantValue(watched);
});
Given('the system status answers domain_not_available without a message', () => {
  scenarios.set({ failures: { '/wps/system/status': { kind: 'business', errorCode: 'domain_not_available' } } });
});
Given('the site config lists no domains', () => void scenarios.set({ siteConfig: { domainList: [] } }));
Given('the site config lists the domains {string}', (list: string) => void scenarios.set({ siteConfig: { domainList: list.split(', ') } }));
Given('the site config lists the domains m1 to m{int} of {string}', (count: number, parent: string) => {
  scenarios.set({ siteConfig: { domainList: Array.from({ length: count }, (_, i) => `https://m${i + 1}.${parent}`) } });
});
Given('the site config answers after {int} ms', (ms: number) => void scenarios.set({ delays: { '/wps/system/siteConfig': ms } }));
Given('the site config offers no customer-service entries', () => void scenarios.set({ siteConfig: { customerService: [] } }));
Given('the site config offers only the customer-service link {string} titled {string}', (url: string, title: string) => {
  scenarios.set({ siteConfig: { customerService: [{ title, url, csType: 'COMM100' }] } });
});
Given('the domain shuffle draws {int} every time', function (this: PlayerWorld, draw: number) {
  this.container.rebind(this.tokens.DomainShuffleRandom).toConstantValue(() => draw);
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
  // A message of its own: without one, a failing assert.ok re-parses this file to quote the expression (seconds per retry).
  await eventually(() => assert.ok(requestLog.all().some((entry) => entry.path === '/wps/system/siteConfig'), 'the site config was not fetched'));
  await settle();
});
When('{int} domains have been pinged', async function (this: PlayerWorld, count: number) {
  await eventually(() => assert.equal(page(this).pings.length, count));
});
When('every domain ping has answered or failed', async function (this: PlayerWorld) {
  await eventually(() => assert.ok(page(this).pings.length > 0, 'no domain was pinged'));
  await settle();
  await Promise.all(page(this).pings);
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
  const opening = (await notice(this)).contactServices();
  let done = false;
  void opening.finally(() => (done = true));
  page(this).services = opening;
  // Several entries: the action list shows; one: it opens directly.
  await eventually(() => assert.ok(done || this.notices.state.dialogs[0]?.kind === 'choice', 'neither opened nor listed'));
});

Then('the domain notice shows {string} with the retry target {string}', async function (this: PlayerWorld, message: string, target: string) {
  const shown = await notice(this);
  await eventually(() => assert.deepEqual(shown.state, { kind: 'shown', message, target, hasServices: true }));
});
Then('the domain notice shows {string} with no retry target', async function (this: PlayerWorld, message: string) {
  const shown = await notice(this);
  await eventually(() => assert.deepEqual(shown.state, { kind: 'shown', message, target: null, hasServices: true }));
});
Then('the domain notice shows {string} with the retry target {string} and no customer-services button', async function (this: PlayerWorld, message: string, target: string) {
  const shown = await notice(this);
  await eventually(() => assert.deepEqual(shown.state, { kind: 'shown', message, target, hasServices: false }));
});
Then('the domain notice is loading', async function (this: PlayerWorld) {
  assert.deepEqual((await notice(this)).state, { kind: 'loading' });
});
Then('the domain notice offers customer services', async function (this: PlayerWorld) {
  const shown = await notice(this);
  await eventually(() => assert.ok(shown.state.kind === 'shown' && shown.state.hasServices && shown.state.target !== null, JSON.stringify(shown.state)));
});
Then('every listed domain was pinged with a speed timestamp', () => {
  const pings = requestLog.all().filter((entry) => entry.path === PING);
  assert.deepEqual(pings.map((entry) => entry.origin).sort(), ['https://m1.demo1.mock.invalid', 'https://m2.demo1.mock.invalid', 'https://m3.demo1.mock.invalid']);
  assert.ok(pings.every((entry) => /^\d{13}$/.test(entry.query.speed ?? '')), JSON.stringify(pings.map((entry) => entry.query)));
});
Then('the domains pinged were {string}', function (list: string) {
  assert.deepEqual(requestLog.all().filter((entry) => entry.path === PING).map((entry) => entry.origin).sort(), list.split(', ').sort());
});
Then('{int} different domains of the list were pinged at once, not the first {int} listed', function (this: PlayerWorld, count: number, first: number) {
  const listed = scenarios.get().siteConfig.domainList ?? [];
  const pinged = requestLog.all().filter((entry) => entry.path === PING).map((entry) => entry.origin);
  assert.equal(new Set(pinged).size, count, JSON.stringify(pinged));
  assert.equal(pinged.length, count, JSON.stringify(pinged));
  assert.ok(pinged.every((origin) => listed.includes(origin)), JSON.stringify(pinged));
  assert.notDeepEqual([...pinged].sort(), listed.slice(0, first).sort(), 'the list was not shuffled');
  assert.equal(page(this).mostInFlight, count, 'the pings did not go out together');
});
Then('the domain notice opened the customer-service link {string} directly', async function (this: PlayerWorld, url: string) {
  assert.deepEqual(await page(this).services, { kind: 'opened-link', url });
  assert.deepEqual(page(this).links.opened, [url]);
});
Then('the domain notice claims its place among the open prompts', function (this: PlayerWorld) {
  assert.ok(this.container.get(this.tokens.OpenPrompts).open.has('domain-notice'), 'the domain notice is not among the open prompts');
});
Then('the page leaves for {string}', function (this: PlayerWorld, url: string) {
  assert.deepEqual(page(this).exit.assigned, [url]);
});
Then('the page reloads', function (this: PlayerWorld) {
  assert.equal(page(this).exit.reloads, 1);
  assert.deepEqual(page(this).exit.assigned, []);
});
