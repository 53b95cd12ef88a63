import { describe, expect, it } from 'vitest';
import type { SolveCaptchaOutcome } from '../captcha/model';
import type { SocialArguments } from '../identity/model';
import type { OneTapOutcome } from '../identity/offer-one-tap';
import type { PhoneLoginOutcome, SendPhoneCodeOutcome } from '../identity/phone-code-login';
import type { RegisterBySocialOutcome } from '../identity/register-by-social-channel';
import type { SocialSignInOutcome } from '../identity/sign-in-outcome';
import type { ResumeRedirectOutcome } from '../identity/social-login';
import { rawText, text, type Text } from '../notice/model';
import { NoticeCenter } from '../notice/notice-center';
import type { ManualLoginAttempt } from '../remembered-login/remember-login';
import { ManualTime } from '../testing/manual-scheduler';
import type { Credentials, LoginOutcome } from '../session/login';
import type { SecondFactorAttempt, SecondFactorOutcome } from '../session/second-factor';
import type { SendSecondFactorCodeOutcome } from '../session/send-second-factor-code';
import { SignInFlow, type PasswordForm } from './sign-in-flow';
import { CODE_UNAVAILABLE } from '../notice/code-unavailable';

const loggedIn = (mustChangePassword = false): Extract<LoginOutcome, { kind: 'logged-in' }> => ({ kind: 'logged-in', firstTimeLogin: false, passwordExpired: false, mustChangePassword });
const verified = (mustChangePassword = false): SecondFactorOutcome => ({ kind: 'verified', firstTimeLogin: false, passwordExpired: false, mustChangePassword });
const FORM: PasswordForm = { username: 'player01', password: 'Passw0rd!', rememberMe: true };
const KEPT: SocialArguments = { type: 'firebase', firebaseChannel: 'google', firebaseIdToken: 'id-token' };

interface Answers {
  captcha?: SolveCaptchaOutcome;
  login?: LoginOutcome;
  verify?: SecondFactorOutcome;
  smsCode?: SendSecondFactorCodeOutcome;
  social?: SocialSignInOutcome;
  resumed?: ResumeRedirectOutcome;
  oneTap?: OneTapOutcome;
  registered?: RegisterBySocialOutcome;
  phoneSent?: SendPhoneCodeOutcome;
  phoneVerified?: PhoneLoginOutcome;
  kept?: SocialArguments | null;
}

function setUp(answers: Answers = {}) {
  const time = new ManualTime();
  const notices = new NoticeCenter(time);
  const logins: Credentials[] = [];
  const remembered: ManualLoginAttempt[] = [];
  const verifications: SecondFactorAttempt[] = [];
  const calls: string[] = [];
  const flow = new SignInFlow({
    solveCaptcha: { execute: async (scene) => (calls.push(`captcha ${scene}`), answers.captcha ?? { kind: 'not-required' }) },
    login: { execute: async (c) => (logins.push(c), answers.login ?? loggedIn()) },
    rememberLogin: { execute: async (a) => (remembered.push(a), { kind: 'unchanged' }) },
    verifySecondFactor: { execute: async (a) => (verifications.push(a), answers.verify ?? verified()) },
    sendSmsCode: { execute: async () => answers.smsCode ?? { kind: 'sent', countdownSeconds: 120 } },
    socialLogin: { execute: async (channel) => (calls.push(`social ${channel}`), answers.social ?? { kind: 'ignored' }) },
    resumeRedirect: { execute: async () => (calls.push('resume'), answers.resumed ?? { kind: 'none' }) },
    offerOneTap: { execute: async () => (calls.push('one-tap'), answers.oneTap ?? { kind: 'dismissed' }) },
    sendPhoneCode: { execute: async () => answers.phoneSent ?? { kind: 'sent', phoneNumber: '+639171234567' } },
    verifyPhoneCode: { execute: async (code) => (calls.push(`phone ${code}`), answers.phoneVerified ?? { kind: 'ignored' }) },
    keptSocialAccount: async () => (answers.kept === undefined ? KEPT : answers.kept),
    notices,
    scheduler: time,
  });
  const dialogs = () =>
    notices.state.dialogs.map((d) => ({ kind: d.kind, message: d.message, confirmLabel: 'confirmLabel' in d ? d.confirmLabel : undefined, cancelLabel: d.cancelLabel }));
  const toasts = () => notices.state.toasts.map((t) => t.message);
  /** Answers the dialog on screen (the player's tap). */
  const answer = async (confirmed: boolean) => {
    for (let i = 0; i < 20 && notices.state.dialogs.length === 0; i++) await Promise.resolve();
    notices.resolve(notices.state.dialogs[0]!.id, confirmed);
  };
  /** Lets the flow reach its next timer, then runs it. */
  const advance = async (ms: number) => {
    for (let i = 0; i < 20; i++) await Promise.resolve();
    time.advance(ms);
  };
  return { flow, notices, time, logins, remembered, verifications, calls, dialogs, toasts, answer, advance };
}

