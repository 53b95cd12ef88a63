import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SHARED_CONFIG } from '../config/shared-config';
import { endpoints } from '../http/endpoints';
import type { PayloadCipher } from '../http/ports';
import type { TransportOutcome } from '../http/model';
import { ManualTime } from '../testing/manual-scheduler';
import { ObservedNotices } from '../testing/recording-notifier';
import { requestLayerHarness } from '../testing/request-layer-harness';
import { fails, ok, ScriptedTransport } from '../testing/scripted-transport';
import type { RegistrationContext } from './ports';
import { text } from '../notice/model';
import {
  MOBILE_PASSWORD_FLAG,
  MOBILE_PLACEHOLDER_PASSWORD,
  POST_REGISTER_DELAY_MS,
  Register,
  type RegisterDeps,
  type RegisterOutcome,
} from './register';

const cipher: PayloadCipher = { encrypt: async (p) => ({ value: p, encryption: 'e', digest: 'd', rsaInfo: 'hex:0' }) };
const DEVICE_ID = '0123456789abcdef0123456789abcdef0123';

const context: RegistrationContext = {
  registerMethod: () => 'PWA',
  loginDeviceId: async () => DEVICE_ID,
  isOfficialAppLogin: () => false,
  registerUrl: () => 'https://m.demo.test/m/register?referralCode=FRIEND',
  domain: () => 'm.demo.test',
  query: () => '?referralCode=FRIEND',
};

const SUCCESS = ok({ id: 77, userName: 'fresh777', token: 'T-NEW' });

function setup(options: { reply?: TransportOutcome; mobilePassword?: boolean; captcha?: RegisterDeps['captcha']; notifier?: RegisterDeps['notifier'] } = {}) {
  const transport = new ScriptedTransport()
    .reply(endpoints.rsaKey.path, ok('abcdef'))
    .reply(endpoints.register.path, options.reply ?? SUCCESS)
    .reply(endpoints.registerMobile.path, options.reply ?? ok({ customerId: '78', userName: '9170000001', token: 'T-MOB' }));
  const h = requestLayerHarness(transport, { cipher });
  const whiteLabel = { ...DEFAULT_SHARED_CONFIG.whiteLabel, [MOBILE_PASSWORD_FLAG]: options.mobilePassword === true };
  const events: unknown[] = [];
  const useCase = new Register({
    api: h.api,
    session: h.session,
    context,
    affiliate: { stored: () => ({ affiliateCode: 'AFF1', r: null }) },
    tracking: { values: () => ({ fbclid: 'F1' }) },
    sharedConfig: { execute: async () => ({ kind: 'loaded', config: { ...DEFAULT_SHARED_CONFIG, whiteLabel } }) },
    scheduler: h.time,
    merchantCode: () => 'DEMO1',
    captcha: options.captcha ?? (async () => ({})),
    events: { record: (event, payload) => void events.push([event, payload]) },
    // The player confirms the success dialog at once unless a test brings its own notices.
    notifier: options.notifier ?? { notice: async () => undefined },
  });
  const sent = (path: string) => transport.to(path).map((r) => JSON.parse((r.body as { value: string }).value) as Record<string, unknown>);
  return { ...h, transport, useCase, sent, events };
}

const byUsername = { by: 'username', username: ' fresh777 ', password: 'secret77' } as const;
const byMobile = { by: 'mobile', countryDialingCode: '+63', mobileNum: '917 000 0001', smsCode: '123456' } as const;

