import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { endpoints } from '../../core/http/endpoints';
import { AFFILIATE_CODE_KEY } from '../../core/routing/affiliate';
import type { CountryListing } from '../../core/registration/country-list';
import { BrowserRegistrationContext } from '../../adapters/registration/browser-registration-context';
import { PUSH_FUNCTION, receivePushedRegistrationInfo, type ReceiverWindow } from '../../adapters/registration/pushed-registration-receiver';
import { MOBILE_PLACEHOLDER_PASSWORD, type RegisterOutcome } from '../../core/registration/register';
import type { RegistrationForm } from '../../core/registration/registration-payload';
import type { SendSmsCodeOutcome } from '../../core/registration/send-sms-code';
import type { SuggestUsernameOutcome } from '../../core/registration/suggest-username';
import type { Dialog } from '../../core/notice/model';
import { lastDecrypted } from '../../mock-server/request-log';
import type { PlayerWorld } from '../support/world';


/** What one registration scenario has seen; kept beside the World so the World stays as it is. */
interface RegistrationScene {
  query: string;
  outcome: RegisterOutcome | null;
  busyOutcome: RegisterOutcome | null;
  listings: CountryListing[];
  sms: SendSmsCodeOutcome | null;
  suggestion: SuggestUsernameOutcome | null;
}

const scenes = new WeakMap<PlayerWorld, RegistrationScene>();

/** The phone as a registration sees it; swapped in before the first registration use case resolves. */
function scene(world: PlayerWorld): RegistrationScene {
  let s = scenes.get(world);
  if (!s) {
    const fresh: RegistrationScene = { query: '', outcome: null, busyOutcome: null, listings: [], sms: null, suggestion: null };
    // The page's address is the test's; how the app runs and the device id are the wired ones.
    const page = () => ({ href: `https://m.demo.test/m/register${fresh.query}`, host: 'm.demo.test', search: fresh.query });
    const context = new BrowserRegistrationContext(world.container.get(world.tokens.DeviceIdentity), world.container.get(world.tokens.RunMode), page);
    world.container.rebind(world.tokens.RegistrationContext).toConstantValue(context);
    scenes.set(world, fresh);
    s = fresh;
  }
  return s;
}

/** Success dialogs the player confirmed, by id (player-journey §2 "a confirm dialog after successful registration"). */
const confirmedSuccess = new WeakMap<PlayerWorld, Map<number, Dialog>>();

/** Runs a registration as the player does: the success dialog is read, then confirmed, so the flow goes on. */
export async function confirmingSuccessDialog<T>(world: PlayerWorld, run: () => Promise<T>): Promise<T> {
  const seen = confirmedSuccess.get(world) ?? new Map<number, Dialog>();
  confirmedSuccess.set(world, seen);
  const subscription = world.notices.state$.subscribe((state) => {
    for (const dialog of state.dialogs) {
      if (seen.has(dialog.id) || !('key' in dialog.message) || dialog.message.key !== 'register_success') continue;
      seen.set(dialog.id, dialog);
      queueMicrotask(() => world.notices.resolve(dialog.id, true));
    }
  });
  try {
    return await run();
  } finally {
    subscription.unsubscribe();
  }
}

async function register(world: PlayerWorld, form: RegistrationForm): Promise<RegisterOutcome> {
  scene(world);
  const outcome = await confirmingSuccessDialog(world, () => world.container.get(world.tokens.Register).execute(form));
  scene(world).outcome = outcome;
  return outcome;
}

const decrypted = (path: string) => (lastDecrypted(path) ?? {}) as Record<string, unknown>;

Given('the shell stored the affiliate code {string}', function (this: PlayerWorld, code: string) {
  this.localStore.set(AFFILIATE_CODE_KEY, code);
});
Given('the app wrapper pushed the registration info {string}', function (this: PlayerWorld, json: string) {
  const win: ReceiverWindow = {};
  const pushed = this.container.get(this.tokens.PushedRegistrationInfo);
  receivePushedRegistrationInfo(win, (raw) => pushed.accept(raw));
  assert.equal((win[PUSH_FUNCTION] as (raw: unknown) => boolean)(json), true);
});
Given('the registration page was opened with the query {string}', function (this: PlayerWorld, query: string) {
  scene(this).query = query;
});

