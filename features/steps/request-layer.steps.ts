import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { endpoints, type EndpointName } from '../../core/http/endpoints';
import { RequestFailure } from '../../core/http/model';
import type { Text } from '../../core/notice/model';
import { lastDecrypted, decryptedPayloads, requestLog } from '../../mock-server/request-log';
import { scenarios } from '../../mock-server/scenarios';
import type { PlayerWorld } from '../support/world';

const shown = (t: Text) => ('raw' in t ? t.raw : t.key);

Given('the player uses the site of merchant {string} over {word}', function (this: PlayerWorld, merchant: string, protocol: string) {
  this.useSite(merchant, protocol === 'http' ? 'http' : 'https');
});

Given('the player is logged in as {string} with password {string}', async function (this: PlayerWorld, username: string, password: string) {
  const outcome = await this.container.get(this.tokens.Login).execute({ username, password });
  assert.equal(outcome.kind, 'logged-in');
});

Given("the player's language is {string}", function (this: PlayerWorld, language: string) {
  this.language = language;
});
When("the player's language becomes {string}", function (this: PlayerWorld, language: string) {
  this.language = language;
});

Given('the phone is offline', function (this: PlayerWorld) {
  this.network.online = false;
});

Given('the mock answers {string} with HTTP {int}', function (path: string, status: number) {
  scenarios.set({ failures: { [path]: { kind: 'status', status } } });
});
Given('the mock answers {string} with the message {string}', function (path: string, message: string) {
  scenarios.set({ failures: { [path]: { kind: 'business', message } } });
});
Given('the mock answers {string} with the error code {string}', function (path: string, errorCode: string) {
  scenarios.set({ failures: { [path]: { kind: 'business', errorCode } } });
});
Given('the mock answers {string} with a network error', function (path: string) {
  scenarios.set({ failures: { [path]: { kind: 'network-error' } } });
});
Given('the mock answers {string} with a malformed body', function (path: string) {
  scenarios.set({ malformed: { [path]: 'html' } });
});
Given('the mock answers {string} after {int} ms', function (path: string, ms: number) {
  scenarios.set({ delays: { [path]: ms } });
});

