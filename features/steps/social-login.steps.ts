import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { endpoints } from '../../core/http/endpoints';
import type { MayaLoginOutcome } from '../../core/identity/maya-login';
import { mayaEnv, mayaSessionId } from '../../core/identity/maya-session-id';
import { isSocialChannel } from '../../core/identity/model';
import type { OneTapOutcome } from '../../core/identity/offer-one-tap';
import type { PhoneLoginOutcome, SendPhoneCodeOutcome } from '../../core/identity/phone-code-login';
import type { RegisterBySocialOutcome } from '../../core/identity/register-by-social-channel';
import type { SocialSignInOutcome } from '../../core/identity/sign-in-outcome';
import type { ResumeRedirectOutcome } from '../../core/identity/social-login';
import type { Text } from '../../core/notice/model';
import { FakeIdentityEnvironment, FakeIdentityProvider, MemoryPendingRedirect } from '../../core/testing/identity-fakes';
import type { TrackingEventName, TrackingPayload } from '../../core/tracking/ports';
import { db } from '../../mock-server/db';
import { lastDecrypted, requestLog } from '../../mock-server/request-log';
import { ensureSeeded } from '../../mock-server/seed';
import type { PlayerWorld } from '../support/world';
import { recordStep, signInFlow } from './login.steps';

/** The fakes and answers of one player's sign-in attempts. */
interface SignIn {
  readonly provider: FakeIdentityProvider;
  readonly environment: FakeIdentityEnvironment;
  readonly pending: MemoryPendingRedirect;
  readonly tracked: [TrackingEventName, TrackingPayload][];
  outcome: SocialSignInOutcome | ResumeRedirectOutcome | PhoneLoginOutcome | OneTapOutcome | null;
  sent: SendPhoneCodeOutcome | null;
  registration: RegisterBySocialOutcome | null;
  maya: MayaLoginOutcome | null;
  running: Promise<unknown> | null;
}
const signIns = new WeakMap<PlayerWorld, SignIn>();
const signIn = (world: PlayerWorld): SignIn => {
  const found = signIns.get(world);
  assert.ok(found, 'add "social sign-in runs through the fake identity provider" first');
  return found;
};

const textOf = (t: Text): string => ('raw' in t ? t.raw : t.key);

/** Lets the real (msw) network answer until core schedules a new task on the hand-driven clock. */
async function untilScheduled(world: PlayerWorld, before: number): Promise<void> {
  for (let i = 0; i < 400 && world.time.pending() <= before; i++) await new Promise((resolve) => setTimeout(resolve, 5));
  assert.ok(world.time.pending() > before, 'core scheduled nothing');
}

Given('social sign-in runs through the fake identity provider', function (this: PlayerWorld) {
  const state: SignIn = {
    provider: new FakeIdentityProvider(),
    environment: new FakeIdentityEnvironment(),
    pending: new MemoryPendingRedirect(),
    tracked: [],
    outcome: null,
    sent: null,
    registration: null,
    maya: null,
    running: null,
  };
  signIns.set(this, state);
  this.container.rebind(this.tokens.IdentityProvider).toConstantValue(state.provider);
  this.container.rebind(this.tokens.IdentityEnvironmentLoader).toConstantValue(async () => state.environment);
  this.container.rebind(this.tokens.PendingRedirectStore).toConstantValue(state.pending);
  this.container.rebind(this.tokens.TrackingPort).toConstantValue({ record: (event, payload) => void state.tracked.push([event, payload]) });
});
Given('the browser is in private mode', function (this: PlayerWorld) {
  signIn(this).environment.privateBrowsing = true;
});
Given('the site runs in the Android app', function (this: PlayerWorld) {
  signIn(this).environment.androidApp = true;
});
Given('the app offers a native handler for {string}', function (this: PlayerWorld, channel: string) {
  assert.ok(isSocialChannel(channel));
  signIn(this).environment.nativeHandlers.push(channel);
});
Given('the page uses the redirect flow', function (this: PlayerWorld) {
  signIn(this).environment.redirect = true;
});
Given('the player consents as {string}', function (this: PlayerWorld, uid: string) {
  signIn(this).provider.uid = uid;
});
Given('the identity provider fails with {string} and the reason {string}', function (this: PlayerWorld, code: string, reason: string) {
  signIn(this).provider.next = { kind: 'provider-error', code, reason };
});
Given('the merchant {string} has no google web client id', async function (code: string) {
  await ensureSeeded();
  await db.merchants.update((q) => q.where({ code }), {
    data(merchant) {
      merchant.smsProvider.googleWebClientId = '';
    },
  });
});