/** The flow after a password login answered login_verify_required. */
async function atSecondFactor(answers: Answers = {}, rememberMe = true) {
  const set = setUp({ login: { kind: 'second-factor-required', options: ['ga', 'sms'] }, ...answers });
  await set.flow.submitPassword({ ...FORM, rememberMe });
  set.remembered.length = 0;
  return set;
}

const show = (value: Text) => ('raw' in value ? value.raw : `t(${value.key})`);

describe('SignInFlow: password login (player-journey §4 "Login: idle, then optional captcha, then submit")', () => {
  it('an empty username, then an empty password, is a missing field: nothing is solved or sent', async () => {
    const { flow, logins, calls } = setUp();
    expect(await flow.submitPassword({ ...FORM, username: '  ' })).toEqual({ kind: 'missing-field', field: 'username' });
    expect(await flow.submitPassword({ ...FORM, password: '' })).toEqual({ kind: 'missing-field', field: 'password' });
    expect(logins).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('"Success: token is stored, then home"; remember me is passed on with the login', async () => {
    const { flow, logins, remembered, calls } = setUp();
    expect(await flow.submitPassword(FORM)).toEqual({ kind: 'signed-in', destination: 'home' });
    expect(calls).toEqual(['captcha login']);
    expect(logins).toEqual([{ username: 'player01', password: 'Passw0rd!' }]);
    expect(remembered).toEqual([{ outcome: loggedIn(), username: 'player01', password: 'Passw0rd!', type: undefined, rememberMe: true }]);
  });

  it('"or the forced password change screen when required"', async () => {
    const { flow } = setUp({ login: loggedIn(true) });
    expect(await flow.submitPassword(FORM)).toEqual({ kind: 'signed-in', destination: 'change-password' });
  });

  it('"optional captcha": a solved captcha\'s fields go with the login', async () => {
    const { flow, logins } = setUp({ captcha: { kind: 'solved', proof: { version: 'v4', geetestValidateV4: 'v4-proof' } } as SolveCaptchaOutcome });
    await flow.submitPassword(FORM);
    expect(logins).toEqual([{ username: 'player01', password: 'Passw0rd!', geetestValidateV4: 'v4-proof' }]);
  });

  it('"Closing the captcha leads to the message verify_first": shown, nothing sent, the password kept', async () => {
    const { flow, logins, remembered, dialogs } = setUp({ captcha: { kind: 'failed', reason: 'verify_first', message: text('verify_first') } });
    expect(await flow.submitPassword(FORM)).toEqual({ kind: 'stay', clearEntered: false });
    expect(dialogs().map((d) => d.message)).toEqual([text('verify_first')]);
    expect(logins).toEqual([]);
    expect(remembered).toEqual([]);
  });

  it('a refused login shows the server\'s message, keeps the username and clears the password; the remembered login hears of it', async () => {
    const rejected: LoginOutcome = { kind: 'rejected', errorCode: 'login.cred.err', message: 'Wrong password', notice: rawText('Wrong password'), clearsRememberedLogin: true };
    const { flow, dialogs, remembered } = setUp({ login: rejected });
    expect(await flow.submitPassword(FORM)).toEqual({ kind: 'stay', clearEntered: true });
    expect(dialogs()).toEqual([{ kind: 'notice', message: rawText('Wrong password'), confirmLabel: text('confirm'), cancelLabel: undefined }]);
    expect(remembered[0]?.outcome).toEqual(rejected);
  });

  it('shell §8 "Notice dialog with the server message, or \'unknown error\'": the login\'s notice is shown as it comes', async () => {
    const { flow, dialogs } = setUp({ login: { kind: 'rejected', errorCode: null, message: 'HTTP 500', notice: text('unknown_error'), clearsRememberedLogin: false } });
    await flow.submitPassword(FORM);
    expect(dialogs().map((d) => d.message)).toEqual([text('unknown_error')]);
  });

  it('shell §8 "HTTP 502: Rejected silently", "TOO_MANY_REQUEST…: No dialog": a login with no notice due shows none; the password is cleared', async () => {
    const { flow, dialogs } = setUp({ login: { kind: 'rejected', errorCode: null, message: 'HTTP 502', notice: null, clearsRememberedLogin: false } });
    expect(await flow.submitPassword(FORM)).toEqual({ kind: 'stay', clearEntered: true });
    expect(dialogs()).toEqual([]);
  });

  it('a login whose code could not be downloaded has told the player already: no second notice, the form stays', async () => {
    const { flow, dialogs } = setUp({ login: { kind: 'rejected', errorCode: CODE_UNAVAILABLE, message: '', notice: null, clearsRememberedLogin: false } });
    expect(await flow.submitPassword(FORM)).toEqual({ kind: 'stay', clearEntered: true });
    expect(dialogs()).toEqual([]);
  });

  it('"a refused login keeps the username; the password is typed again": a login that got no answer refused nothing, so the password stays', async () => {
    const unanswered = setUp({ login: { kind: 'rejected', errorCode: null, message: 'unknown error', notice: text('unknown_error'), clearsRememberedLogin: false, unanswered: true } });
    expect(await unanswered.flow.submitPassword(FORM)).toEqual({ kind: 'stay', clearEntered: false });
    const refused = setUp({ login: { kind: 'rejected', errorCode: 'login.cred.err', message: 'Wrong password', notice: rawText('Wrong password'), clearsRememberedLogin: true } });
    expect(await refused.flow.submitPassword(FORM)).toEqual({ kind: 'stay', clearEntered: true });
  });

  it('a login whose failure the request layer reported (encryption notice, offline toast) adds no second notice; the form stays', async () => {
    const { flow, dialogs } = setUp({ login: { kind: 'rejected', errorCode: null, message: 'encryption failed', notice: null, clearsRememberedLogin: false } });
    expect(await flow.submitPassword(FORM)).toEqual({ kind: 'stay', clearEntered: true });
    expect(dialogs()).toEqual([]);
  });

  it('"login_verify_required with options … the two-factor modal opens"; the remembered login waits for it', async () => {
    const { flow, remembered } = setUp({ login: { kind: 'second-factor-required', options: ['ga', 'sms'] } });
    expect(await flow.submitPassword(FORM)).toEqual({ kind: 'second-factor', options: ['ga', 'sms'] });
    expect(remembered[0]?.outcome.kind).toBe('second-factor-required');
  });
});

describe('SignInFlow: the mobile-number method (docs/decisions.md "Sign-in forms")', () => {
  it('no number, then no code, is a missing field and nothing is sent', async () => {
    const { flow, logins } = setUp();
    expect(await flow.submitSmsCode({ countryDialingCode: '63', mobileNum: ' ', code: '1' }, true)).toEqual({ kind: 'missing-field', field: 'mobileNum' });
    expect(await flow.submitSmsCode({ countryDialingCode: '63', mobileNum: '917', code: ' ' }, true)).toEqual({ kind: 'missing-field', field: 'code' });
    expect(logins).toEqual([]);
  });

  it('logs in with type sms and the full number; a refusal keeps the code ("for non-sms logins")', async () => {
    const { flow, logins, remembered } = setUp({ login: { kind: 'rejected', errorCode: null, message: 'Bad code', notice: rawText('Bad code'), clearsRememberedLogin: false } });
    expect(await flow.submitSmsCode({ countryDialingCode: '63', mobileNum: '917 123 4567', code: '123456' }, false)).toEqual({ kind: 'stay', clearEntered: false });
    expect(logins).toEqual([{ username: '+639171234567', password: '123456', type: 'sms' }]);
    expect(remembered[0]).toMatchObject({ type: 'sms', rememberMe: false });
  });

  it.each([
    [{ kind: 'sent', countdownSeconds: 120 }, { kind: 'code-sent', countdownSeconds: 120 }, []],
    [{ kind: 'incomplete', field: 'mobileNum' }, { kind: 'missing-field', field: 'mobileNum' }, []],
    [{ kind: 'invalid', field: 'mobileNum', message: text('bad_number') }, { kind: 'missing-field', field: 'mobileNum' }, [text('bad_number')]],
    [{ kind: 'captcha-failed', message: text('verify_first') }, { kind: 'stay' }, [text('verify_first')]],
    [{ kind: 'busy' }, { kind: 'stay' }, []],
    [{ kind: 'rejected' }, { kind: 'stay' }, []],
  ] as const)('"Sending a code needs a mobile number"; the countdown is the server\'s: %j gives %j', async (smsCode, step, shown) => {
    const { flow, dialogs } = setUp({ smsCode });
    expect(await flow.sendSmsCode({ countryDialingCode: '63', mobileNum: '917' })).toEqual(step);
    expect(dialogs().map((d) => d.message)).toEqual(shown);
  });
});

describe('SignInFlow: the second factor (player-journey §4 "Second factor")', () => {
  it('with no login asking for it, nothing is verified', async () => {
    const { flow, verifications } = setUp();
    expect(await flow.submitSecondFactor({ method: 'ga', authCode: '1' })).toEqual({ kind: 'stay', clearEntered: false });
    expect(verifications).toEqual([]);
  });

  it('"completing it finishes login": login_2fa_pass for 1.5 s, then after 0.5 s home, the login remembered as verified', async () => {
    const { flow, verifications, remembered, toasts, advance, time } = await atSecondFactor({}, false);
    const step = flow.submitSecondFactor({ method: 'ga', authCode: '123456' });
    await advance(499);
    expect(remembered).toEqual([]);
    expect(toasts()).toEqual([text('login_2fa_pass')]);
    time.advance(1);
    expect(await step).toEqual({ kind: 'signed-in', destination: 'home' });
    expect(verifications).toEqual([{ method: 'ga', authCode: '123456', username: 'player01', password: 'Passw0rd!' }]);
    expect(remembered).toEqual([{ outcome: verified(), username: 'player01', password: 'Passw0rd!', type: undefined, rememberMe: false }]);
    time.advance(999);
    expect(toasts()).toEqual([text('login_2fa_pass')]);
    time.advance(1);
    expect(toasts()).toEqual([]);
  });

  it('"Forced password change applies …" after the second factor too', async () => {
    const { flow, advance } = await atSecondFactor({ verify: verified(true) });
    const step = flow.submitSecondFactor({ method: 'ga', authCode: '123456' });
    await advance(500);
    expect(await step).toEqual({ kind: 'signed-in', destination: 'change-password' });
  });

  it('the modal closed during the 0.5 s: no destination, nothing remembered, and the login is dropped', async () => {
    const { flow, remembered, verifications, advance } = await atSecondFactor();
    const step = flow.submitSecondFactor({ method: 'ga', authCode: '123456' });
    await advance(0);
    flow.cancelSecondFactor();
    await advance(500);
    expect(await step).toEqual({ kind: 'stay', clearEntered: false });
    expect(remembered).toEqual([]);
    expect(await flow.submitSecondFactor({ method: 'ga', authCode: '1' })).toEqual({ kind: 'stay', clearEntered: false });
    expect(verifications).toHaveLength(1);
  });

  it('"the field is highlighted and focused, with no message"', async () => {
    const { flow, dialogs } = await atSecondFactor({ verify: { kind: 'incomplete', field: 'authCode' } });
    expect(await flow.submitSecondFactor({ method: 'ga' })).toEqual({ kind: 'missing-field', field: 'authCode' });
    expect(dialogs()).toEqual([]);
  });

  it('"On failure the server message is alerted and the entered values are cleared"', async () => {
    const { flow, dialogs, remembered } = await atSecondFactor({ verify: { kind: 'rejected', errorCode: 'x', message: rawText('Try again') } });
    expect(await flow.submitSecondFactor({ method: 'ga', authCode: '0' })).toEqual({ kind: 'stay', clearEntered: true });
    expect(dialogs().map((d) => d.message)).toEqual([rawText('Try again')]);
    expect(remembered).toEqual([]);
  });

  it('an sms login that asks for a second factor verifies and remembers it with its type ("123456 for non-sms logins")', async () => {
    const { flow, remembered, verifications, advance } = setUp({ login: { kind: 'second-factor-required', options: ['ga'] } });
    await flow.submitSmsCode({ countryDialingCode: '63', mobileNum: '917', code: '123456' }, true);
    const step = flow.submitSecondFactor({ method: 'ga', authCode: '1' });
    await advance(500);
    await step;
    expect(verifications).toEqual([{ method: 'ga', authCode: '1', username: '+63917', password: '123456', loginType: 'sms' }]);
    expect(remembered.at(-1)).toMatchObject({ outcome: verified(), username: '+63917', type: 'sms' });
  });

  it('shell §8 "HTTP 502: Rejected silently": a second factor refused with nothing to show shows nothing, and still clears the entries', async () => {
    const { flow, dialogs } = await atSecondFactor({ verify: { kind: 'rejected', errorCode: null, message: null } });
    expect(await flow.submitSecondFactor({ method: 'ga', authCode: '0' })).toEqual({ kind: 'stay', clearEntered: true });
    expect(dialogs()).toEqual([]);
  });
});

describe('SignInFlow: social sign-in (player-journey §4 "Social login")', () => {
  it('"Success: token saved … go to /m/home"; the forced change too; nothing is remembered', async () => {
    const { flow, remembered, calls } = setUp({ social: loggedIn() });
    expect(await flow.signInWith('google', FORM)).toEqual({ kind: 'signed-in', destination: 'home' });
    expect(calls).toEqual(['social google']);
    expect(await setUp({ social: loggedIn(true) }).flow.signInWith('line', FORM)).toEqual({ kind: 'signed-in', destination: 'change-password' });
    expect(remembered).toEqual([]);
  });

  it('a second factor asked by a social sign-in verifies with the password form as it stands', async () => {
    const { flow, verifications, remembered, advance } = setUp({ social: { kind: 'second-factor-required', options: ['email'] } });
    expect(await flow.signInWith('google', { username: 'typed', password: 'pw', rememberMe: false })).toEqual({ kind: 'second-factor', options: ['email'] });
    const step = flow.submitSecondFactor({ method: 'email', email: 'a@b.c' });
    await advance(500);
    await step;
    expect(verifications[0]).toMatchObject({ username: 'typed', password: 'pw' });
    expect(remembered[0]).toMatchObject({ username: 'typed', password: 'pw', rememberMe: false });
  });

  it('"Registration by social channel: … the user goes to /m/home (100 ms delay)"', async () => {
    const { flow, advance, time } = setUp({ social: { kind: 'registered', userName: 'new01', signedIn: true, delayMs: 100 } });
    let step: unknown = null;
    void flow.signInWith('twitter', FORM).then((s) => (step = s));
    await advance(99);
    expect(step).toBeNull();
    time.advance(1);
    await advance(0);
    expect(step).toEqual({ kind: 'signed-in', destination: 'home' });
  });

  it('"the login-choice dialog is shown with the server message", without a register button: the next password login binds the kept account', async () => {
    const { flow, dialogs, answer, logins } = setUp({ social: { kind: 'choose-account', message: rawText('Not bound') } });
    const step = flow.signInWith('google', FORM);
    await answer(true);
    expect(await step).toEqual({ kind: 'bind-existing-account' });
    expect(dialogs()).toEqual([]);
    await flow.submitPassword(FORM);
    expect(logins).toEqual([{ username: 'player01', password: 'Passw0rd!', firebaseChannel: 'google', firebaseIdToken: 'id-token' }]);
  });

  it('the dialog says "log in with an existing account" on its one button', async () => {
    const { flow, dialogs } = setUp({ social: { kind: 'choose-account', message: rawText('Not bound') } });
    void flow.signInWith('google', FORM);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(dialogs()).toEqual([{ kind: 'notice', message: rawText('Not bound'), confirmLabel: text('login_choice_existing'), cancelLabel: undefined }]);
  });

  it('binding with no kept account sends the plain login; a new visit forgets the binding', async () => {
    const none = setUp({ social: { kind: 'choose-account', message: rawText('Not bound') }, kept: null });
    const step = none.flow.signInWith('google', FORM);
    await none.answer(true);
    await step;
    await none.flow.submitPassword(FORM);
    expect(none.logins).toEqual([{ username: 'player01', password: 'Passw0rd!' }]);

    const { flow, answer, logins } = setUp({ social: { kind: 'choose-account', message: rawText('Not bound') } });
    const bound = flow.signInWith('google', FORM);
    await answer(true);
    await bound;
    await flow.resumeOrOfferOneTap(show);
    await flow.submitPassword(FORM);
    expect(logins).toEqual([{ username: 'player01', password: 'Passw0rd!' }]);
  });

  it('shell §8 "HTTP 502: Rejected silently": a social sign-in refused with nothing to show shows nothing', async () => {
    const { flow, dialogs } = setUp({ social: { kind: 'rejected', errorCode: null, message: null } });
    expect(await flow.signInWith('google', FORM)).toEqual({ kind: 'stay', clearEntered: false });
    expect(dialogs()).toEqual([]);
  });

  it('"Any other error: … the message is alerted"', async () => {
    const { flow, dialogs } = setUp({ social: { kind: 'rejected', errorCode: 'member.locked', message: rawText('Locked') } });
    expect(await flow.signInWith('google', FORM)).toEqual({ kind: 'stay', clearEntered: false });
    expect(dialogs().map((d) => d.message)).toEqual([rawText('Locked')]);
  });

  it('"Auth provider errors": one notice of the lines as the screen words them', async () => {
    const { flow, dialogs } = setUp({ social: { kind: 'provider-error', code: 'auth/x', lines: [text('auth/unknown'), rawText('Code: auth/x')] } });
    await flow.resumeOrOfferOneTap(show);
    expect(await flow.signInWith('google', FORM)).toEqual({ kind: 'stay', clearEntered: false });
    expect(dialogs().map((d) => d.message)).toEqual([rawText('t(auth/unknown)\nCode: auth/x')]);
  });

  it('before any visit, provider error lines read as their keys', async () => {
    const { flow, dialogs } = setUp({ social: { kind: 'provider-error', code: 'auth/x', lines: [text('auth/unknown'), rawText('Code: auth/x')] } });
    await flow.signInWith('google', FORM);
    expect(dialogs().map((d) => d.message)).toEqual([rawText('auth/unknown\nCode: auth/x')]);
  });

  it.each(['blocked', 'coming-soon'] as const)('"%s": the message is a toast for its time (player-journey §5)', async (kind) => {
    const { flow, toasts, time, dialogs } = setUp({ social: { kind, message: text('coming_soon'), durationMs: 1500 } });
    expect(await flow.signInWith('line', FORM)).toEqual({ kind: 'stay', clearEntered: false });
    expect(toasts()).toEqual([text('coming_soon')]);
    time.advance(1500);
    expect(toasts()).toEqual([]);
    expect(dialogs()).toEqual([]);
  });

  it('"cancelled-popup-request is ignored silently"; a redirect shows nothing', async () => {
    for (const social of [{ kind: 'ignored' }, { kind: 'redirecting' }] as const) {
      const { flow, dialogs, toasts } = setUp({ social });
      expect(await flow.signInWith('google', FORM)).toEqual({ kind: 'stay', clearEntered: false });
      expect([...dialogs(), ...toasts()]).toEqual([]);
    }
  });
});

describe('SignInFlow: the first visit (player-journey §4 "Redirect flow"; §5 one-tap google)', () => {
  it('a redirect sign-in under way is finished, and one-tap is not offered', async () => {
    const { flow, calls } = setUp({ resumed: loggedIn() });
    expect(await flow.resumeOrOfferOneTap(show)).toEqual({ kind: 'signed-in', destination: 'home' });
    expect(calls).toEqual(['resume']);
  });

  it('no redirect under way: the one-tap offer, whose answer is followed like a social sign-in', async () => {
    const { flow, calls } = setUp({ oneTap: loggedIn(true) });
    expect(await flow.resumeOrOfferOneTap(show)).toEqual({ kind: 'signed-in', destination: 'change-password' });
    expect(calls).toEqual(['resume', 'one-tap']);
  });

  it('a skipped or dismissed offer shows nothing', async () => {
    const { flow, dialogs } = setUp({ oneTap: { kind: 'skipped', reason: 'native-app' } });
    expect(await flow.resumeOrOfferOneTap(show)).toEqual({ kind: 'stay', clearEntered: false });
    expect(dialogs()).toEqual([]);
  });

  it('a second factor asked there verifies with the empty form; a new visit drops a pending one', async () => {
    const { flow, verifications } = setUp({ oneTap: { kind: 'second-factor-required', options: ['ga'] } });
    expect(await flow.resumeOrOfferOneTap(show)).toEqual({ kind: 'second-factor', options: ['ga'] });
    void flow.submitSecondFactor({ method: 'ga', authCode: '1' });
    await Promise.resolve();
    expect(verifications[0]).toMatchObject({ username: '', password: '' });

    const pending = await atSecondFactor();
    await pending.flow.resumeOrOfferOneTap(show);
    expect(await pending.flow.submitSecondFactor({ method: 'ga', authCode: '1' })).toEqual({ kind: 'stay', clearEntered: false });
  });

  it('the remember-me of a one-tap second factor is the form\'s default: ticked', async () => {
    const { flow, remembered, advance } = setUp({ oneTap: { kind: 'second-factor-required', options: ['ga'] } });
    await flow.resumeOrOfferOneTap(show);
    const step = flow.submitSecondFactor({ method: 'ga', authCode: '1' });
    await advance(500);
    await step;
    expect(remembered[0]?.rememberMe).toBe(true);
  });
});

describe('SignInFlow: phone-code login (player-journey §4 "Phone-code login")', () => {
  it('a sent code counts down the fallback 60 s; no number is a missing field', async () => {
    expect(await setUp().flow.sendPhoneCode({ dialCode: '63', number: '917' })).toEqual({ kind: 'code-sent', countdownSeconds: 60 });
    expect(await setUp({ phoneSent: { kind: 'missing-number' } }).flow.sendPhoneCode({ dialCode: '63', number: '' })).toEqual({
      kind: 'missing-field',
      field: 'mobileNum',
    });
  });

  it('a provider failure on sending is one notice of its lines', async () => {
    const { flow, dialogs } = setUp({ phoneSent: { kind: 'provider-error', code: 'auth/x', lines: [rawText('a'), rawText('b')] } });
    expect(await flow.sendPhoneCode({ dialCode: '63', number: '917' })).toEqual({ kind: 'stay' });
    expect(dialogs().map((d) => d.message)).toEqual([rawText('a\nb')]);
  });

  it('no code is a missing field; a verified code signs in', async () => {
    expect(await setUp({ phoneVerified: { kind: 'missing-code' } }).flow.submitPhoneCode('', FORM)).toEqual({ kind: 'missing-field', field: 'code' });
    const { flow, calls } = setUp({ phoneVerified: loggedIn() });
    expect(await flow.submitPhoneCode('123456', FORM)).toEqual({ kind: 'signed-in', destination: 'home' });
    expect(calls).toEqual(['phone 123456']);
  });

  it('"With no pending confirmation the alert is auth/code-expired": alerted, and the code cleared; a refusal too', async () => {
    const expired = setUp({ phoneVerified: { kind: 'provider-error', code: 'auth/code-expired', lines: [text('auth/code-expired')] } });
    expect(await expired.flow.submitPhoneCode('1', FORM)).toEqual({ kind: 'stay', clearEntered: true });
    expect(expired.dialogs().map((d) => d.message)).toEqual([rawText('auth/code-expired')]);
    const refused = setUp({ phoneVerified: { kind: 'rejected', errorCode: null, message: rawText('No') } });
    expect(await refused.flow.submitPhoneCode('1', FORM)).toEqual({ kind: 'stay', clearEntered: true });
    expect(refused.dialogs().map((d) => d.message)).toEqual([rawText('No')]);
    expect(await setUp({ phoneVerified: { kind: 'ignored' } }).flow.submitPhoneCode('1', FORM)).toEqual({ kind: 'stay', clearEntered: false });
  });

  it('a second factor asked after the phone code verifies with the password form', async () => {
    const { flow, verifications } = setUp({ phoneVerified: { kind: 'second-factor-required', options: ['ga'] } });
    expect(await flow.submitPhoneCode('1', FORM)).toEqual({ kind: 'second-factor', options: ['ga'] });
    void flow.submitSecondFactor({ method: 'ga', authCode: '1' });
    await Promise.resolve();
    expect(verifications[0]).toMatchObject({ username: 'player01', password: 'Passw0rd!' });
  });
});
