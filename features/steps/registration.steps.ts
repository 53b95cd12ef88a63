import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { endpoints } from '../../core/http/endpoints';
import { AFFILIATE_CODE_KEY } from '../../core/routing/affiliate';
import type { CountryListing } from '../../core/registration/country-list';
import { BrowserRegistrationContext } from '../../adapters/registration/browser-registration-context';
import { PUSH_FUNCTION, receivePushedRegistrationInfo, type ReceiverWindow } from '../../adapters/registration/pushed-registration-receiver';
import { MOBILE_PLACEHOLDER_PASSWORD } from '../../core/registration/register';
import type { RegistrationAction, RegistrationEntry, RegistrationStep } from '../../core/registration/registration-flow';
import type { Dialog } from '../../core/notice/model';
import { lastDecrypted } from '../../mock-server/request-log';
import type { PlayerWorld } from '../support/world';

/** What one registration scenario has seen; kept beside the World so the World stays as it is. */
interface RegistrationScene {
  query: string;
  /** The step of the latest action; null while the flow still waits (for the clock, after the success dialog). */
  step: { current: RegistrationStep | null };
  /** The second of two submissions sent at once. */
  other: { current: RegistrationStep | null };
  listings: CountryListing[];
}

const scenes = new WeakMap<PlayerWorld, RegistrationScene>();