async function signInWith(world: PlayerWorld, channel: string): Promise<void> {
  assert.ok(isSocialChannel(channel), `no channel ${channel}`);
  signIn(world).outcome = await world.container.get(world.tokens.SocialLogin).execute(channel);
}
When('the player signs in with {string}', async function (this: PlayerWorld, channel: string) {
  await signInWith(this, channel);
});
Given('the player signed in with {string} and was offered the login-choice dialog', async function (this: PlayerWorld, channel: string) {
  await signInWith(this, channel);
  assert.equal(signIn(this).outcome?.kind, 'choose-account');
});
When('the player registers by social channel from the dialog', async function (this: PlayerWorld) {
  signIn(this).registration = await this.container.get(this.tokens.RegisterBySocialChannel).execute();
});
When('the player returns from the provider', async function (this: PlayerWorld) {
  const before = this.time.pending();
  signIn(this).running = this.container.get(this.tokens.ResumeSocialRedirect).execute();
  await untilScheduled(this, before);
});
When('the player asks for a phone code for {string} {string}', async function (this: PlayerWorld, dialCode: string, number: string) {
  signIn(this).sent = await this.container.get(this.tokens.SendPhoneCode).execute({ dialCode, number });
});
When('the player verifies the phone code {string}', async function (this: PlayerWorld, code: string) {
  signIn(this).outcome = await this.container.get(this.tokens.VerifyPhoneCode).execute(code);
});
When('the app offers one-tap google', async function (this: PlayerWorld) {
  const state = signIn(this);
  const before = this.time.pending();
  const running = this.container.get(this.tokens.OfferOneTap).execute();
  state.running = running;
  // Either core waits its 500 ms (a task appears) or it answers at once (skipped).
  const settled = await Promise.race([running.then(() => true), untilScheduled(this, before).then(() => false)]);
  if (settled) state.outcome = await running;
});
When('the page opens with the query {string}', async function (this: PlayerWorld, query: string) {
  const sessionId = mayaSessionId(query);
  assert.ok(sessionId, 'no sessionId in the query');
  signIn(this).maya = await this.container.get(this.tokens.MayaLogin).execute({ sessionId, env: mayaEnv(query) });
});

