import { describe, expect, it } from 'vitest';
import { endpoints } from '../http/endpoints';
import type { PayloadCipher } from '../http/ports';
import { requestLayerHarness } from '../testing/request-layer-harness';
import { fails, ok, ScriptedTransport } from '../testing/scripted-transport';
import {
  offeredMethods,
  SECOND_FACTOR_CONTINUE_AFTER_MS,
  SECOND_FACTOR_PASS_MESSAGE_MS,
  smsPhoneNumber,
  VerifySecondFactor,
  type SecondFactorAttempt,
} from './second-factor';

const cipher: PayloadCipher = { encrypt: async (p) => ({ value: p, encryption: 'e', digest: 'd', rsaInfo: 'hex:0' }) };
const PATH = endpoints.loginVerification.path;

/**
 * The module loaded afresh inside the running test (the query makes a new instance; what it imports stays
 * shared). Its constants are made at load time, so StrykerJS (ignoreStatic) measures them by the tests
 * that use this.
 */
let loads = 0;
async function freshModule(): Promise<typeof import('./second-factor')> {
  loads++;
  return (await import(/* @vite-ignore */ `./second-factor?fresh=${loads}`)) as typeof import('./second-factor');
}

function verify(
  reply: Parameters<ScriptedTransport['reply']>[1],
  options: { expiryForcesChange?: boolean } = {},
  UseCase: typeof VerifySecondFactor = VerifySecondFactor,
) {
  const transport = new ScriptedTransport().reply(endpoints.rsaKey.path, ok('abcdef')).reply(PATH, reply);
  const h = requestLayerHarness(transport, { cipher });
  const flagReads = { count: 0 };
  const useCase = new UseCase(h.api, h.session, {
    merchantCode: () => 'DEMO1',
    expiryForcesChange: async () => {
      flagReads.count++;
      return options.expiryForcesChange ?? false;
    },
  });
  return { ...h, transport, flagReads, useCase };
}

const sent = (transport: ScriptedTransport): string => (transport.to(PATH)[0]!.body as { value: string }).value;
const base = { username: ' player01 ', password: 'Passw0rd!' } as const;
const attempt = (a: Omit<SecondFactorAttempt, 'username' | 'password'>): SecondFactorAttempt => ({ ...base, ...a });

describe('the offered methods (player-journey §4 "login_verify_required with options (email, ga, sms, payeeName)")', () => {
  it('only the known options the server offers, once each, in its order', () => {
    expect(offeredMethods(['email', 'ga', 'sms', 'payeeName'])).toEqual(['email', 'ga', 'sms', 'payeeName']);
    expect(offeredMethods(['sms', 'fax', 'sms', 'payeeName'])).toEqual(['sms', 'payeeName']);
    expect(offeredMethods([])).toEqual([]);
  });
});

describe('"each chosen method needs its value filled; if not, the field is highlighted and focused, with no message"', () => {
  it.each([
    [attempt({ method: 'payeeName', payeeName: '  ' }), 'payeeName'],
    [attempt({ method: 'email' }), 'email'],
    [attempt({ method: 'ga', authCode: '' }), 'authCode'],
    [attempt({ method: 'sms', countryDialingCode: '+63', verificationCode: '123456' }), 'mobileNum'],
    [attempt({ method: 'sms', countryDialingCode: '+63', mobileNum: '9171234567', verificationCode: ' ' }), 'verificationCode'],
    [attempt({ method: 'sms', countryDialingCode: '', mobileNum: '9171234567', verificationCode: '123456' }), 'countryDialingCode'],
  ])('%o is incomplete at %s and nothing is sent', async (a, field) => {
    const { useCase, transport, notices } = verify(ok({ token: 'T' }), {}, (await freshModule()).VerifySecondFactor);
    expect(await useCase.execute(a)).toEqual({ kind: 'incomplete', field });
    expect(transport.requests).toHaveLength(0);
    expect(notices.state.dialogs).toHaveLength(0);
  });

  it('"SMS needs both mobile number and code": the other methods\' fields are not needed', async () => {
    const { useCase } = verify(ok({ token: 'T' }));
    expect((await useCase.execute(attempt({ method: 'ga', authCode: '123456' }))).kind).toBe('verified');
  });
});