When('{int} identical requests for the country list are made at the same time', async function (this: PlayerWorld, n: number) {
  const calls = Array.from({ length: n }, () => this.api.get(endpoints.systemCountry, { query: { merchant: 'DEMO1' } }));
  this.parallelResults = await Promise.allSettled(calls);
});
When('the country list is requested', async function (this: PlayerWorld) {
  await this.settle(this.api.get(endpoints.systemCountry, { query: { merchant: 'DEMO1' } }));
});
When('the country list is requested with flush', async function (this: PlayerWorld) {
  await this.settle(this.api.get(endpoints.systemCountry, { query: { merchant: 'DEMO1' }, flush: true }));
});
When('the player logs in as {string} with password {string}', async function (this: PlayerWorld, username: string, password: string) {
  this.loginOutcome = await this.container.get(this.tokens.Login).execute({ username, password });
  // The whole login request of player-journey §3 (features/login.feature checks each field).
  const run = this.container.get(this.tokens.RunMode)();
  this.sentLoginPayload = {
    username,
    password,
    type: 'username',
    loginDeviceId: this.container.get(this.tokens.DeviceIdentity).current(),
    isOfficialAppLogin: run.isOfficialAppLogin,
    device: run.loginDevice,
  };
});
When('the app calls {string}', async function (this: PlayerWorld, name: string) {
  const endpoint = endpoints[name as EndpointName];
  assert.ok(endpoint, `no endpoint named ${name} in the catalogue`);
  await this.settle(this.api.call(endpoint, endpoint.method === 'GET' ? {} : { body: { from: 'cucumber' } }));
});
When('the app calls {string} and {string} at the same time', async function (this: PlayerWorld, first: string, second: string) {
  const calls = [first, second].map((name) => {
    const endpoint = endpoints[name as EndpointName];
    assert.ok(endpoint, `no endpoint named ${name} in the catalogue`);
    return this.api.call(endpoint, endpoint.method === 'GET' ? {} : { body: { from: 'cucumber' } });
  });
  this.parallelResults = await Promise.allSettled(calls);
});
When('the app calls {string} with the ModuleId header {string}', async function (this: PlayerWorld, name: string, moduleId: string) {
  const endpoint = endpoints[name as EndpointName];
  assert.ok(endpoint, `no endpoint named ${name} in the catalogue`);
  await this.settle(this.api.call(endpoint, { extraHeaders: { ModuleId: moduleId } }));
});
When('the app calls {string} without the {string} header', async function (this: PlayerWorld, name: string, header: string) {
  const endpoint = endpoints[name as EndpointName];
  assert.ok(endpoint, `no endpoint named ${name} in the catalogue`);
  // shell §7 "Empty headers are dropped": an empty value leaves the header out.
  await this.settle(this.api.call(endpoint, { extraHeaders: { [header]: '' }, ...(endpoint.method === 'GET' ? {} : { body: { from: 'cucumber' } }) }));
});
When('the app calls every row of the endpoint catalogue', async function (this: PlayerWorld) {
  // Logout last: it ends the session the token rows need.
  const rows = Object.values(endpoints).sort((a, b) => Number(a === endpoints.logout) - Number(b === endpoints.logout));
  this.parallelResults = [];
  for (const endpoint of rows) {
    const [settled] = await Promise.allSettled([this.api.call(endpoint, endpoint.method === 'GET' ? {} : { body: {} })]);
    this.parallelResults.push(settled!);
  }
});
When('the player confirms the notice', async function (this: PlayerWorld) {
  const top = this.notices.state.dialogs[0];
  assert.ok(top, 'no notice on screen');
  this.notices.resolve(top.id, true);
  await new Promise((resolve) => setTimeout(resolve, 0));
});

Then('the mock backend received {int} request(s) for {string}', function (count: number, path: string) {
  assert.equal(requestLog.count(path), count);
});
Then('the last request for {string} carried the Merchant {string} and the Language {string}', function (path: string, merchant: string, language: string) {
  const last = requestLog.last(path);
  assert.ok(last, `no request for ${path}`);
  assert.deepEqual({ merchant: last.headers.merchant, language: last.headers.language }, { merchant, language });
});
Then('every request the mock received carried the Merchant {string} and the Language {string}', function (merchant: string, language: string) {
  const all = requestLog.all();
  assert.ok(all.length > 0, 'no request reached the mock');
  const off = all.filter((r) => r.headers.merchant !== merchant || r.headers.language !== language).map((r) => r.path);
  assert.deepEqual(off, []);
});

