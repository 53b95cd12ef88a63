import { describe, expect, it } from 'vitest';
import { endpoints } from '../http/endpoints';
import type { PayloadCipher } from '../http/ports';
import { fails, ok, ScriptedTransport } from '../testing/scripted-transport';
import { requestLayerHarness } from '../testing/request-layer-harness';
import { Login, type LoginContext, missingLoginField } from './login';

const cipher: PayloadCipher = { encrypt: async (p) => ({ value: p, encryption: 'e', digest: 'd', rsaInfo: 'hex:0' }) };
const DEVICE_ID = '0b30557a-9fc4-590e-b358-7da2c7ec1136';

interface ContextOptions {
  readonly expiryForcesChange?: boolean;
  readonly device?: LoginContext['device'];
  readonly run?: ReturnType<LoginContext['runMode']>;
}

/**
 * The module loaded afresh inside the running test (the query makes a new instance; what it imports stays
 * shared). Its constants are made at load time, so StrykerJS (ignoreStatic) measures them by the tests
 * that use this.
 */
let loads = 0;
async function freshLogin(): Promise<typeof Login> {
  loads++;
  return ((await import(/* @vite-ignore */ `./login?fresh=${loads}`)) as typeof import('./login')).Login;
}

function login(reply: Parameters<ScriptedTransport['reply']>[1], options: ContextOptions = {}, UseCase: typeof Login = Login) {
  const transport = new ScriptedTransport().reply(endpoints.rsaKey.path, ok('abcdef')).reply(endpoints.login.path, reply);
  const h = requestLayerHarness(transport, { cipher });
  const flagReads = { count: 0 };
  const context: LoginContext = {
    device: options.device ?? { id: async () => DEVICE_ID },
    runMode: () => options.run ?? { loginDevice: 'IPAD', isOfficialAppLogin: false },
    expiryForcesChange: async () => {
      flagReads.count++;
      return options.expiryForcesChange ?? false;
    },
  };
  return { ...h, transport, flagReads, useCase: new UseCase(h.api, h.session, () => 'DEMO1', context) };
}

function sentPayload(transport: ScriptedTransport): unknown {
  return JSON.parse((transport.to(endpoints.login.path)[0]!.body as { value: string }).value);
}

