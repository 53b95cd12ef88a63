import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { StatusOutcome } from '../../core/shell/check-system-status';
import type { ReconnectOutcome } from '../../core/shell/status-ping';
import { accessDeniedEnd } from '../../core/shell/status-texts';
import { DOMAIN_NOT_AVAILABLE_MESSAGE } from '../../mock-server/handlers/system';
import { requestLog } from '../../mock-server/request-log';
import { scenarios } from '../../mock-server/scenarios';
import { eventually } from '../support/eventually';
import type { PlayerWorld } from '../support/world';

interface StatusFacts {
  outcome: StatusOutcome | null;
  domainHandlerMessages: Array<string | null>;
  reconnect: { result: ReconnectOutcome | null; done: Promise<ReconnectOutcome> } | null;
}

const facts = new WeakMap<PlayerWorld, StatusFacts>();
function of(world: PlayerWorld): StatusFacts {
  let f = facts.get(world);
  if (!f) facts.set(world, (f = { outcome: null, domainHandlerMessages: [], reconnect: null }));
  return f;
}

function status(world: PlayerWorld) {
  const outcome = of(world).outcome;
  assert.ok(outcome && 'status' in outcome, `no status in ${JSON.stringify(outcome)}`);
  return outcome.status;
}

async function check(this: PlayerWorld) {
  of(this).outcome = await this.container.get(this.tokens.CheckSystemStatus).execute({ url: 'https://m.demo.test/m/home', originalDomain: 'm.demo.test' });
}

Given('the site is under maintenance until {string} with the description {string}', (end: string, description: string) => {
  scenarios.set({ maintenance: { enabled: true, end, description } });
});
Given('the site is under maintenance without a description', () => {
  scenarios.set({ maintenance: { enabled: true, description: null } });
});
Given("the site restricts the visitor's region with the IP {string}", (ip: string) => {
  scenarios.set({ regionRestriction: { enabled: true, ip } });
});
Given("the site restricts the visitor's region until {string}", (end: string) => {
  scenarios.set({ regionRestriction: { enabled: true, end } });
});
Given("the site's domain is not available", function (this: PlayerWorld) {
  scenarios.set({ domainNotAvailable: true });
  this.container.rebind(this.tokens.DomainUnavailableHandler).toConstantValue({ handle: (m: string | null) => of(this).domainHandlerMessages.push(m) });
});
Given('the mock answers {string} with the error code {string} and the message {string}', (path: string, errorCode: string, message: string) => {
  scenarios.set({ failures: { [path]: { kind: 'business', errorCode, message } } });
});
Given('the stored tracking values are {string}', function (this: PlayerWorld, json: string) {
  this.localStore.set('trackingParams', json);
});
When('the app checks the system status from {string}', async function (this: PlayerWorld, url: string) {
  of(this).outcome = await this.container.get(this.tokens.CheckSystemStatus).execute({ url, originalDomain: new URL(url).host });
});
Then(
  'the status query carried device {string}, track {string}, originalDomain {string}, url {string} and a timestamp',
  (device: string, track: string, originalDomain: string, url: string) => {
    const { _: stamp, ...query } = requestLog.last('/wps/system/status')?.query ?? {};
    assert.match(stamp ?? '', /^\d+$/);
    assert.deepEqual(query, { device, track, originalDomain, url });
  },
);
Then('the status query carried device {string}, no track, originalDomain {string}, url {string} and a timestamp', (device: string, originalDomain: string, url: string) => {
  const { _: stamp, ...query } = requestLog.last('/wps/system/status')?.query ?? {};
  assert.match(stamp ?? '', /^\d+$/);
  assert.deepEqual(query, { device, originalDomain, url });
});
When('the network comes back', async function (this: PlayerWorld) {
  const before = requestLog.count('/wps/system/test/ping');
  const done = this.container.get(this.tokens.RecheckOnReconnect).execute();
  const reconnect: NonNullable<StatusFacts['reconnect']> = { result: null, done };
  void done.then((result) => (reconnect.result = result));
  of(this).reconnect = reconnect;
  await eventually(() => assert.ok(requestLog.count('/wps/system/test/ping') > before, 'the status ping was not sent'));
});
Then('the status ping was sent with the Merchant {string} and no query', (merchant: string) => {
  const ping = requestLog.last('/wps/system/test/ping');
  assert.deepEqual({ merchant: ping?.headers.merchant, query: ping?.query }, { merchant, query: {} });
});
Then('after the status ping the status was checked again', async function (this: PlayerWorld) {
  const result = await of(this).reconnect?.done;
  assert.equal(result?.kind, 'rechecked');
  if (result?.kind === 'rechecked') of(this).outcome = result.outcome;
});
Then('the network return is still waiting for the status ping', function (this: PlayerWorld) {
  assert.equal(of(this).reconnect?.result, null);
});
Then('the network return found the server unreachable', async function (this: PlayerWorld) {
  await eventually(() => assert.deepEqual(of(this).reconnect?.result, { kind: 'unreachable' }, 'the network return has not ended unreachable'));
});
Given('the app has checked the system status', check);
When('the app checks the system status', check);
When('maintenance ends', () => {
  scenarios.set({ maintenance: { enabled: false } });
});

Then('the status outcome is {string}', function (this: PlayerWorld, kind: string) {
  assert.equal(of(this).outcome?.kind, kind);
});
Then('maintenance or region restriction is active', function (this: PlayerWorld) {
  assert.equal(this.container.get(this.tokens.CheckSystemStatus).restricted, true);
});
Then('maintenance or region restriction is not active', function (this: PlayerWorld) {
  assert.equal(this.container.get(this.tokens.CheckSystemStatus).restricted, false);
});
Then('the maintenance ends at {string}', function (this: PlayerWorld, end: string) {
  assert.equal(status(this).maintenanceEnd, end);
});
Then('the maintenance description is {string}', function (this: PlayerWorld, description: string) {
  assert.equal(status(this).maintenanceDescription, description);
});
Then('the maintenance description is empty', function (this: PlayerWorld) {
  assert.equal(status(this).maintenanceDescription, null);
});
Then('the access-denied page shows the end time {string}', function (this: PlayerWorld, iso: string) {
  assert.equal(accessDeniedEnd(status(this), Date.parse), Date.parse(iso));
});
Then('the access-denied page shows no end time', function (this: PlayerWorld) {
  assert.equal(accessDeniedEnd(status(this), Date.parse), null);
});
Then('the visitor IP is {string}', function (this: PlayerWorld, ip: string) {
  assert.equal(status(this).ip, ip);
});
Then("the domain-unavailable handler ran with the server's message", function (this: PlayerWorld) {
  assert.deepEqual(of(this).domainHandlerMessages, [DOMAIN_NOT_AVAILABLE_MESSAGE]);
});