describe('register by username (player-journey §4 "Registration", ModuleId REG3)', () => {
  it('sends every field of the registration request, encrypted, to /wps/member/register', async () => {
    const { useCase, sent, transport } = setup();
    await useCase.execute({ ...byUsername, captcha: { geetestSeccode: 'S', geetestValidateV4: 'V4' } });
    expect(transport.to(endpoints.register.path)[0]!.headers.ModuleId).toBe('REG3');
    expect(sent(endpoints.register.path)).toEqual([
      {
        registerMethod: 'PWA',
        registerUrl: 'https://m.demo.test/m/register?referralCode=FRIEND',
        domain: 'm.demo.test',
        loginDeviceId: DEVICE_ID,
        isOfficialAppLogin: false,
        affiliateCode: 'AFF1',
        referralCode: 'FRIEND',
        pixelTrack: { fbclid: 'F1' },
        login: true,
        geetestSeccode: 'S',
        geetestValidateV4: 'V4',
        username: 'fresh777',
        password: 'secret77',
      },
    ]);
  });

  it('"Success: token stored": the answer becomes the session (value id or customerId, userName, token)', async () => {
    const { useCase, session } = setup();
    expect(await useCase.execute(byUsername)).toEqual({ kind: 'registered', userName: 'fresh777', id: '77', signedIn: true, delayMs: POST_REGISTER_DELAY_MS });
    expect(session.read()).toEqual({ token: 'T-NEW', id: '77', userName: 'fresh777', merchantCode: 'DEMO1', type: 0, firstTimeLogin: false });
  });

  it('a success without a token is registered but not signed in', async () => {
    const { useCase, session } = setup({ reply: ok({ customerId: 5 }) });
    expect(await useCase.execute(byUsername)).toEqual({ kind: 'registered', userName: 'fresh777', id: '5', signedIn: false, delayMs: POST_REGISTER_DELAY_MS });
    expect(session.read()).toBeNull();
  });

  it('"Registration failure: notice popup with the server message": exactly one notice, a typed rejection', async () => {
    const { useCase, notices, session } = setup({
      reply: fails(200, { success: false, errorCode: 'member.exists', message: 'This username is already taken.' }),
    });
    expect(await useCase.execute(byUsername)).toEqual({ kind: 'rejected', errorCode: 'member.exists', message: 'This username is already taken.' });
    expect(notices.dialogTexts()).toEqual([{ raw: 'This username is already taken.' }]);
    expect(session.read()).toBeNull();
  });

  it('"Client-side validation … before any call": an invalid form sends nothing and names its problems', async () => {
    const { useCase, transport } = setup();
    const outcome = await useCase.execute({ by: 'username', username: 'ab', password: '123' });
    expect(outcome).toEqual({
      kind: 'invalid',
      problems: [
        { field: 'username', reason: 'invalid', message: { key: 'register_username_invalid' } },
        { field: 'password', reason: 'invalid', message: { key: 'register_password_invalid' } },
      ],
    });
    expect(transport.requests).toHaveLength(0);
  });

  it('an invalid form does not hold the guard: the corrected form goes at once', async () => {
    const { useCase } = setup();
    await useCase.execute({ by: 'username', username: '', password: '' });
    expect((await useCase.execute(byUsername)).kind).toBe('registered');
  });
});

describe('after success (player-journey §2 "a confirm dialog after successful registration"; §4 "token stored, optional success alert, then /m/home")', () => {
  it('the token is stored, then the success dialog shows; the outcome comes once the player confirms it', async () => {
    const notices = new ObservedNotices(new ManualTime());
    const { useCase, session } = setup({ notifier: notices });
    let answered: RegisterOutcome | null = null;
    const running = useCase.execute(byUsername).then((outcome) => (answered = outcome));
    await vi.waitFor(() => expect(notices.state.dialogs).toHaveLength(1));
    expect(session.read()?.token).toBe('T-NEW');
    expect(notices.state.dialogs[0]).toMatchObject({
      kind: 'notice',
      title: text('register_success_title'),
      message: text('register_success'),
      confirmLabel: text('confirm'),
    });
    await Promise.resolve();
    expect(answered).toBeNull();
    notices.confirmTop();
    expect(await running).toMatchObject({ kind: 'registered', signedIn: true, delayMs: POST_REGISTER_DELAY_MS });
    expect(notices.state.toasts).toEqual([]);
  });

  it('no dialog for a refusal (the request layer\'s notice is the one) nor for a form that fails its checks', async () => {
    const shown: unknown[] = [];
    const notifier = { notice: async (message: unknown) => void shown.push(message) };
    await setup({ notifier, reply: fails(200, { success: false, message: 'taken' }) }).useCase.execute(byUsername);
    await setup({ notifier }).useCase.execute({ by: 'username', username: '', password: '' });
    expect(shown).toEqual([]);
  });
});