describe('the second-factor request (player-journey §3, §7 POST /wps/session/login/verification, encrypted)', () => {
  it('"method (E email, P payee name, G authenticator app, S sms)" with the chosen value, trimmed ("Inputs are trimmed")', async () => {
    const cases: [SecondFactorAttempt, Record<string, string>][] = [
      [attempt({ method: 'email', email: ' a@b.c ', payeeName: 'ignored' }), { method: 'E', email: 'a@b.c' }],
      [attempt({ method: 'payeeName', payeeName: ' Juan Dela Cruz ' }), { method: 'P', payeeName: 'Juan Dela Cruz' }],
      [attempt({ method: 'ga', authCode: ' 654321 ' }), { method: 'G', authCode: '654321' }],
    ];
    const { VerifySecondFactor: Fresh } = await freshModule();
    for (const [a, fields] of cases) {
      const { useCase, transport } = verify(ok({ token: 'T' }), {}, Fresh);
      await useCase.execute(a);
      expect(JSON.parse(sent(transport))).toEqual({ username: 'player01', password: 'Passw0rd!', ...fields });
    }
  });

  it('"The phone number sent for sms is a plus sign, the country code, then the number", with the code, in the spec\'s order', async () => {
    const { useCase, transport } = verify(ok({ token: 'T' }), {}, (await freshModule()).VerifySecondFactor);
    await useCase.execute(
      attempt({ method: 'sms', countryDialingCode: ' 63 ', mobileNum: ' 917 123 4567 ', verificationCode: ' 123456 ', firebaseIdToken: 'fb' }),
    );
    expect(sent(transport)).toBe(
      JSON.stringify({
        username: 'player01',
        password: 'Passw0rd!',
        method: 'S',
        mobileNum: '+639171234567',
        verificationCode: '123456',
        firebaseIdToken: 'fb',
      }),
    );
    expect(smsPhoneNumber('+55', '11987654321')).toBe('+5511987654321');
  });

  it('a firebaseIdToken goes only with the sms method, and only when there is one', async () => {
    const ga = verify(ok({ token: 'T' }));
    await ga.useCase.execute(attempt({ method: 'ga', authCode: '654321', firebaseIdToken: 'fb' }));
    expect(JSON.parse(sent(ga.transport))).toEqual({ username: 'player01', password: 'Passw0rd!', method: 'G', authCode: '654321' });

    const sms = verify(ok({ token: 'T' }));
    await sms.useCase.execute(attempt({ method: 'sms', countryDialingCode: '63', mobileNum: '9171234567', verificationCode: '1', firebaseIdToken: '' }));
    expect(JSON.parse(sent(sms.transport))).not.toHaveProperty('firebaseIdToken');
  });

  it('is sent encrypted ({value} body) with the Device header and ModuleId LOGINIPVERF3', async () => {
    const { useCase, transport } = verify(ok({ token: 'T' }));
    await useCase.execute(attempt({ method: 'ga', authCode: '1' }));
    const request = transport.to(PATH)[0]!;
    expect(request.method).toBe('POST');
    expect(Object.keys(request.body as object)).toEqual(['value']);
    expect(request.headers).toMatchObject({ ModuleId: 'LOGINIPVERF3', Device: '0123456789abcdef0123456789abcdef0123' });
  });
});

