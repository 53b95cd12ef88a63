import { describe, expect, it } from 'vitest';
import { endpoints } from '../http/endpoints';
import { rawText, text } from '../shell/model';
import { fakeIdToken } from '../testing/identity-fakes';
import { identityRig, RIG_DEVICE_ID } from '../testing/identity-rig';
import { fails, ok } from '../testing/scripted-transport';

const KEPT = { type: 'firebase', firebaseChannel: 'google', firebaseIdToken: fakeIdToken('google', 'new01') } as const;

describe('registration by social channel (player-journey §3, §4 "Social login")', () => {
  it('"Registration by social channel: firebaseChannel, firebaseIdToken, login=true, smsTemplate" with the common registration fields, encrypted, REG3', async () => {
    const rig = identityRig();
    rig.transport.reply(endpoints.register.path, ok({ customerId: 5, userName: 'google_x', token: 'R' }));
    rig.kit.socialArguments.keep(KEPT);
    await rig.kit.registerBySocialChannel.execute();
    const request = rig.transport.to(endpoints.register.path)[0]!;
    expect(Object.keys(request.body as object)).toEqual(['value']);
    expect(request.headers.ModuleId).toBe('REG3');
    expect(rig.sent(endpoints.register.path)).toEqual({
      registerMethod: 'H5',
      registerUrl: 'https://m.demo.test/m/login',
      domain: 'm.demo.test',
      loginDeviceId: RIG_DEVICE_ID,
      isOfficialAppLogin: false,
      affiliateCode: 'aff1',
      referralCode: '',
      pixelTrack: { tid: 't1' },
      login: true,
      firebaseChannel: 'google',
      firebaseIdToken: fakeIdToken('google', 'new01'),
      smsTemplate: '',
    });
  });

  it('"on success an analytics register event with method firebase is recorded, … the token is saved" and home follows after 100 ms', async () => {
    const rig = identityRig();
    rig.transport.reply(endpoints.register.path, ok({ customerId: 5, userName: 'google_x', token: 'R' }));
    rig.kit.socialArguments.keep(KEPT);
    expect(await rig.kit.registerBySocialChannel.execute()).toEqual({ kind: 'registered', userName: 'google_x', signedIn: true, delayMs: 100 });
    expect(rig.session.read()).toMatchObject({ token: 'R', id: '5', userName: 'google_x', merchantCode: 'DEMO1' });
    expect(rig.tracked).toEqual([{ event: 'register', payload: { method: 'firebase', customerId: '5', customerName: 'google_x' } }]);
    expect(rig.kit.socialArguments.current()).toBeNull();
  });

  it('"on failure the message, or the text for unknown_error, is alerted" (by the screen: no notice here); the arguments stay', async () => {
    const rig = identityRig();
    rig.kit.socialArguments.keep(KEPT);
    rig.transport.reply(endpoints.register.path, fails(200, { success: false, errorCode: 'member.exists', message: 'Already registered' }));
    expect(await rig.kit.registerBySocialChannel.execute()).toEqual({ kind: 'rejected', errorCode: 'member.exists', message: rawText('Already registered') });
    rig.transport.reply(endpoints.register.path, fails(500, '<html>'));
    expect(await rig.kit.registerBySocialChannel.execute()).toMatchObject({ kind: 'rejected', message: text('unknown_error') });
    expect(rig.notices.dialogTexts()).toEqual([]);
    expect(rig.tracked).toEqual([]);
    expect(rig.kit.socialArguments.current()).toEqual(KEPT);
  });

  it('without kept social arguments nothing is sent', async () => {
    const rig = identityRig();
    expect(await rig.kit.registerBySocialChannel.execute()).toMatchObject({ kind: 'rejected', message: text('unknown_error') });
    expect(rig.transport.to(endpoints.register.path)).toHaveLength(0);
  });
});
