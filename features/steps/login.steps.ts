import assert from 'node:assert/strict';
import { SESSION_STORAGE_KEY } from '../../core/runtime/storage-keys';
import { Before, Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { DEVICE_COOKIE_MAX_AGE_S } from '../../core/device/device-id';
import { DeviceIdentity } from '../../core/device/device-identity';
import type { RunFacts } from '../../core/device/ports';
import { endpoints } from '../../core/http/endpoints';
import { dialCodeControls, type DialCodeControls } from '../../core/registration/dial-code-controls';
import type { ChangePasswordOutcome } from '../../core/session/change-password';
import { Login, type Credentials } from '../../core/session/login';

import type { SendSecondFactorCodeOutcome } from '../../core/session/send-second-factor-code';
import type { SignInStep } from '../../core/sign-in/sign-in-flow';
import { smsLoginCredentials } from '../../core/session/sms-login';
import { BROWSER_FACTS, CountingSha256, FakeDeviceTraits, FakeRunFacts, MemoryCookies, PHONE_TRAITS } from '../../core/testing/device-fakes';
import { db } from '../../mock-server/db';
import { decryptedPayloads, lastDecrypted, requestLog } from '../../mock-server/request-log';
import { scenarios } from '../../mock-server/scenarios';
import { ensureSeeded } from '../../mock-server/seed';
import type { WhiteLabelFlag } from '../../mock-server/white-label-flags';
import type { PlayerWorld } from '../support/world';
import { phone as rememberingPhone } from './remembered-login.steps';

const APP_DEVICE_ID = 'a11a11a1-0000-4000-8000-0000000a11a1';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** How the app runs, as the page would report it (core/device/run-mode.ts decides from these). */
const RUNS: Record<string, RunFacts> = {
  'in a plain mobile browser': BROWSER_FACTS,
  'as an iOS home-screen web clip': { ...BROWSER_FACTS, userAgent: IPHONE, navigatorStandalone: true, maxTouchPoints: 5 },
  'as an installed PWA': { ...BROWSER_FACTS, standaloneDisplayMode: true },
  'inside the official app': { ...BROWSER_FACTS, userAgent: `${BROWSER_FACTS.userAgent} AppAndroidVer/3.2.0 DeviceId/${APP_DEVICE_ID}` },
};

/** The phone's cookies outlive a page load (the world's local storage does too). */
interface Phone {
  readonly cookies: MemoryCookies;
  facts: RunFacts;
  changeOutcome: ChangePasswordOutcome | null;
  dialCode: DialCodeControls | null;
  codeSent: SendSecondFactorCodeOutcome | null;
}
const phones = new WeakMap<PlayerWorld, Phone>();
Before(function (this: PlayerWorld) {
  phones.set(this, { cookies: new MemoryCookies(), facts: BROWSER_FACTS, changeOutcome: null, dialCode: null, codeSent: null });
});
const phone = (world: PlayerWorld): Phone => phones.get(world)!;

/** Puts the phone's browser facts in place of the page's (before anything resolves them). */
function wirePhone(world: PlayerWorld): void {
  const { cookies, facts } = phone(world);
  world.container.rebind(world.tokens.RunFacts).toConstantValue(new FakeRunFacts(facts));
  const traits = new FakeDeviceTraits({ ...PHONE_TRAITS, userAgent: facts.userAgent });
  world.container
    .rebind(world.tokens.DeviceIdentity)
    .toConstantValue(new DeviceIdentity({ local: world.localStore, cookies, traits, sha256: new CountingSha256() }));
}

async function logIn(world: PlayerWorld, credentials: Credentials): Promise<void> {
  world.loginOutcome = await world.container.get(world.tokens.Login).execute(credentials);
}

const loginPayloads = () => decryptedPayloads(endpoints.login.path) as Record<string, unknown>[];
const lastLogin = () => lastDecrypted(endpoints.login.path) as Record<string, unknown>;
const deviceId = (world: PlayerWorld) => world.container.get(world.tokens.DeviceIdentity).current();

Given('the phone runs the site {}', function (this: PlayerWorld, how: string) {
  const facts = RUNS[how];
  assert.ok(facts, `no run mode "${how}"`);
  phone(this).facts = facts;
  wirePhone(this);
});
Given('local storage holds the device id {string}', function (this: PlayerWorld, id: string) {
  this.localStore.set('deviceId', id);
});
Given('the device cookie holds {string}', function (this: PlayerWorld, id: string) {
  phone(this).cookies.set('deviceId', id, DEVICE_COOKIE_MAX_AGE_S);
});
Given('the mock turns the white-label flag {string} off for {string}', function (flag: string, merchant: string) {
  scenarios.set({ whiteLabel: { [merchant]: { [flag as WhiteLabelFlag]: false } } });
});
Given('the mock sets the white-label flag {string} {word} for {string}', function (flag: string, value: string, merchant: string) {
  scenarios.set({ whiteLabel: { [merchant]: { [flag as WhiteLabelFlag]: value === 'on' } } });
});
Given('the mock member {string} has the password {string}', async function (this: PlayerWorld, userName: string, password: string) {
  await ensureSeeded();
  const merchantCode = this.container.get(this.tokens.AppConfig).merchantCode;
  await db.members.update((q) => q.where({ merchantCode, userName }), {
    data(member) {
      member.password = password;
    },
  });
});
Given(
  'the player logged in as {string} with password {string} and must change the password',
  async function (this: PlayerWorld, username: string, password: string) {
    await logIn(this, { username, password });
    assert.ok(this.loginOutcome?.kind === 'logged-in' && this.loginOutcome.mustChangePassword, JSON.stringify(this.loginOutcome));
  },
);

When(
  'the player logs in with the username {string}, the password {string} and the captcha result {string}, {string}, {string}',
  async function (this: PlayerWorld, username: string, password: string, geetestChallenge: string, geetestSeccode: string, geetestValidateV4: string) {
    await logIn(this, { username, password, geetestChallenge, geetestSeccode, geetestValidateV4 });
  },
);
When('the player logs in by sms with the mobile number {string} and the code {string}', async function (this: PlayerWorld, mobile: string, code: string) {
  await logIn(this, { username: mobile, password: code, type: 'sms' });
});
When("the login and register forms read the merchant's settings and country list", async function (this: PlayerWorld) {
  const settings = await this.container.get(this.tokens.SharedConfigStore).execute();
  assert.equal(settings.kind, 'loaded');
  const listing = await this.container.get(this.tokens.CountryList).execute();
  phone(this).dialCode = settings.kind === 'loaded' ? dialCodeControls(settings.config, listing) : null;
});
When('the player asks for a login code for {string} {string}', async function (this: PlayerWorld, countryDialingCode: string, mobileNum: string) {
  phone(this).codeSent = await this.container.get(this.tokens.SendSecondFactorCode).execute({ countryDialingCode, mobileNum });
});
When(
  'the player logs in with the mobile number {string} {string} and the sms code {string}',
  async function (this: PlayerWorld, countryDialingCode: string, mobileNum: string, code: string) {
    const step = smsLoginCredentials({ countryDialingCode, mobileNum, code });
    assert.equal(step.kind, 'ready');
    if (step.kind === 'ready') await logIn(this, step.credentials);
  },
);
When(
  'the player opens the site again and logs in as {string} with password {string}',
  async function (this: PlayerWorld, username: string, password: string) {
    this.useSite(this.container.get(this.tokens.AppConfig).merchantCode, 'https'); // a new page: a new container, the same storage
    wirePhone(this);
    await logIn(this, { username, password });
  },
);
When(
  'the player logs in as {string} with password {string} from a device id of {int} characters',
  async function (this: PlayerWorld, username: string, password: string, length: number) {
    // A client that sends a broken id in the body: the server refuses it (docs/decisions.md "Device id and how the
    // app runs"). The Device header is the phone's own id, resolved first as the app's Login does.
    await this.container.get(this.tokens.DeviceIdentity).id();
    const broken = new Login(this.api, this.session, () => 'DEMO1', {
      device: { id: async () => 'd'.repeat(length) },
      runMode: () => ({ loginDevice: 'IPAD', isOfficialAppLogin: false }),
      expiryForcesChange: () => false,
    });
    this.loginOutcome = await broken.execute({ username, password });
  },
);
When('the player changes the password from {string} to {string}', async function (this: PlayerWorld, oldPassword: string, newPassword: string) {
  phone(this).changeOutcome = await this.container.get(this.tokens.ChangePassword).execute({ oldPassword, newPassword });
});

Then('the decrypted login request named exactly these fields:', function (this: PlayerWorld, table: DataTable) {
  const expected: Record<string, unknown> = {};
  for (const [field, value] of table.raw()) {
    expected[field!] = value === '(the device id)' ? deviceId(this) : value === 'false' || value === 'true' ? value === 'true' : value;
  }
  assert.deepEqual(lastLogin(), expected);
  assert.equal(String(lastLogin().loginDeviceId).length, 36);
});
Then('the login call carried the device id in the Device header', function (this: PlayerWorld) {
  const id = deviceId(this);
  assert.ok(id);
  assert.equal(requestLog.last(endpoints.login.path)?.headers.device, id);
});
Then('the decrypted login request has device {string} and isOfficialAppLogin {word}', function (device: string, official: string) {
  assert.equal(lastLogin().device, device);
  assert.equal(lastLogin().isOfficialAppLogin, official === 'true');
});
Then('the dial-code field is {word} and the country selector is {string}', function (this: PlayerWorld, field: string, selector: string) {
  assert.deepEqual(phone(this).dialCode, { dialCodeField: field === 'shown', countrySelector: selector });
});
Then('a login code was sent, counting down {int} s', function (this: PlayerWorld, seconds: number) {
  assert.deepEqual(phone(this).codeSent, { kind: 'sent', countdownSeconds: seconds });
});
Then('the decrypted login request has type {string} and the username {string}', function (type: string, username: string) {
  assert.deepEqual([lastLogin().type, lastLogin().username], [type, username]);
});
Then('the decrypted login request has type {string}', function (type: string) {
  assert.equal(lastLogin().type, type);
});
Then('the device id is 36 characters in the UUID form', function (this: PlayerWorld) {
  assert.match(String(lastLogin().loginDeviceId), /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
});
Then('local storage and a 365-day cookie hold the device id', function (this: PlayerWorld) {
  const sent = lastLogin().loginDeviceId;
  assert.equal(this.localStore.get('deviceId'), sent);
  assert.equal(phone(this).cookies.get('deviceId'), sent);
  assert.equal(phone(this).cookies.maxAges.get('deviceId'), 365 * 24 * 60 * 60);
});
Then("the login request carried the official app's device id", function () {
  assert.equal(lastLogin().loginDeviceId, APP_DEVICE_ID);
  assert.equal(requestLog.last(endpoints.login.path)?.headers.device, APP_DEVICE_ID);
});
Then('both login requests carried the same device id', function () {
  const ids = loginPayloads().map((payload) => payload.loginDeviceId);
  assert.equal(ids.length, 2);
  assert.equal(String(ids[0]).length, 36);
  assert.equal(ids[1], ids[0]);
});
Then('the login request carried a 36-character device id other than {string}', function (old: string) {
  const id = String(lastLogin().loginDeviceId);
  assert.equal(id.length, 36);
  assert.notEqual(id, old);
});
Then('the login request carried the device id {string}', function (id: string) {
  assert.equal(lastLogin().loginDeviceId, id);
});
Then('the login succeeds and the password must be changed', function (this: PlayerWorld) {
  assert.equal(this.loginOutcome?.kind, 'logged-in', JSON.stringify(this.loginOutcome));
  assert.equal(this.loginOutcome.kind === 'logged-in' && this.loginOutcome.mustChangePassword, true);
});
Then('the login succeeds without a forced password change', function (this: PlayerWorld) {
  assert.equal(this.loginOutcome?.kind, 'logged-in', JSON.stringify(this.loginOutcome));
  assert.equal(this.loginOutcome.kind === 'logged-in' && this.loginOutcome.mustChangePassword, false);
});
Then('the player has no session and nothing was stored', function (this: PlayerWorld) {
  assert.equal(this.session.read(), null);
  assert.equal(this.sessionStore.get(SESSION_STORAGE_KEY), null);
});
Then('the outcome says the remembered login must be cleared', function (this: PlayerWorld) {
  assert.equal(this.loginOutcome?.kind === 'rejected' && this.loginOutcome.clearsRememberedLogin, true);
});
Then('the password is changed', function (this: PlayerWorld) {
  assert.deepEqual(phone(this).changeOutcome, { kind: 'changed' });
});
Then('the session no longer asks for a password change', function (this: PlayerWorld) {
  assert.equal(this.session.read()?.firstTimeLogin, false);
});
Then('the password change is refused with the message {string}', function (this: PlayerWorld, message: string) {
  const outcome = phone(this).changeOutcome;
  assert.equal(outcome?.kind, 'rejected');
  assert.deepEqual(outcome.kind === 'rejected' && outcome.message, { raw: message });
});
Then('the password change is refused with nothing to say', function (this: PlayerWorld) {
  const outcome = phone(this).changeOutcome;
  assert.deepEqual(outcome?.kind === 'rejected' && outcome.message, null);
});
Then('the password change is refused with the text {string}', function (this: PlayerWorld, key: string) {
  const outcome = phone(this).changeOutcome;
  assert.deepEqual(outcome?.kind === 'rejected' && outcome.message, { key });
});
Then('the password change is invalid with the message {string}', function (this: PlayerWorld, key: string) {
  const outcome = phone(this).changeOutcome;
  assert.equal(outcome?.kind, 'invalid');
  assert.deepEqual(outcome.kind === 'invalid' && outcome.message, { key });
});

/** The sign-in screen's flow as the page resolves it, and the last step it answered (one per scenario). */
const steps = new WeakMap<PlayerWorld, SignInStep>();
export const signInFlow = (world: PlayerWorld) => {
  rememberingPhone(world);
  return world.container.get(world.tokens.SignInFlow);
};
export const recordStep = (world: PlayerWorld, step: SignInStep): void => void steps.set(world, step);
const lastStep = (world: PlayerWorld): SignInStep | undefined => steps.get(world);

When('the player signs in on the screen as {string} with password {string}', async function (this: PlayerWorld, username: string, password: string) {
  recordStep(this, await signInFlow(this).submitPassword({ username, password, rememberMe: true }));
});
Then('the screen goes home', function (this: PlayerWorld) {
  assert.deepEqual(lastStep(this), { kind: 'signed-in', destination: 'home' });
});
Then('the screen goes to the forced password change', function (this: PlayerWorld) {
  assert.deepEqual(lastStep(this), { kind: 'signed-in', destination: 'change-password' });
});
Then('the screen keeps the username and clears the password', function (this: PlayerWorld) {
  assert.deepEqual(lastStep(this), { kind: 'stay', clearEntered: true });
});
Then("the screen shows the server's message {string}", function (this: PlayerWorld, message: string) {
  assert.deepEqual(this.notices.state.dialogs.map((d) => d.message), [{ raw: message }]);
});
Then('the screen opens the second factor with the options {string}', function (this: PlayerWorld, options: string) {
  assert.deepEqual(lastStep(this), { kind: 'second-factor', options: options.split(',').map((o) => o.trim()) });
});
Then('the screen offers to bind an existing account', function (this: PlayerWorld) {
  assert.deepEqual(lastStep(this), { kind: 'bind-existing-account' });
});