describe('the answer ("returns a login result")', () => {
  it('success stores the session info as a login does', async () => {
    const { useCase, session } = verify(ok({ token: 'T', id: 9, userName: 'player01', customerType: 1, firstTimeLogin: false }));
    expect(await useCase.execute(attempt({ method: 'ga', authCode: '123456' }))).toEqual({
      kind: 'verified',
      firstTimeLogin: false,
      passwordExpired: false,
      mustChangePassword: false,
    });
    expect(session.read()).toEqual({ token: 'T', id: '9', userName: 'player01', merchantCode: 'DEMO1', type: 1, firstTimeLogin: false });
  });

  it('"Forced password change applies when firstTimeLogin is set, or when the password is expired and PWDEXPFORCECHANGE3 is on, or … 123456"', async () => {
    const first = verify(ok({ token: 'T', firstTimeLogin: '1' }));
    expect(await first.useCase.execute(attempt({ method: 'ga', authCode: '1' }))).toMatchObject({ mustChangePassword: true, firstTimeLogin: true });

    const expired = verify(ok({ token: 'T', passwordExpired: true }), { expiryForcesChange: true });
    expect(await expired.useCase.execute(attempt({ method: 'ga', authCode: '1' }))).toMatchObject({ mustChangePassword: true, passwordExpired: true });

    const expiredOff = verify(ok({ token: 'T', passwordExpired: true }), { expiryForcesChange: false });
    expect(await expiredOff.useCase.execute(attempt({ method: 'ga', authCode: '1' }))).toMatchObject({ mustChangePassword: false });

    const fresh = verify(ok({ token: 'T' }), { expiryForcesChange: true });
    expect(await fresh.useCase.execute(attempt({ method: 'ga', authCode: '1' }))).toMatchObject({ mustChangePassword: false });
    expect(fresh.flagReads.count).toBe(0);

    const weak = verify(ok({ token: 'T' }));
    expect(await weak.useCase.execute({ username: 'u', password: '123456', method: 'ga', authCode: '1' })).toMatchObject({ mustChangePassword: true });
    const weakSms = verify(ok({ token: 'T' }));
    expect(
      await weakSms.useCase.execute({ username: 'u', password: '123456', method: 'ga', authCode: '1', loginType: 'sms' }),
    ).toMatchObject({ mustChangePassword: false });
  });

  it('"On failure the server message is alerted": rejected with the server message, no notice from the request layer', async () => {
    const { useCase, session, notices } = verify(fails(200, { success: false, errorCode: 'login.verify.err', message: 'Check and try again.' }));
    expect(await useCase.execute(attempt({ method: 'ga', authCode: '000000' }))).toEqual({
      kind: 'rejected',
      errorCode: 'login.verify.err',
      message: { raw: 'Check and try again.' },
    });
    expect(session.read()).toBeNull();
    expect(notices.state.dialogs).toHaveLength(0);
  });

  it('a fault that is not a request failure is not passed off as a rejected code: it propagates', async () => {
    const { useCase } = verify(() => {
      throw new Error('transport fault');
    });
    await expect(useCase.execute(attempt({ method: 'ga', authCode: '1' }))).rejects.toThrow('transport fault');
  });

  it('a failure without a message is "unknown error"; a success without a token is rejected, not stored', async () => {
    const noMessage = verify(fails(500, '<html>'));
    expect(await noMessage.useCase.execute(attempt({ method: 'ga', authCode: '1' }))).toEqual({
      kind: 'rejected',
      errorCode: null,
      message: { key: 'unknown_error' },
    });
    const noToken = verify(ok({ userName: 'player01' }));
    expect(await noToken.useCase.execute(attempt({ method: 'ga', authCode: '1' }))).toEqual({
      kind: 'rejected',
      errorCode: null,
      message: { key: 'unknown_error' },
    });
    expect(noToken.session.read()).toBeNull();
  });

  it('shell §8 "HTTP 502: Rejected silently", "TOO_MANY_REQUEST…: No dialog": rejected with nothing to alert', async () => {
    expect(await verify(fails(502)).useCase.execute(attempt({ method: 'ga', authCode: '1' }))).toEqual({ kind: 'rejected', errorCode: null, message: null });
    const busy = verify(fails(200, { success: false, errorCode: 'TOO_MANY_REQUEST_2FA', message: 'Slow down' }));
    expect(await busy.useCase.execute(attempt({ method: 'ga', authCode: '1' }))).toEqual({ kind: 'rejected', errorCode: 'TOO_MANY_REQUEST_2FA', message: null });
  });
});

describe('timing constants (player-journey §9 "Second-factor success message 1.5 s, then 0.5 s")', () => {
  it('1500 ms of login_2fa_pass, the login continuing after 500 ms', () => {
    expect(SECOND_FACTOR_PASS_MESSAGE_MS).toBe(1500);
    expect(SECOND_FACTOR_CONTINUE_AFTER_MS).toBe(500);
  });
});