describe('login (player-journey §4 "Login")', () => {
  it('"Success: token is stored" as session info', async () => {
    const { useCase, session } = login(ok({ token: 'T', id: 9, userName: 'player01', customerType: 1, firstTimeLogin: false }));
    expect(await useCase.execute({ username: ' player01 ', password: 'p' })).toEqual({
      kind: 'logged-in',
      firstTimeLogin: false,
      passwordExpired: false,
      mustChangePassword: false,
    });
    expect(session.read()).toEqual({ token: 'T', id: '9', userName: 'player01', merchantCode: 'DEMO1', type: 1, firstTimeLogin: false });
  });

  it('the login request is sent encrypted, with the trimmed username and type username', async () => {
    const { useCase, transport } = login(ok({ token: 'T' }));
    await useCase.execute({ username: ' player01 ', password: 'p' });
    expect(Object.keys(transport.to(endpoints.login.path)[0]!.body as object)).toEqual(['value']);
    expect(sentPayload(transport)).toMatchObject({ username: 'player01', password: 'p', type: 'username' });
  });

  it('"Login request: … loginDeviceId, isOfficialAppLogin, device": the whole request in the spec\'s order', async () => {
    const { useCase, transport } = login(ok({ token: 'T' }), { run: { loginDevice: 'WEBCLIP', isOfficialAppLogin: true } });
    await useCase.execute({
      username: 'player01',
      password: 'p',
      type: 'sms',
      geetestChallenge: 'c',
      geetestSeccode: 's',
      geetestValidateV4: 'v4',
      firebaseIdToken: 'f',
    });
    const sent = (transport.to(endpoints.login.path)[0]!.body as { value: string }).value;
    expect(sent).toBe(
      JSON.stringify({
        username: 'player01',
        password: 'p',
        type: 'sms',
        geetestChallenge: 'c',
        geetestSeccode: 's',
        geetestValidateV4: 'v4',
        firebaseIdToken: 'f',
        loginDeviceId: DEVICE_ID,
        isOfficialAppLogin: true,
        device: 'WEBCLIP',
      }),
    );
  });

  it('optional captcha and firebase fields are left out when not given', async () => {
    const { useCase, transport } = login(ok({ token: 'T' }));
    await useCase.execute({ username: 'u', password: 'p' });
    expect(sentPayload(transport)).toEqual({
      username: 'u',
      password: 'p',
      type: 'username',
      loginDeviceId: DEVICE_ID,
      isOfficialAppLogin: false,
      device: 'IPAD',
    });
  });

  it('"social login (body type=firebase, firebaseChannel, firebaseIdToken)": the channel goes beside the id token', async () => {
    const { useCase, transport } = login(ok({ token: 'T' }));
    await useCase.execute({ username: '', password: '', type: 'firebase', firebaseChannel: 'google', firebaseIdToken: 'id-token' });
    expect(sentPayload(transport)).toMatchObject({ type: 'firebase', firebaseChannel: 'google', firebaseIdToken: 'id-token' });
  });

  it('a device id that cannot be made leaves loginDeviceId out but still logs in', async () => {
    const { useCase, transport } = login(ok({ token: 'T' }), { device: { id: () => Promise.reject(new Error('no crypto')) } });
    expect((await useCase.execute({ username: 'u', password: 'p' })).kind).toBe('logged-in');
    expect(sentPayload(transport)).not.toHaveProperty('loginDeviceId');
  });

  it('the login call carries the Device header (catalogue row)', async () => {
    const { useCase, transport } = login(ok({ token: 'T' }));
    await useCase.execute({ username: 'u', password: 'p' });
    expect(transport.to(endpoints.login.path)[0]!.headers.Device).toBe('0123456789abcdef0123456789abcdef0123');
  });

  it('"login_verify_required with options": second factor required, no notice', async () => {
    const { useCase, notices } = login(
      fails(200, { success: false, errorCode: 'login_verify_required', value: { options: ['email', 'sms'] } }),
      {},
      await freshLogin(),
    );
    expect(await useCase.execute({ username: 'u', password: 'p' })).toEqual({ kind: 'second-factor-required', options: ['email', 'sms'] });
    expect(notices.state.dialogs).toHaveLength(0);
  });

  it('a wrong password is a typed rejection carrying the error code and server message', async () => {
    const { useCase, session } = login(fails(200, { success: false, errorCode: 'login.cred.err', message: 'Wrong password' }));
    expect(await useCase.execute({ username: 'u', password: 'x' })).toEqual({
      kind: 'rejected',
      errorCode: 'login.cred.err',
      message: 'Wrong password',
      notice: { raw: 'Wrong password' },
      clearsRememberedLogin: true,
    });
    expect(session.read()).toBeNull();
  });

  it('a refusal with no server message (a 500 page) carries the request failure\'s own message, "unknown error" to show (shell §8), and keeps the remembered login', async () => {
    const { useCase, notices, session } = login(fails(500, '<html>'));
    expect(await useCase.execute({ username: 'u', password: 'x' })).toEqual({
      kind: 'rejected',
      errorCode: null,
      message: 'HTTP 500',
      notice: { key: 'unknown_error' },
      clearsRememberedLogin: false,
    });
    expect(notices.state.dialogs).toHaveLength(0);
    expect(session.read()).toBeNull();
  });

  it('shell §8 "HTTP 502: Rejected silently" and "Error code starting with TOO_MANY_REQUEST: No dialog": the login owes no notice', async () => {
    const silent = async (answer: Parameters<typeof login>[0]) => {
      const { useCase, notices } = login(answer);
      const outcome = await useCase.execute({ username: 'u', password: 'x' });
      return { notice: outcome.kind === 'rejected' ? outcome.notice : 'not rejected', shown: notices.state.dialogs.length };
    };
    expect(await silent(fails(502))).toEqual({ notice: null, shown: 0 });
    expect(await silent(fails(200, { success: false, errorCode: 'TOO_MANY_REQUEST_LOGIN', message: 'Too many' }))).toEqual({ notice: null, shown: 0 });
  });

  it('"login.cred.err, not.exists.user: remembered login cleared"; other failures do not say so', async () => {
    const outcome = async (errorCode?: string) => {
      const { useCase } = login(fails(200, { success: false, errorCode, message: 'm' }), {}, await freshLogin());
      const result = await useCase.execute({ username: 'u', password: 'x' });
      return result.kind === 'rejected' && result.clearsRememberedLogin;
    };
    expect(await outcome('not.exists.user')).toBe(true);
    expect(await outcome('login.cred.err')).toBe(true);
    expect(await outcome('login.param.err')).toBe(false);
    expect(await outcome('device.invalid')).toBe(false);
    expect(await outcome(undefined)).toBe(false);
  });

  it('shell §8 "Encryption failure: message shown and call rejected": the login says the player was told, so no second notice', async () => {
    // The key server answers with an error (an unanswered key request is the network's row: api-client.test.ts).
    const transport = new ScriptedTransport().reply(endpoints.rsaKey.path, { kind: 'response', status: 500, body: 'down' });
    const h = requestLayerHarness(transport, { cipher });
    const context: LoginContext = { device: { id: async () => DEVICE_ID }, runMode: () => ({ loginDevice: 'IPAD', isOfficialAppLogin: false }), expiryForcesChange: () => false };
    const outcome = await new Login(h.api, h.session, () => 'DEMO1', context).execute({ username: 'u', password: 'p' });
    expect(outcome).toMatchObject({ kind: 'rejected', notice: null, unanswered: true });
    expect(h.notices.dialogTexts()).toEqual([{ key: 'encryption_failed' }]);
    expect(transport.to(endpoints.login.path)).toHaveLength(0);
  });

  it('offline: the request layer\'s "network offline" toast told the player', async () => {
    const transport = new ScriptedTransport().reply(endpoints.rsaKey.path, ok('abcdef')).reply(endpoints.login.path, { kind: 'no-response' });
    const h = requestLayerHarness(transport, { cipher, online: false });
    const context: LoginContext = { device: { id: async () => DEVICE_ID }, runMode: () => ({ loginDevice: 'IPAD', isOfficialAppLogin: false }), expiryForcesChange: () => false };
    const outcome = await new Login(h.api, h.session, () => 'DEMO1', context).execute({ username: 'u', password: 'p' });
    expect(outcome).toMatchObject({ kind: 'rejected', notice: null, unanswered: true });
    expect(h.notices.toastTexts()).toEqual([{ key: 'network_offline' }]);
  });

  it('a timeout with no notice (the login\'s alert is off) is unanswered but untold: the flow tells the player', async () => {
    const { useCase } = login({ kind: 'timeout' });
    const outcome = await useCase.execute({ username: 'u', password: 'p' });
    expect(outcome).toMatchObject({ kind: 'rejected', unanswered: true, notice: { key: 'timeout_retry_please' } });
  });

  it('a success without a token is rejected, not stored, with no message of its own: unknown_error is shown', async () => {
    const { useCase, session } = login(ok({ userName: 'u' }));
    expect(await useCase.execute({ username: 'u', password: 'p' })).toEqual({
      kind: 'rejected',
      errorCode: null,
      message: '',
      notice: { key: 'unknown_error' },
      clearsRememberedLogin: false,
    });
    expect(session.read()).toBeNull();
  });
});

