import { describe, expect, it } from 'vitest';
import { DEFAULT_SHARED_CONFIG, type SharedConfig } from '../config/shared-config';
import { text } from '../notice/model';
import { ManualTime } from '../testing/manual-scheduler';
import { ObservedNotices } from '../testing/recording-notifier';
import type { FieldProblem } from './field-rules';
import { MOBILE_PASSWORD_FLAG, POST_REGISTER_DELAY_MS, type RegisterOutcome } from './register';
import { homeAfterRegistration, registrationFields, RegistrationFlow, type RegistrationEntry, type RegistrationStep } from './registration-flow';
import type { RegistrationForm } from './registration-payload';
import type { SendSmsCodeOutcome, SmsRecipient } from './send-sms-code';
import type { SuggestUsernameOutcome } from './suggest-username';

const USERNAME_PROBLEM: FieldProblem = { field: 'username', reason: 'invalid', message: text('register_username_invalid') };
const PASSWORD_PROBLEM: FieldProblem = { field: 'password', reason: 'required', message: text('register_password_required') };
const MOBILE_PROBLEM: FieldProblem = { field: 'mobileNum', reason: 'required', message: text('register_mobile_required') };

const ENTRY: RegistrationEntry = { method: 'username', username: 'fresh777', password: 'secret77', countryDialingCode: '63', mobileNum: '9170000009', smsCode: '123456' };
const REGISTERED: RegisterOutcome = { kind: 'registered', userName: 'fresh777', id: '9', signedIn: true, delayMs: POST_REGISTER_DELAY_MS };

function rig(answers: { register?: RegisterOutcome; sms?: SendSmsCodeOutcome; suggestion?: SuggestUsernameOutcome } = {}) {
  const time = new ManualTime();
  const notices = new ObservedNotices(time);
  const forms: RegistrationForm[] = [];
  const recipients: SmsRecipient[] = [];
  const flow = new RegistrationFlow({
    register: { execute: async (form) => (forms.push(form), answers.register ?? REGISTERED) },
    sendSmsCode: { execute: async (recipient) => (recipients.push(recipient), answers.sms ?? { kind: 'sent', countdownSeconds: 60 }) },
    suggestUsername: { execute: async () => answers.suggestion ?? { kind: 'unavailable' } },
    notifier: notices,
    scheduler: time,
  });
  return { flow, time, notices, forms, recipients };
}

/** Lets every promise that can settle without the clock settle. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A pending step, readable once it settles. */
function watch(step: Promise<RegistrationStep>) {
  const seen: { step: RegistrationStep | null } = { step: null };
  void step.then((s) => (seen.step = s));
  return seen;
}

describe('what the form shows (player-journey §5 "When the white-label setting for mobile-number password registration is not configured … the password defaults to a fixed placeholder")', () => {
  const withMobilePassword = (on: boolean): SharedConfig => ({ ...DEFAULT_SHARED_CONFIG, whiteLabel: { ...DEFAULT_SHARED_CONFIG.whiteLabel, [MOBILE_PASSWORD_FLAG]: on } });

  it('by username: the username, then the password', () => {
    expect(registrationFields('username', DEFAULT_SHARED_CONFIG)).toEqual(['username', 'password']);
  });

  it('by mobile with the setting not configured: number and sms code, no password (the placeholder is sent)', () => {
    expect(registrationFields('mobile', withMobilePassword(false))).toEqual(['mobileNum', 'smsCode']);
  });

  it('by mobile with the setting on: number, sms code, then the password', () => {
    expect(registrationFields('mobile', withMobilePassword(true))).toEqual(['mobileNum', 'smsCode', 'password']);
  });
});

