import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../http/api-client';
import { endpoints } from '../http/endpoints';
import { rawText, text } from '../notice/model';
import { identityRig, RIG_DEVICE_ID } from '../testing/identity-rig';
import { fails, ok } from '../testing/scripted-transport';
import { MayaLogin, type MayaLoginDeps } from './maya-login';

/** A MayaLogin over the rig's wire and session, with some deps replaced. */
function mayaWith(rig: ReturnType<typeof identityRig>, overrides: Partial<MayaLoginDeps>): MayaLogin {
  return new MayaLogin({
    api: rig.api,
    session: rig.session,
    merchantCode: () => 'DEMO1',
    login: { device: { id: async () => RIG_DEVICE_ID }, runMode: () => ({ loginDevice: 'IPAD', isOfficialAppLogin: false }), expiryForcesChange: () => false },
    page: { registerUrl: () => 'https://m.demo.test/m/login', domain: () => 'm.demo.test' },
    affiliate: { stored: () => ({ affiliateCode: null, r: null }) },
    ...overrides,
  });
}

describe('Maya login (player-journey §3 "Maya login", §7 POST /wps/session/login/maya)', () => {
  it('"sessionId, env, registerUrl, affiliateCode, domain, loginDeviceId, device" with the Device header; the session is stored', async () => {
    const rig = identityRig();
    rig.transport.reply(endpoints.loginMaya.path, ok({ token: 'M', id: 3, userName: 'maya_abc' }));
    expect(await rig.kit.mayaLogin.execute({ sessionId: ' abc ', env: 'sandbox' })).toMatchObject({ kind: 'logged-in', mustChangePassword: false });
    const request = rig.transport.to(endpoints.loginMaya.path)[0]!;
    expect(request.body).toEqual({
      sessionId: 'abc',
      env: 'sandbox',
      registerUrl: 'https://m.demo.test/m/login',
      affiliateCode: 'aff1',
      domain: 'm.demo.test',
      loginDeviceId: RIG_DEVICE_ID,
      device: 'IPAD',
    });
    expect(request.headers.Device).toBeTruthy();
    expect(rig.session.read()).toMatchObject({ token: 'M', userName: 'maya_abc', merchantCode: 'DEMO1' });
  });

  it('env defaults to the recorded value; no affiliate code is sent as ""', async () => {
    const rig = identityRig();
    rig.affiliate.affiliateCode = null;
    rig.transport.reply(endpoints.loginMaya.path, ok({ token: 'M' }));
    await rig.kit.mayaLogin.execute({ sessionId: 'abc' });
    expect(rig.transport.to(endpoints.loginMaya.path)[0]!.body).toMatchObject({ env: 'production', affiliateCode: '' });
  });

  it('a refusal carries the server message; an empty sessionId sends nothing', async () => {
    const rig = identityRig();
    rig.transport.reply(endpoints.loginMaya.path, fails(200, { success: false, errorCode: 'login.param.err', message: 'sessionId is required.' }));
    expect(await rig.kit.mayaLogin.execute({ sessionId: 'x' })).toEqual({ kind: 'rejected', errorCode: 'login.param.err', message: rawText('sessionId is required.') });
    expect(await rig.kit.mayaLogin.execute({ sessionId: ' ' })).toMatchObject({ kind: 'rejected', message: text('unknown_error') });
    expect(rig.transport.to(endpoints.loginMaya.path)).toHaveLength(1);
  });

  it('shell §8 "HTTP 502: Rejected silently", "TOO_MANY_REQUEST…: No dialog": the refusal has nothing for the screen to show', async () => {
    const rig = identityRig();
    rig.transport.reply(endpoints.loginMaya.path, fails(502));
    expect(await rig.kit.mayaLogin.execute({ sessionId: 'x' })).toEqual({ kind: 'rejected', errorCode: null, message: null });
    rig.transport.reply(endpoints.loginMaya.path, fails(200, { success: false, errorCode: 'TOO_MANY_REQUEST_MAYA', message: 'Slow down' }));
    expect(await rig.kit.mayaLogin.execute({ sessionId: 'x' })).toEqual({ kind: 'rejected', errorCode: 'TOO_MANY_REQUEST_MAYA', message: null });
  });

  it('env from the query is trimmed; a blank env is the recorded default', async () => {
    const rig = identityRig();
    rig.transport.reply(endpoints.loginMaya.path, ok({ token: 'M' }));
    await rig.kit.mayaLogin.execute({ sessionId: 'abc', env: ' sandbox ' });
    await rig.kit.mayaLogin.execute({ sessionId: 'abc', env: '  ' });
    expect(rig.transport.to(endpoints.loginMaya.path).map((r) => (r.body as { env: string }).env)).toEqual(['sandbox', 'production']);
  });

  it('an empty sessionId is refused as missing-session-id', async () => {
    const rig = identityRig();
    expect(await rig.kit.mayaLogin.execute({ sessionId: '' })).toEqual({ kind: 'rejected', errorCode: 'missing-session-id', message: text('unknown_error') });
  });

  it('"The refusal is the screen\'s to alert": the request layer shows no notice of its own', async () => {
    const rig = identityRig();
    rig.transport.reply(endpoints.loginMaya.path, fails(200, { success: false, errorCode: 'login.param.err', message: 'sessionId is required.' }));
    await rig.kit.mayaLogin.execute({ sessionId: 'x' });
    expect(rig.notices.dialogTexts()).toEqual([]);
    expect(rig.notices.toastTexts()).toEqual([]);
  });

  it('player-journey §3 "Response: success, value.token": an answer without a token stores nothing and is refused', async () => {
    const rig = identityRig();
    rig.transport.reply(endpoints.loginMaya.path, ok({ userName: 'maya_abc' }));
    expect(await rig.kit.mayaLogin.execute({ sessionId: 'abc' })).toEqual({ kind: 'rejected', errorCode: null, message: text('unknown_error') });
    expect(rig.session.read()).toBeNull();
  });

  it('no userName in the answer: the session has none (no typed username stands in)', async () => {
    const rig = identityRig();
    rig.transport.reply(endpoints.loginMaya.path, ok({ token: 'M' }));
    await rig.kit.mayaLogin.execute({ sessionId: 'abc' });
    expect(rig.session.read()?.userName).toBe('');
  });

  it('player-journey §4 "when the password is expired and option PWDEXPFORCECHANGE3 is on" the password must be changed', async () => {
    const rig = identityRig();
    rig.transport.reply(endpoints.loginMaya.path, ok({ token: 'M', passwordExpired: true }));
    const maya = mayaWith(rig, {
      login: { device: { id: async () => RIG_DEVICE_ID }, runMode: () => ({ loginDevice: 'IPAD', isOfficialAppLogin: false }), expiryForcesChange: () => true },
    });
    expect(await maya.execute({ sessionId: 'abc' })).toMatchObject({ kind: 'logged-in', passwordExpired: true, mustChangePassword: true });
  });

  it('a failure that is not a server refusal (a programming error) is not swallowed', async () => {
    const rig = identityRig();
    const api = { post: async () => Promise.reject(new TypeError('bug')) } as unknown as ApiClient;
    await expect(mayaWith(rig, { api }).execute({ sessionId: 'abc' })).rejects.toThrow('bug');
  });
});
