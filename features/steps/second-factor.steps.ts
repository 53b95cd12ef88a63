import assert from 'node:assert/strict';
import { Before, Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { endpoints } from '../../core/http/endpoints';
import { offeredMethods, type SecondFactorAttempt, type SecondFactorMethod, type SecondFactorOutcome } from '../../core/session/second-factor';
import type { SendSecondFactorCodeOutcome } from '../../core/session/send-second-factor-code';
import { lastDecrypted } from '../../mock-server/request-log';
import { scenarios, type SecondFactorOption } from '../../mock-server/scenarios';
import type { PlayerWorld } from '../support/world';
import { recordStep, signInFlow } from './login.steps';

interface SecondFactorScene {
  outcome: SecondFactorOutcome | null;
  code: SendSecondFactorCodeOutcome | null;
}
const scenes = new WeakMap<PlayerWorld, SecondFactorScene>();
Before(function (this: PlayerWorld) {
  scenes.set(this, { outcome: null, code: null });
});
const scene = (world: PlayerWorld): SecondFactorScene => scenes.get(world)!;

const list = (names: string): string[] => names.split(',').map((name) => name.trim()).filter(Boolean);
/** A table cell as typed: `"  x  "` keeps its spaces (Gherkin trims bare cells). */
const cell = (value: string): string => (/^".*"$/.test(value) ? value.slice(1, -1) : value);

Given('the mock asks for a second factor with the options {string}', function (options: string) {
  scenarios.set({ secondFactor: { required: true, options: list(options) as SecondFactorOption[] } });
});

When('the player verifies with the {word} method and these values:', async function (this: PlayerWorld, method: string, table: DataTable) {
  const login = this.sentLoginPayload as { username: string; password: string } | null;
  assert.ok(login, 'the player has not tried to log in yet');
  const values = Object.fromEntries(table.raw().map(([field, value]) => [field, cell(value ?? '')]));
  const attempt: SecondFactorAttempt = { username: login.username, password: login.password, method: method as SecondFactorMethod, ...values };
  scene(this).outcome = await this.container.get(this.tokens.VerifySecondFactor).execute(attempt);
});

When('the player asks for a second-factor sms code for {string} {string}', async function (this: PlayerWorld, countryDialingCode: string, mobileNum: string) {
  scene(this).code = await this.container.get(this.tokens.SendSecondFactorCode).execute({ countryDialingCode, mobileNum });
});

Then('the login asks for a second factor with the options {string}', function (this: PlayerWorld, options: string) {
  assert.deepEqual(this.loginOutcome, { kind: 'second-factor-required', options: list(options) });
});

Then('the two-factor modal offers the methods {string}', function (this: PlayerWorld, methods: string) {
  const outcome = this.loginOutcome;
  assert.equal(outcome?.kind, 'second-factor-required');
  assert.deepEqual(offeredMethods(outcome.kind === 'second-factor-required' ? outcome.options : []), list(methods));
});

Then('no notice is shown for the second factor', function (this: PlayerWorld) {
  assert.deepEqual(this.notices.state.dialogs, []);
});

Then('the second factor is verified without a forced password change', function (this: PlayerWorld) {
  assert.deepEqual(scene(this).outcome, { kind: 'verified', firstTimeLogin: false, passwordExpired: false, mustChangePassword: false });
});

Then('the second factor is verified and the password must be changed', function (this: PlayerWorld) {
  assert.deepEqual(scene(this).outcome, { kind: 'verified', firstTimeLogin: true, passwordExpired: false, mustChangePassword: true });
});

Then('the second factor is incomplete at the field {string}', function (this: PlayerWorld, field: string) {
  assert.deepEqual(scene(this).outcome, { kind: 'incomplete', field });
});

Then('the second factor is rejected with the message {string}', function (this: PlayerWorld, message: string) {
  assert.deepEqual(scene(this).outcome, { kind: 'rejected', errorCode: 'login.verify.err', message: { raw: message } });
});

Then('the mock decrypted a verification with method {string} and {word} {string}', function (letter: string, field: string, value: string) {
  const payload = lastDecrypted(endpoints.loginVerification.path) as Record<string, unknown>;
  assert.equal(payload.method, letter);
  assert.equal(payload[field], value);
});

Then('the second-factor code countdown is {int} seconds', function (this: PlayerWorld, seconds: number) {
  assert.deepEqual(scene(this).code, { kind: 'sent', countdownSeconds: seconds });
});

Then('the second-factor code was not sent for want of the field {string}', function (this: PlayerWorld, field: string) {
  assert.deepEqual(scene(this).code, { kind: 'incomplete', field });
});

When('the player completes the second factor on the screen with the authenticator code {string}', async function (this: PlayerWorld, authCode: string) {
  const before = this.time.pending();
  const step = signInFlow(this).submitSecondFactor({ method: 'ga', authCode });
  // player-journey §4 "login continues after 0.5 s": the flow waits on the hand-driven clock.
  for (let i = 0; i < 400 && this.time.pending() <= before + 1; i++) await new Promise((resolve) => setTimeout(resolve, 5));
  this.time.advance(500);
  recordStep(this, await step);
});