Then('all {int} callers got the country list', function (this: PlayerWorld, n: number) {
  assert.equal(this.parallelResults.length, n);
  for (const result of this.parallelResults) {
    assert.equal(result.status, 'fulfilled');
    const value = result.status === 'fulfilled' ? (result.value.value as { countries?: unknown[] }) : {};
    assert.ok(Array.isArray(value.countries) && value.countries.length > 0, 'country list missing');
  }
});
Then('the mock decrypted a login payload equal to what was sent', function (this: PlayerWorld) {
  assert.deepEqual(lastDecrypted(endpoints.login.path), this.sentLoginPayload);
});
Then('the mock decrypted {int} login payloads', function (count: number) {
  assert.equal(decryptedPayloads(endpoints.login.path).length, count);
});
Then('the login request carried a {word} key exchange', function (form: string) {
  const login = requestLog.last(endpoints.login.path);
  assert.ok(login);
  assert.match(login.headers['x-rsa'] ?? '', new RegExp(`^${form}:[0-9a-f]{16}$`));
  assert.match(login.headers['x-digest'] ?? '', /^[0-9a-f]{64}$/);
  assert.match(login.headers.encryption ?? '', form === 'hex' ? /^[0-9a-f]+$/ : /^[A-Za-z0-9+/=]+$/);
  assert.deepEqual(Object.keys(login.body as object), ['value']);
});
Then('no call was refused for its ModuleId', function (this: PlayerWorld) {
  assert.ok(this.parallelResults.length >= Object.keys(endpoints).length);
  const refused = this.parallelResults.filter(
    (result) => result.status === 'rejected' && result.reason instanceof RequestFailure && result.reason.errorCode === 'module.invalid',
  );
  assert.deepEqual(refused, []);
  // And the header really went out: each row's module id reached the mock on that row's path.
  for (const endpoint of Object.values(endpoints)) {
    const seen = requestLog.all().filter((entry) => entry.path === endpoint.path && entry.method === endpoint.method);
    assert.ok(seen.length > 0, `${endpoint.method} ${endpoint.path} never reached the mock`);
    assert.ok(
      seen.every((entry) => entry.headers.moduleid === endpoint.moduleId),
      `${endpoint.path}: ModuleId ${seen.map((entry) => entry.headers.moduleid).join(',')} instead of ${endpoint.moduleId}`,
    );
  }
});
Then('no call was refused for one of its headers', function () {
  // The mock's refusals name the header ("Language header is required"); the empty bodies of this walk may be refused.
  const refused = requestLog.all().filter((entry) => entry.refused?.includes('header'));
  assert.deepEqual(refused.map((entry) => `${entry.method} ${entry.path}: ${entry.refused}`), []);
});
Then('the server named the refusal {string}', function (this: PlayerWorld, message: string) {
  const error = this.lastResult && !this.lastResult.ok ? this.lastResult.error : null;
  assert.ok(error instanceof RequestFailure);
  assert.equal(error.serverMessage, message);
});
Then('the call is rejected with error code {string}', function (this: PlayerWorld, code: string) {
  assert.equal(this.lastResult?.ok, false);
  const error = !this.lastResult.ok ? this.lastResult.error : null;
  assert.ok(error instanceof RequestFailure);
  assert.equal(error.errorCode, code);
});
Then('no toast is shown', function (this: PlayerWorld) {
  assert.deepEqual(this.notices.state.toasts.map((t) => shown(t.message)), []);
});
Then('the player has a session', function (this: PlayerWorld) {
  assert.ok(this.session.read()?.token);
});
Then('the player has no session', function (this: PlayerWorld) {
  assert.equal(this.session.read(), null);
});
Then('the login is rejected with error code {string}', function (this: PlayerWorld, code: string) {
  assert.equal(this.loginOutcome?.kind, 'rejected');
  assert.equal(this.loginOutcome.kind === 'rejected' && this.loginOutcome.errorCode, code);
});
Then('the call is rejected', function (this: PlayerWorld) {
  assert.equal(this.lastResult?.ok, false);
  assert.ok(!this.lastResult.ok && this.lastResult.error instanceof RequestFailure);
});
Then('no notice is shown', function (this: PlayerWorld) {
  assert.deepEqual(this.notices.state.dialogs.map((d) => shown(d.message)), []);
  assert.deepEqual(this.notices.state.toasts.map((t) => shown(t.message)), []);
});
Then('the notice {string} is shown', function (this: PlayerWorld, message: string) {
  assert.deepEqual(this.notices.state.dialogs.map((d) => shown(d.message)), [message]);
});
Then('the toast {string} is shown', function (this: PlayerWorld, message: string) {
  assert.deepEqual(this.notices.state.toasts.map((t) => shown(t.message)), [message]);
});
Then('after {int} ms the toast is gone', function (this: PlayerWorld, ms: number) {
  this.time.advance(ms - 1);
  assert.equal(this.notices.state.toasts.length, 1, 'the toast left early');
  this.time.advance(1);
  assert.equal(this.notices.state.toasts.length, 0);
});
Then('the player is taken to {string}', function (this: PlayerWorld, path: string) {
  assert.deepEqual(this.navigator.visited, [path]);
});
Then('automatic login is off', function (this: PlayerWorld) {
  assert.equal(this.autoLoginOff, true);
});