describe('processing guard (player-journey §4 "repeat submissions blocked; the flag is released 500 ms after finish")', () => {
  it('a second submit while the first is processing is busy and sends nothing', async () => {
    const { useCase, transport } = setup();
    const release = transport.hold();
    const first = useCase.execute(byUsername);
    const second = await useCase.execute(byUsername);
    release();
    expect(second).toEqual({ kind: 'busy' });
    expect((await first).kind).toBe('registered');
    expect(transport.to(endpoints.register.path)).toHaveLength(1);
  });

  it.each<[string, TransportOutcome]>([
    ['success', SUCCESS],
    ['failure', fails(200, { success: false, message: 'no' })],
  ])('after a %s the flag is still up at 499 ms and released at 500 ms', async (_, reply) => {
    const { useCase, time } = setup({ reply });
    await useCase.execute(byUsername);
    time.advance(499);
    expect(await useCase.execute(byUsername)).toEqual({ kind: 'busy' });
    time.advance(1);
    expect((await useCase.execute(byUsername)).kind).not.toBe('busy');
  });

  it('"/m/home after 100 ms" is the screen\'s delay: POST_REGISTER_DELAY_MS', () => {
    expect(POST_REGISTER_DELAY_MS).toBe(100);
  });
});

describe('register by mobile (ModuleId MOBILENUMREG3, "adds countryDialingCode and mobileNum")', () => {
  it('sends the dial code as digits, the number without spaces and the sms code', async () => {
    const { useCase, sent, transport, session } = setup();
    expect(await useCase.execute(byMobile)).toEqual({ kind: 'registered', userName: '9170000001', id: '78', signedIn: true, delayMs: POST_REGISTER_DELAY_MS });
    expect(transport.to(endpoints.registerMobile.path)[0]!.headers.ModuleId).toBe('MOBILENUMREG3');
    expect(sent(endpoints.registerMobile.path)[0]).toMatchObject({
      registerMethod: 'PWA',
      affiliateCode: 'AFF1',
      login: true,
      countryDialingCode: '63',
      mobileNum: '9170000001',
      verificationCode: '123456',
    });
    expect(session.read()?.token).toBe('T-MOB');
  });

  it('"password defaults to a fixed placeholder" when mobile-number password registration is not configured', async () => {
    const { useCase, sent } = setup();
    await useCase.execute({ ...byMobile, password: 'ignored1' });
    expect(sent(endpoints.registerMobile.path)[0]!.password).toBe(MOBILE_PLACEHOLDER_PASSWORD);
  });

  it('with the setting configured the player\'s password is checked and sent', async () => {
    const { useCase, sent } = setup({ mobilePassword: true });
    const missing = await useCase.execute(byMobile);
    expect(missing.kind === 'invalid' && missing.problems.map((p) => p.field)).toEqual(['password']);
    await useCase.execute({ ...byMobile, password: 'secret77' });
    expect(sent(endpoints.registerMobile.path)[0]!.password).toBe('secret77');
  });

  it('the mobile number and the sms code are checked before any call', async () => {
    const { useCase, transport } = setup();
    const outcome: RegisterOutcome = await useCase.execute({ ...byMobile, mobileNum: '12 34', smsCode: '' });
    expect(outcome.kind === 'invalid' && outcome.problems.map((p) => `${p.field}:${p.reason}`)).toEqual(['mobileNum:invalid', 'smsCode:required']);
    expect(transport.requests).toHaveLength(0);
  });
});

