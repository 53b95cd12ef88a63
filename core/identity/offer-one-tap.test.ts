import { describe, expect, it } from 'vitest';
import { endpoints } from '../http/endpoints';
import { fakeIdToken } from '../testing/identity-fakes';
import { identityRig, RIG_FIREBASE } from '../testing/identity-rig';
import { ok } from '../testing/scripted-transport';
import { OfferOneTap } from './offer-one-tap';
import { EMPTY_PROVIDER_CONFIG } from './provider-config';

async function advance(rig: ReturnType<typeof identityRig>, ms: number): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
  rig.time.advance(ms);
}

describe('OfferOneTap (player-journey §5 one-tap rules)', () => {
  it('"delayed 500 ms", then a chosen account logs in as a google social login', async () => {
    const rig = identityRig({ flags: ['GOOGLELOGIN3'] });
    rig.transport.reply(endpoints.login.path, ok({ token: 'G', userName: 'player01' }));
    const offered = rig.kit.offerOneTap.execute();
    await advance(rig, 499);
    expect(rig.provider.calls).toEqual([]);
    await advance(rig, 1);
    expect(await offered).toMatchObject({ kind: 'logged-in' });
    expect(rig.sent(endpoints.login.path)).toMatchObject({ type: 'firebase', firebaseChannel: 'google', firebaseIdToken: fakeIdToken('google', 'player01') });
  });

  it('skipped by the rules: GOOGLELOGIN3 off, no client id, native app, private mode, a session', async () => {
    expect(await identityRig().kit.offerOneTap.execute()).toEqual({ kind: 'skipped', reason: 'google-login-off' });
    expect(await identityRig({ flags: ['GOOGLELOGIN3'], provider: { ...RIG_FIREBASE, googleWebClientId: null } }).kit.offerOneTap.execute()).toEqual({
      kind: 'skipped',
      reason: 'no-google-web-client-id',
    });
    expect(await identityRig({ flags: ['GOOGLELOGIN3'], inNativeApp: true }).kit.offerOneTap.execute()).toEqual({ kind: 'skipped', reason: 'native-app' });
    const incognito = identityRig({ flags: ['GOOGLELOGIN3'] });
    incognito.environment.privateBrowsing = true;
    expect(await incognito.kit.offerOneTap.execute()).toEqual({ kind: 'skipped', reason: 'private-browsing' });
    const signedIn = identityRig({ flags: ['GOOGLELOGIN3'] });
    signedIn.session.write({ token: 't', userName: 'u', id: '1', merchantCode: 'DEMO1', type: 0, firstTimeLogin: false });
    expect(await signedIn.kit.offerOneTap.execute()).toEqual({ kind: 'skipped', reason: 'session-exists' });
    expect(signedIn.provider.calls).toEqual([]);
  });

  it('a login that finishes during the 500 ms wait skips the prompt; a dismissed prompt does nothing', async () => {
    const rig = identityRig({ flags: ['GOOGLELOGIN3'] });
    const offered = rig.kit.offerOneTap.execute();
    await advance(rig, 0);
    rig.session.write({ token: 't', userName: 'u', id: '1', merchantCode: 'DEMO1', type: 0, firstTimeLogin: false });
    await advance(rig, 500);
    expect(await offered).toEqual({ kind: 'skipped', reason: 'session-exists' });
    const dismissing = identityRig({ flags: ['GOOGLELOGIN3'] });
    dismissing.provider.dismissOneTap = true;
    const dismissed = dismissing.kit.offerOneTap.execute();
    await advance(dismissing, 500);
    expect(await dismissed).toEqual({ kind: 'dismissed' });
  });

  it('a shared config that cannot be read: GOOGLELOGIN3 counts as off, never a crash', async () => {
    const rig = identityRig({ flags: ['GOOGLELOGIN3'] });
    const oneTap = new OfferOneTap({
      provider: rig.provider,
      environment: rig.environment,
      sharedConfig: { execute: async () => ({ kind: 'failed', reason: 'request-failed' }) },
      session: rig.session,
      scheduler: rig.time,
      inNativeApp: () => false,
      socialLogin: rig.kit.socialLogin,
    });
    expect(await oneTap.execute()).toEqual({ kind: 'skipped', reason: 'google-login-off' });
    expect(rig.provider.calls).toEqual([]);
  });

  it('GOOGLELOGIN3 on but no provider settings: skipped for want of a google web client id', async () => {
    expect(await identityRig({ flags: ['GOOGLELOGIN3'], provider: EMPTY_PROVIDER_CONFIG }).kit.offerOneTap.execute()).toEqual({
      kind: 'skipped',
      reason: 'no-google-web-client-id',
    });
  });
});