Then('the sign-in shows the toast {string} for {int} ms', function (this: PlayerWorld, key: string, ms: number) {
  const outcome = signIn(this).outcome;
  assert.ok(outcome && (outcome.kind === 'blocked' || outcome.kind === 'coming-soon'), `got ${JSON.stringify(outcome)}`);
  assert.equal(textOf(outcome.message), key);
  assert.equal(outcome.durationMs, ms);
});
Then('the identity provider was not asked', function (this: PlayerWorld) {
  assert.deepEqual(signIn(this).provider.calls, []);
});
Then('the identity provider was asked to sign in with {string} in a popup', function (this: PlayerWorld, channel: string) {
  assert.deepEqual(signIn(this).provider.calls, [`signIn ${channel} popup`]);
});
Then('the sign-in shows the provider error lines {string}, {string}, {string}', function (this: PlayerWorld, a: string, b: string, c: string) {
  const outcome = signIn(this).outcome;
  assert.ok(outcome?.kind === 'provider-error', `got ${JSON.stringify(outcome)}`);
  assert.deepEqual(outcome.lines.map(textOf), [a, b, c]);
});
Then('the sign-in shows the provider error lines {string}, {string}', function (this: PlayerWorld, a: string, b: string) {
  const outcome = signIn(this).outcome;
  assert.ok(outcome?.kind === 'provider-error', `got ${JSON.stringify(outcome)}`);
  assert.deepEqual(outcome.lines.map(textOf), [a, b]);
});
Then('the sign-in is ignored', function (this: PlayerWorld) {
  assert.deepEqual(signIn(this).outcome, { kind: 'ignored' });
});
Then('the sign-in logged in', function (this: PlayerWorld) {
  const outcome = signIn(this).outcome;
  assert.equal(outcome?.kind, 'logged-in', JSON.stringify(outcome));
});
Then(
  'the decrypted login request carried type {string}, channel {string} and the id token {string}',
  function (type: string, channel: string, token: string) {
    assert.deepEqual(lastDecrypted(endpoints.login.path), {
      ...(lastDecrypted(endpoints.login.path) as object),
      type,
      firebaseChannel: channel,
      firebaseIdToken: token,
    });
  },
);
Then(
  'the decrypted login request carried type {string}, username {string} and the id token {string}',
  function (type: string, username: string, token: string) {
    const sent = lastDecrypted(endpoints.login.path) as Record<string, unknown>;
    assert.deepEqual([sent.type, sent.username, sent.password, sent.firebaseIdToken], [type, username, '', token]);
  },
);
Then('the sign-in registered a new member, going home after {int} ms', function (this: PlayerWorld, ms: number) {
  const outcome = signIn(this).outcome;
  assert.ok(outcome?.kind === 'registered', JSON.stringify(outcome));
  assert.equal(outcome.signedIn, true);
  assert.equal(outcome.delayMs, ms);
});
Then('the register event with method firebase was tracked', function (this: PlayerWorld) {
  const registers = signIn(this).tracked.filter(([event]) => event === 'register');
  assert.equal(registers.length, 1);
  assert.equal(registers[0]![1].method, 'firebase');
});
Then('the mock decrypted a social registration for {string} with the id token {string}', function (channel: string, token: string) {
  const sent = lastDecrypted(endpoints.register.path) as Record<string, unknown>;
  assert.deepEqual([sent.firebaseChannel, sent.firebaseIdToken, sent.login, sent.smsTemplate], [channel, token, true, '']);
});
Then('the login-choice dialog says {string} without a register button', function (this: PlayerWorld, message: string) {
  const outcome = signIn(this).outcome;
  assert.ok(outcome?.kind === 'choose-account', JSON.stringify(outcome));
  assert.equal(textOf(outcome.message), message);
});
Then('the registration by social channel succeeded', function (this: PlayerWorld) {
  assert.equal(signIn(this).registration?.kind, 'registered', JSON.stringify(signIn(this).registration));
  assert.ok(this.session.read());
});
Then('the sign-in was rejected with error code {string}', function (this: PlayerWorld, code: string) {
  const outcome = signIn(this).outcome;
  assert.ok(outcome?.kind === 'rejected', JSON.stringify(outcome));
  assert.equal(outcome.errorCode, code);
});
Then('no social arguments are kept', async function (this: PlayerWorld) {
  const before = requestLog.forPath(endpoints.register.path).length;
  const outcome = await this.container.get(this.tokens.RegisterBySocialChannel).execute();
  assert.equal(outcome.kind, 'rejected');
  assert.equal(requestLog.forPath(endpoints.register.path).length, before, 'a registration was sent');
});
Then('the page is redirecting with {string} kept', function (this: PlayerWorld, channel: string) {
  assert.deepEqual(signIn(this).outcome, { kind: 'redirecting' });
  assert.equal(signIn(this).pending.channel, channel);
});
Then('the result is not processed before {int} ms', function (this: PlayerWorld, ms: number) {
  this.time.advance(ms - 1);
  assert.ok(!signIn(this).provider.calls.includes('redirectResult'));
  assert.equal(signIn(this).pending.channel, null, 'the kept channel is cleared on return');
});
Then('after {int} ms the sign-in logged in', async function (this: PlayerWorld, _ms: number) {
  this.time.advance(1);
  const state = signIn(this);
  state.outcome = (await state.running) as ResumeRedirectOutcome;
  assert.equal(state.outcome.kind, 'logged-in', JSON.stringify(state.outcome));
});
Then('the phone-code reCAPTCHA was shown in the language {string}', function (this: PlayerWorld, code: string) {
  assert.deepEqual(
    signIn(this).provider.calls.filter((call) => call.startsWith('sendPhoneCode ')),
    [`sendPhoneCode ${(signIn(this).sent as { phoneNumber?: string } | null)?.phoneNumber ?? ''} ${code}`],
  );
});
Then('the phone code was not sent for want of a number', function (this: PlayerWorld) {
  assert.deepEqual(signIn(this).sent, { kind: 'missing-number' });
  assert.deepEqual(signIn(this).provider.calls, []);
});
Then('one-tap is not offered before {int} ms', function (this: PlayerWorld, ms: number) {
  this.time.advance(ms - 1);
  assert.ok(!signIn(this).provider.calls.includes('oneTap'));
});
Then('after {int} ms one-tap signs in with {string}', async function (this: PlayerWorld, _ms: number, channel: string) {
  this.time.advance(1);
  const state = signIn(this);
  state.outcome = (await state.running) as OneTapOutcome;
  assert.ok(state.provider.calls.includes('oneTap'));
  // player99 is bound to nobody on DEMO2 (FIREBASECREATEACC3 off): the google login reaches the choice dialog.
  assert.equal(state.outcome.kind, 'choose-account', JSON.stringify(state.outcome));
  assert.equal((lastDecrypted(endpoints.login.path) as Record<string, unknown>).firebaseChannel, channel);
});
Then('one-tap is skipped because {string}', function (this: PlayerWorld, reason: string) {
  assert.deepEqual(signIn(this).outcome, { kind: 'skipped', reason });
  assert.ok(!signIn(this).provider.calls.includes('oneTap'));
});
Then('the Maya login logged in', function (this: PlayerWorld) {
  assert.equal(signIn(this).maya?.kind, 'logged-in', JSON.stringify(signIn(this).maya));
  assert.ok(this.session.read()?.token);
});
Then('the mock received a Maya login with session id {string}, env {string} and the device id', function (this: PlayerWorld, sessionId: string, env: string) {
  const [request] = requestLog.forPath(endpoints.loginMaya.path);
  const body = request?.body as Record<string, unknown>;
  assert.equal(body.sessionId, sessionId);
  assert.equal(body.env, env);
  assert.equal(typeof body.loginDeviceId, 'string');
  assert.equal((body.loginDeviceId as string).length, 36);
  assert.ok(['IPAD', 'PWA', 'WEBCLIP'].includes(body.device as string));
  assert.ok('registerUrl' in body && 'domain' in body && 'affiliateCode' in body);
});
Then('the Maya login was rejected with the message {string}', function (this: PlayerWorld, message: string) {
  const outcome = signIn(this).maya;
  assert.ok(outcome?.kind === 'rejected', JSON.stringify(outcome));
  assert.equal(outcome.message && textOf(outcome.message), message);
});
Then('the signed-in session is for {string}', function (this: PlayerWorld, userName: string) {
  const session = this.session.read();
  assert.ok(session?.token, 'no session');
  assert.equal(session.userName, userName);
});

When('the player signs in on the screen with {string}', async function (this: PlayerWorld, channel: string) {
  assert.ok(isSocialChannel(channel), `no channel ${channel}`);
  recordStep(this, await signInFlow(this).signInWith(channel, { username: '', password: '', rememberMe: true }));
});
When('the player signs in on the screen with {string} and chooses the existing account', async function (this: PlayerWorld, channel: string) {
  assert.ok(isSocialChannel(channel), `no channel ${channel}`);
  const step = signInFlow(this).signInWith(channel, { username: '', password: '', rememberMe: true });
  // player-journey §2 login-choice dialog: its one button, "log in with an existing account".
  for (let i = 0; i < 400 && this.notices.state.dialogs.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 5));
  const [dialog] = this.notices.state.dialogs;
  assert.ok(dialog, 'no login-choice dialog');
  this.notices.resolve(dialog.id, true);
  recordStep(this, await step);
});