When('the player registers as {string} with password {string}', async function (this: PlayerWorld, username: string, password: string) {
  await register(this, { by: 'username', username, password });
});
When(
  'the player registers by mobile {string} {string} with the sms code {string}',
  async function (this: PlayerWorld, countryDialingCode: string, mobileNum: string, smsCode: string) {
    await register(this, { by: 'mobile', countryDialingCode, mobileNum, smsCode });
  },
);
When('the player submits the registration as {string} twice at once', async function (this: PlayerWorld, username: string) {
  const form: RegistrationForm = { by: 'username', username, password: 'secret77' };
  const [first, second] = await Promise.all([register(this, form), register(this, form)]);
  scene(this).outcome = first;
  scene(this).busyOutcome = second;
});
When('{int} components ask for the country list at once', async function (this: PlayerWorld, count: number) {
  scene(this).listings.push(...(await Promise.all(Array.from({ length: count }, () => this.container.get(this.tokens.CountryList).execute()))));
});
When('another component asks for the country list later', async function (this: PlayerWorld) {
  scene(this).listings.push(await this.container.get(this.tokens.CountryList).execute());
});
When('the player asks for an sms code for {string} {string}', async function (this: PlayerWorld, countryDialingCode: string, mobileNum: string) {
  scene(this).sms = await this.container.get(this.tokens.SendSmsCode).execute({ countryDialingCode, mobileNum });
});
When('the player asks for a suggested username', async function (this: PlayerWorld) {
  scene(this).suggestion = await this.container.get(this.tokens.SuggestUsername).execute();
});
When('the player registers under the suggested username with password {string}', async function (this: PlayerWorld, password: string) {
  const suggestion = scene(this).suggestion;
  assert.equal(suggestion?.kind, 'suggested');
  await register(this, { by: 'username', username: suggestion.kind === 'suggested' ? suggestion.username : '', password });
});

Then('the registration outcome is {string}', function (this: PlayerWorld, kind: string) {
  assert.equal(scene(this).outcome?.kind, kind);
});
Then('the success dialog {string} titled {string} was shown and confirmed, then home after {int} ms', function (this: PlayerWorld, key: string, title: string, ms: number) {
  const dialogs = [...(confirmedSuccess.get(this)?.values() ?? [])];
  assert.deepEqual(
    dialogs.map((d) => [d.kind, d.title, d.message]),
    [['notice', { key: title }, { key }]],
  );
  const outcome = scene(this).outcome;
  assert.ok(outcome?.kind === 'registered' && outcome.delayMs === ms, JSON.stringify(outcome));
});
Then('the registration problem is {string}', function (this: PlayerWorld, key: string) {
  const outcome = scene(this).outcome;
  assert.equal(outcome?.kind, 'invalid');
  assert.deepEqual(outcome.kind === 'invalid' && outcome.problems.map((p) => ('key' in p.message ? p.message.key : '')), [key]);
});
Then('the second submission was refused as busy', function (this: PlayerWorld) {
  assert.deepEqual(scene(this).busyOutcome, { kind: 'busy' });
  assert.equal(scene(this).outcome?.kind, 'registered');
});
Then('the session is for the new member {string}', function (this: PlayerWorld, userName: string) {
  const session = this.session.read();
  assert.equal(session?.userName, userName);
  assert.equal(session.merchantCode, 'DEMO1');
  assert.ok(session.id, 'the new member id is kept');
});
Then(
  'the mock decrypted a registration with affiliateCode {string} and referralCode {string}',
  function (affiliateCode: string, referralCode: string) {
    assert.deepEqual(
      [decrypted(endpoints.register.path).affiliateCode, decrypted(endpoints.register.path).referralCode],
      [affiliateCode, referralCode],
    );
  },
);
Then('the mock decrypted a registration with the domain {string}', function (domain: string) {
  assert.equal(decrypted(endpoints.register.path).domain, domain);
});
Then('the mock decrypted a registration with registerMethod {string}, the device id and the login flag', function (this: PlayerWorld, method: string) {
  const payload = decrypted(endpoints.register.path);
  const deviceId = this.container.get(this.tokens.DeviceIdentity).current();
  assert.equal(deviceId?.length, 36);
  assert.deepEqual([payload.registerMethod, payload.loginDeviceId, payload.login], [method, deviceId, true]);
  assert.equal(payload.registerUrl, `https://m.demo.test/m/register${scene(this).query}`);
  assert.equal(payload.domain, 'm.demo.test');
});
Then('the mock decrypted a mobile registration for dial code {string} and number {string}', function (code: string, number: string) {
  const payload = decrypted(endpoints.registerMobile.path);
  assert.deepEqual([payload.countryDialingCode, payload.mobileNum, payload.verificationCode], [code, number, '123456']);
});
Then('the mobile registration carried the placeholder password', function () {
  assert.equal(decrypted(endpoints.registerMobile.path).password, MOBILE_PLACEHOLDER_PASSWORD);
});
Then('every component got {int} countries with the default dial code {string}', function (this: PlayerWorld, count: number, code: string) {
  const { listings } = scene(this);
  assert.ok(listings.length > 1, 'no component asked');
  for (const listing of listings) {
    assert.equal(listing.countries.length, count);
    assert.equal(listing.countryDialingCode, code);
  }
});
Then('the sms code countdown is {int} seconds', function (this: PlayerWorld, seconds: number) {
  assert.deepEqual(scene(this).sms, { kind: 'sent', countdownSeconds: seconds });
});
Then('the sms code was refused with {string}', function (this: PlayerWorld, key: string) {
  const sms = scene(this).sms;
  assert.equal(sms?.kind, 'invalid');
  assert.deepEqual(sms.kind === 'invalid' && sms.problems.map((p) => ('key' in p.message ? p.message.key : '')), [key]);
});
