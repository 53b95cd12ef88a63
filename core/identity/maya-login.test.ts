import { describe, expect, it } from 'vitest';
import { endpoints } from '../http/endpoints';
import { rawText, text } from '../shell/model';
import { identityRig, RIG_DEVICE_ID } from '../testing/identity-rig';
import { fails, ok } from '../testing/scripted-transport';

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
});