describe('captcha and analytics (player-journey §5; §3 "Tracking payload")', () => {
  it('"Registration needs a captcha result … otherwise a captcha check for the scene register runs first": its fields are sent', async () => {
    const captcha = vi.fn(async () => ({ geetestChallenge: 'C1', geetestSeccode: 'S1|jordan' }));
    const { useCase, sent } = setup({ captcha });
    await useCase.execute(byUsername);
    expect(captcha).toHaveBeenCalledTimes(1);
    expect(sent(endpoints.register.path)[0]).toMatchObject({ geetestChallenge: 'C1', geetestSeccode: 'S1|jordan' });
  });

  it('player-journey §4 "failure (alert shown; when captcha is enabled it is refreshed and the identifying captcha field cleared)": the next submission solves a new captcha and sends only its proof', async () => {
    let solved = 0;
    const captcha = vi.fn(async () => (++solved === 1 ? { geetestChallenge: 'C1', geetestSeccode: 'S1|jordan' } : { geetestValidateV4: 'V4-second' }));
    const { useCase, sent, time } = setup({ captcha, reply: fails(200, { success: false, errorCode: 'member.exists', message: 'Taken' }) });
    expect((await useCase.execute(byUsername)).kind).toBe('rejected');
    time.advance(500);
    expect((await useCase.execute(byUsername)).kind).toBe('rejected');
    expect(captcha).toHaveBeenCalledTimes(2);
    const [first, second] = sent(endpoints.register.path);
    expect(first).toMatchObject({ geetestChallenge: 'C1', geetestSeccode: 'S1|jordan' });
    expect(second).toMatchObject({ geetestValidateV4: 'V4-second' });
    expect(second).not.toHaveProperty('geetestChallenge');
    expect(second).not.toHaveProperty('geetestSeccode');
  });

  it('a form that already carries a captcha result is not checked again', async () => {
    const captcha = vi.fn(async () => ({}));
    const { useCase, sent } = setup({ captcha });
    await useCase.execute({ ...byUsername, captcha: { geetestValidateV4: 'V4' } });
    expect(captcha).not.toHaveBeenCalled();
    expect(sent(endpoints.register.path)[0]).toMatchObject({ geetestValidateV4: 'V4' });
  });

  it('a closed or failed captcha sends nothing and gives its message; the form may be sent again at once', async () => {
    const { useCase, transport } = setup({ captcha: async () => ({ failed: text('verify_first') }) });
    expect(await useCase.execute(byUsername)).toEqual({ kind: 'captcha-failed', message: text('verify_first') });
    expect(transport.to(endpoints.register.path)).toHaveLength(0);
    expect((await useCase.execute(byUsername)).kind).toBe('captcha-failed');
  });

  it('invalid fields are reported before any captcha runs', async () => {
    const captcha = vi.fn(async () => ({}));
    const { useCase } = setup({ captcha });
    expect((await useCase.execute({ ...byUsername, username: 'x' })).kind).toBe('invalid');
    expect(captcha).not.toHaveBeenCalled();
  });

  it('a successful registration records the register event with the new member; a refused one records nothing', async () => {
    const ok1 = setup();
    await ok1.useCase.execute(byUsername);
    expect(ok1.events).toEqual([['register', { customerId: expect.any(String), customerName: 'fresh777' }]]);
    const refused = setup({ reply: fails(200, { success: false, errorCode: 'member.exists', message: 'taken' }) });
    await refused.useCase.execute(byUsername);
    expect(refused.events).toEqual([]);
  });
});

describe('registration facts', () => {
  it('a device id the context cannot give is left out, never a failure', async () => {
    const transport = new ScriptedTransport().reply(endpoints.rsaKey.path, ok('abcdef')).reply(endpoints.register.path, SUCCESS);
    const h = requestLayerHarness(transport, { cipher });
    const useCase = new Register({
      api: h.api,
      session: h.session,
      context: { ...context, loginDeviceId: () => Promise.reject(new Error('no storage')) },
      affiliate: { stored: () => ({ affiliateCode: null, r: 'R9' }) },
      tracking: { values: () => ({}) },
      sharedConfig: { execute: async () => ({ kind: 'failed', reason: 'request-failed' }) },
      scheduler: h.time,
      merchantCode: () => 'DEMO1',
      captcha: async () => ({}),
      events: { record: () => undefined },
      notifier: { notice: async () => undefined },
    });
    expect((await useCase.execute(byUsername)).kind).toBe('registered');
    const body = JSON.parse((transport.to(endpoints.register.path)[0]!.body as { value: string }).value) as Record<string, unknown>;
    expect(body).not.toHaveProperty('loginDeviceId');
    expect(body).toMatchObject({ affiliateCode: '', referralCode: 'FRIEND', pixelTrack: {} });
  });
});