/** The phone as a registration sees it; swapped in before the first registration use case resolves. */
function scene(world: PlayerWorld): RegistrationScene {
  let s = scenes.get(world);
  if (!s) {
    const fresh: RegistrationScene = { query: '', step: { current: null }, other: { current: null }, listings: [] };
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

/** Confirms each success dialog as the player does (once per dialog); calls back after each confirmation. */
function confirmSuccessDialogs(world: PlayerWorld, confirmed: () => void = () => undefined) {
  const seen = confirmedSuccess.get(world) ?? new Map<number, Dialog>();
  confirmedSuccess.set(world, seen);
  return world.notices.state$.subscribe((state) => {
    for (const dialog of state.dialogs) {
      if (seen.has(dialog.id) || !('key' in dialog.message) || dialog.message.key !== 'register_success') continue;
      seen.set(dialog.id, dialog);
      queueMicrotask(() => {
        world.notices.resolve(dialog.id, true);
        confirmed();
      });
    }
  });
}

/** Runs a registration as the player does: the success dialog is read, then confirmed, so the flow goes on. */
export async function confirmingSuccessDialog<T>(world: PlayerWorld, run: () => Promise<T>): Promise<T> {
  const subscription = confirmSuccessDialogs(world);
  try {
    return await run();
  } finally {
    subscription.unsubscribe();
  }
}

/** Every task that can run without the clock has run (the success dialog's confirmation resolves in microtasks). */
const macrotask = () => new Promise((resolve) => setImmediate(resolve));

/**
 * The player acts on the registration screen through the flow the page uses (TOKENS.RegistrationFlow). Returns once
 * the flow answered its step, or once the success dialog was confirmed and the flow waits for the clock.
 */
async function act(world: PlayerWorld, action: RegistrationAction, into: { current: RegistrationStep | null } = scene(world).step): Promise<void> {
  into.current = null;
  let onConfirmed: () => void = () => undefined;
  const confirmed = new Promise<void>((resolve) => (onConfirmed = resolve));
  const subscription = confirmSuccessDialogs(world, onConfirmed);
  const answered = world.registrationFlow.execute(action).then((step) => {
    into.current = step;
    subscription.unsubscribe();
  });
  await Promise.race([answered, confirmed.then(macrotask)]);
}

const submit = (world: PlayerWorld, entry: Partial<RegistrationEntry>) =>
  act(world, { kind: 'submit', entry: { method: 'username', username: '', password: '', countryDialingCode: '', mobileNum: '', smsCode: '', ...entry } });

/** The current step, once the flow answered one. */
function stepOf(world: PlayerWorld): RegistrationStep {
  const step = scene(world).step.current;
  assert.ok(step, 'the registration flow has not answered yet');
  return step;
}

const keysOf = (step: RegistrationStep) => (step.kind === 'fix-fields' ? step.problems.map((p) => ('key' in p.message ? p.message.key : '')) : []);

/** player-journey §9 "Post-register delay 100 ms": no step until the delay is over, then home. */
async function goesHomeAfter(world: PlayerWorld, ms: number): Promise<void> {
  world.time.advance(ms - 1);
  await macrotask();
  assert.equal(scene(world).step.current, null, 'the flow answered before the post-register delay was over');
  world.time.advance(1);
  await macrotask();
  assert.deepEqual(scene(world).step.current, { kind: 'registered', destination: 'home', delayMs: ms });
}

const decrypted = (path: string) => (lastDecrypted(path) ?? {}) as Record<string, unknown>;
const pick = (fields: Record<string, unknown>, ...names: string[]) => names.map((name) => fields[name]);

/** Two submissions of the same form at once: the first into the scene's step, the second into `other`. */
function submitTwice(world: PlayerWorld, username: string) {
  const entry: RegistrationEntry = { method: 'username', username, password: 'secret77', countryDialingCode: '', mobileNum: '', smsCode: '' };
  return Promise.all([act(world, { kind: 'submit', entry }), act(world, { kind: 'submit', entry }, scene(world).other)]);
}

/** What the app wrapper's push function answers for the JSON it is given. */
function pushRegistrationInfo(world: PlayerWorld, json: string): unknown {
  const win: ReceiverWindow = {};
  const pushed = world.container.get(world.tokens.PushedRegistrationInfo);
  receivePushedRegistrationInfo(win, (raw) => pushed.accept(raw));
  return (win[PUSH_FUNCTION] as (raw: unknown) => boolean)(json);
}

function suggestedUsername(step: RegistrationStep): string {
  assert.equal(step.kind, 'fill-username', JSON.stringify(step));
  return step.kind === 'fill-username' ? step.username : '';
}

const focusOf = (step: RegistrationStep) => (step.kind === 'fix-fields' ? step.focus : undefined);

const successDialogs = (world: PlayerWorld) => [...(confirmedSuccess.get(world)?.values() ?? [])].map((d) => [d.kind, d.title, d.message]);

function sessionFacts(world: PlayerWorld) {
  const session = world.session.read();
  return { userName: session?.userName, merchantCode: session?.merchantCode, hasId: Boolean(session?.id) };
}

/** registerMethod, loginDeviceId, login, registerUrl and domain of the last decrypted registration. */
function registrationFacts(world: PlayerWorld): unknown[] {
  assert.equal(world.container.get(world.tokens.DeviceIdentity).current()?.length, 36, 'the device id has 36 characters');
  return pick(decrypted(endpoints.register.path), 'registerMethod', 'loginDeviceId', 'login', 'registerUrl', 'domain');
}

function listingFacts(world: PlayerWorld) {
  const { listings } = scene(world);
  return { asked: listings.length > 1, each: listings.map((listing) => [listing.countries.length, listing.countryDialingCode]) };
}


Given('the shell stored the affiliate code {string}', function (this: PlayerWorld, code: string) {
  this.localStore.set(AFFILIATE_CODE_KEY, code);
});
Given('the app wrapper pushed the registration info {string}', function (this: PlayerWorld, json: string) {
  assert.equal(pushRegistrationInfo(this, json), true);
});
Given('the registration page was opened with the query {string}', function (this: PlayerWorld, query: string) {
  scene(this).query = query;
});

When('the player registers as {string} with password {string}', async function (this: PlayerWorld, username: string, password: string) {
  await submit(this, { username, password });
});
When('the player registers by mobile {string} {string} with the sms code {string}', async function (this: PlayerWorld, countryDialingCode: string, mobileNum: string, smsCode: string) {
  await submit(this, { method: 'mobile', countryDialingCode, mobileNum, smsCode });
});
When('the player submits the registration as {string} twice at once', async function (this: PlayerWorld, username: string) {
  await submitTwice(this, username);
});
When('{int} components ask for the country list at once', async function (this: PlayerWorld, count: number) {
  scene(this).listings.push(...(await Promise.all(Array.from({ length: count }, () => this.container.get(this.tokens.CountryList).execute()))));
});
When('another component asks for the country list later', async function (this: PlayerWorld) {
  scene(this).listings.push(await this.container.get(this.tokens.CountryList).execute());
});
When('the player asks for an sms code for {string} {string}', async function (this: PlayerWorld, countryDialingCode: string, mobileNum: string) {
  await act(this, { kind: 'send-sms-code', countryDialingCode, mobileNum });
});
When('the player asks for a suggested username', async function (this: PlayerWorld) {
  await act(this, { kind: 'suggest-username' });
});
When('the player registers under the suggested username with password {string}', async function (this: PlayerWorld, password: string) {
  await submit(this, { username: suggestedUsername(stepOf(this)), password });
});

Then('the registration flow goes home {int} ms later', async function (this: PlayerWorld, ms: number) {
  await goesHomeAfter(this, ms);
});
Then('the registration flow stays on the form', function (this: PlayerWorld) {
  assert.deepEqual(stepOf(this), { kind: 'stay' });
});
Then('the registration flow marks {string} and focuses {string}', function (this: PlayerWorld, key: string, field: string) {
  assert.deepEqual([stepOf(this).kind, keysOf(stepOf(this)), focusOf(stepOf(this))], ['fix-fields', [key], field]);
});
Then('the registration flow marks {string} and leaves the focus where it is', function (this: PlayerWorld, key: string) {
  assert.deepEqual([stepOf(this).kind, keysOf(stepOf(this)), focusOf(stepOf(this))], ['fix-fields', [key], null]);
});
Then('the registration flow fills in the suggested username', function (this: PlayerWorld) {
  assert.match(suggestedUsername(stepOf(this)), /^[A-Za-z0-9]{4,16}$/);
});
Then('the send button counts down {int} seconds', function (this: PlayerWorld, seconds: number) {
  assert.deepEqual(stepOf(this), { kind: 'count-down', seconds });
});
Then('the success dialog {string} titled {string} was shown and confirmed', function (this: PlayerWorld, key: string, title: string) {
  assert.deepEqual(successDialogs(this), [['notice', { key: title }, { key }]]);
});
Then('the second submission stays on the form while the first goes home {int} ms later', async function (this: PlayerWorld, ms: number) {
  assert.deepEqual(scene(this).other.current, { kind: 'stay' });
  await goesHomeAfter(this, ms);
});
Then('the session is for the new member {string}', function (this: PlayerWorld, userName: string) {
  assert.deepEqual(sessionFacts(this), { userName, merchantCode: 'DEMO1', hasId: true });
});
Then('the mock decrypted a registration with affiliateCode {string} and referralCode {string}', function (affiliateCode: string, referralCode: string) {
  assert.deepEqual(pick(decrypted(endpoints.register.path), 'affiliateCode', 'referralCode'), [affiliateCode, referralCode]);
});
Then('the mock decrypted a registration with the domain {string}', function (domain: string) {
  assert.equal(decrypted(endpoints.register.path).domain, domain);
});
Then('the mock decrypted a registration with registerMethod {string}, the device id and the login flag', function (this: PlayerWorld, method: string) {
  assert.deepEqual(registrationFacts(this), [method, this.container.get(this.tokens.DeviceIdentity).current(), true, `https://m.demo.test/m/register${scene(this).query}`, 'm.demo.test']);
});
Then('the mock decrypted a mobile registration for dial code {string} and number {string}', function (code: string, number: string) {
  assert.deepEqual(pick(decrypted(endpoints.registerMobile.path), 'countryDialingCode', 'mobileNum', 'verificationCode'), [code, number, '123456']);
});
Then('the mobile registration carried the placeholder password', function () {
  assert.equal(decrypted(endpoints.registerMobile.path).password, MOBILE_PLACEHOLDER_PASSWORD);
});
Then('every component got {int} countries with the default dial code {string}', function (this: PlayerWorld, count: number, code: string) {
  assert.deepEqual(listingFacts(this), { asked: true, each: scene(this).listings.map(() => [count, code]) });
});