describe('RegistrationFlow: submitting (player-journey §4 "Registration")', () => {
  it('by username: only the username and password are sent', async () => {
    const { flow, forms } = rig({ register: { kind: 'busy' } });
    await flow.execute({ kind: 'submit', entry: ENTRY });
    expect(forms).toEqual([{ by: 'username', username: 'fresh777', password: 'secret77' }]);
  });

  it('by mobile: the dial code, number, sms code and password are sent', async () => {
    const { flow, forms } = rig({ register: { kind: 'busy' } });
    await flow.execute({ kind: 'submit', entry: { ...ENTRY, method: 'mobile' } });
    expect(forms).toEqual([{ by: 'mobile', countryDialingCode: '63', mobileNum: '9170000009', smsCode: '123456', password: 'secret77' }]);
  });

  it('the form failed its checks (nothing sent): fix the fields, focus the first problem', async () => {
    const { flow } = rig({ register: { kind: 'invalid', problems: [USERNAME_PROBLEM, PASSWORD_PROBLEM] } });
    expect(await flow.execute({ kind: 'submit', entry: ENTRY })).toEqual({ kind: 'fix-fields', problems: [USERNAME_PROBLEM, PASSWORD_PROBLEM], focus: 'username' });
  });

  it('an invalid answer naming no field (Register never gives one) focuses nothing', async () => {
    const { flow } = rig({ register: { kind: 'invalid', problems: [] } });
    expect(await flow.execute({ kind: 'submit', entry: ENTRY })).toEqual({ kind: 'fix-fields', problems: [], focus: null });
  });

  it('player-journey §5 "Closing the captcha leads to the message verify_first": the message shows through NoticeCenter, the form stays', async () => {
    const { flow, notices } = rig({ register: { kind: 'captcha-failed', message: text('verify_first') } });
    expect(await flow.execute({ kind: 'submit', entry: ENTRY })).toEqual({ kind: 'stay' });
    expect(notices.dialogTexts()).toEqual([text('verify_first')]);
  });

  it('player-journey §8 "Registration failure: notice popup with the server message": the request layer showed it; the form stays, nothing more shows', async () => {
    const { flow, notices } = rig({ register: { kind: 'rejected', errorCode: 'user.exists', message: 'This username is already taken.' } });
    expect(await flow.execute({ kind: 'submit', entry: ENTRY })).toEqual({ kind: 'stay' });
    expect(notices.dialogTexts()).toEqual([]);
  });

  it('player-journey §4 "repeat submissions blocked": a busy answer keeps the form as it is', async () => {
    const { flow, notices } = rig({ register: { kind: 'busy' } });
    expect(await flow.execute({ kind: 'submit', entry: ENTRY })).toEqual({ kind: 'stay' });
    expect(notices.dialogTexts()).toEqual([]);
  });

  it('player-journey §9 "Post-register delay 100 ms": registered, the flow answers home only once the delay is over', async () => {
    const { flow, time } = rig();
    const seen = watch(flow.execute({ kind: 'submit', entry: ENTRY }));
    await settle();
    time.advance(POST_REGISTER_DELAY_MS - 1);
    await settle();
    expect(seen.step).toBeNull();
    time.advance(1);
    await settle();
    expect(seen.step).toEqual({ kind: 'registered', destination: 'home', delayMs: 100 });
  });

  it('the delay is the one Register answered', async () => {
    const { flow, time } = rig({ register: { ...REGISTERED, delayMs: 30 } });
    const seen = watch(flow.execute({ kind: 'submit', entry: ENTRY }));
    await settle();
    time.advance(29);
    await settle();
    expect(seen.step).toBeNull();
    time.advance(1);
    await settle();
    expect(seen.step).toEqual({ kind: 'registered', destination: 'home', delayMs: 30 });
  });
});

describe('RegistrationFlow: the sms code (player-journey §4, §5 "Sending a code needs a mobile number")', () => {
  it('sends the dial code and number as typed; sent: count down the server\'s seconds', async () => {
    const { flow, recipients } = rig({ sms: { kind: 'sent', countdownSeconds: 120 } });
    expect(await flow.execute({ kind: 'send-sms-code', countryDialingCode: '55', mobileNum: '11987654321' })).toEqual({ kind: 'count-down', seconds: 120 });
    expect(recipients).toEqual([{ countryDialingCode: '55', mobileNum: '11987654321' }]);
  });

  it('no mobile number: mark it, and leave the focus on the send button', async () => {
    const { flow } = rig({ sms: { kind: 'invalid', problems: [MOBILE_PROBLEM] } });
    expect(await flow.execute({ kind: 'send-sms-code', countryDialingCode: '63', mobileNum: '' })).toEqual({ kind: 'fix-fields', problems: [MOBILE_PROBLEM], focus: null });
  });

  it('player-journey §5 sms captcha closed: its message shows through NoticeCenter, nothing counts down', async () => {
    const { flow, notices } = rig({ sms: { kind: 'captcha-failed', message: text('verify_first') } });
    expect(await flow.execute({ kind: 'send-sms-code', countryDialingCode: '63', mobileNum: '9170000009' })).toEqual({ kind: 'stay' });
    expect(notices.dialogTexts()).toEqual([text('verify_first')]);
  });

  it('refused by the server (its notice already shown) or a send on its way: the form stays, nothing more shows', async () => {
    for (const sms of [{ kind: 'rejected', errorCode: null, message: 'Too many' }, { kind: 'busy' }] as const) {
      const { flow, notices } = rig({ sms });
      expect(await flow.execute({ kind: 'send-sms-code', countryDialingCode: '63', mobileNum: '9170000009' })).toEqual({ kind: 'stay' });
      expect(notices.dialogTexts()).toEqual([]);
    }
  });
});

describe('RegistrationFlow: a suggested username (POST /wps/member/register/autoUsername)', () => {
  it('suggested: it goes into the username field', async () => {
    const { flow } = rig({ suggestion: { kind: 'suggested', username: 'lucky888' } });
    expect(await flow.execute({ kind: 'suggest-username' })).toEqual({ kind: 'fill-username', username: 'lucky888' });
  });

  it('none to be had: the field stays as it is, with no notice', async () => {
    const { flow, notices } = rig({ suggestion: { kind: 'unavailable' } });
    expect(await flow.execute({ kind: 'suggest-username' })).toEqual({ kind: 'stay' });
    expect(notices.dialogTexts()).toEqual([]);
  });
});

describe('homeAfterRegistration (player-journey §4: registration and registration by social channel both land on /m/home after the delay)', () => {
  it('answers home with the delay it waited, not before', async () => {
    const time = new ManualTime();
    const seen = watch(homeAfterRegistration(time, 100));
    time.advance(99);
    await settle();
    expect(seen.step).toBeNull();
    time.advance(1);
    await settle();
    expect(seen.step).toEqual({ kind: 'registered', destination: 'home', delayMs: 100 });
  });
});