describe('login: the less usual answers (player-journey §4, §8)', () => {
  const verifyRequired = async (value?: unknown) => {
    const body = { success: false, errorCode: 'login_verify_required', ...(value === undefined ? {} : { value }) };
    return login(fails(200, body)).useCase.execute({ username: 'u', password: 'p' });
  };

  it('"login_verify_required with options": only text options are offered; none when the list is missing or not a list', async () => {
    expect(await verifyRequired({ options: ['sms', 7, null, 'ga'] })).toEqual({ kind: 'second-factor-required', options: ['sms', 'ga'] });
    expect(await verifyRequired({ options: 'sms' })).toEqual({ kind: 'second-factor-required', options: [] });
    expect(await verifyRequired({})).toEqual({ kind: 'second-factor-required', options: [] });
    expect(await verifyRequired()).toEqual({ kind: 'second-factor-required', options: [] });
  });

  it('a fault that is not a request failure is not passed off as a rejected login: it propagates', async () => {
    const { useCase } = login(() => {
      throw new Error('transport fault');
    });
    await expect(useCase.execute({ username: 'u', password: 'p' })).rejects.toThrow('transport fault');
  });
});

describe('login: forced password change (player-journey §4)', () => {
  const changes = async (value: Record<string, unknown>, password = 'p', options: ContextOptions & { type?: 'sms' } = {}) => {
    const { useCase, flagReads } = login(ok({ token: 'T', ...value }), options);
    const outcome = await useCase.execute({ username: 'u', password, type: options.type });
    return { must: outcome.kind === 'logged-in' && outcome.mustChangePassword, outcome, flagReads: flagReads.count };
  };

  it('"when firstTimeLogin is set" (also as "1")', async () => {
    expect((await changes({ firstTimeLogin: true })).must).toBe(true);
    expect((await changes({ firstTimeLogin: '1' })).must).toBe(true);
  });

  it('"when the password is expired and option PWDEXPFORCECHANGE3 is on"', async () => {
    const on = await changes({ passwordExpired: true }, 'p', { expiryForcesChange: true });
    expect(on.must).toBe(true);
    expect(on.outcome).toMatchObject({ passwordExpired: true });
    expect((await changes({ passwordExpired: 'true' }, 'p', { expiryForcesChange: true })).must).toBe(true);
    expect((await changes({ passwordExpired: true }, 'p', { expiryForcesChange: false })).must).toBe(false);
  });

  it('the option is read only for an expired password', async () => {
    expect((await changes({ passwordExpired: false }, 'p', { expiryForcesChange: true })).flagReads).toBe(0);
    expect((await changes({}, 'p', { expiryForcesChange: true })).must).toBe(false);
  });

  it('"when the password equals 123456 for non-sms logins"', async () => {
    expect((await changes({}, '123456')).must).toBe(true);
    expect((await changes({}, '123456', { type: 'sms' })).must).toBe(false);
  });
});

describe('the login form\'s empty fields', () => {
  it('the username (trimmed) first, then the password; none when both are there', () => {
    expect(missingLoginField({ username: '  ', password: 'p' })).toBe('username');
    expect(missingLoginField({ username: '', password: '' })).toBe('username');
    expect(missingLoginField({ username: 'u', password: '' })).toBe('password');
    expect(missingLoginField({ username: 'u', password: ' ' })).toBeNull();
  });
});
