import { describe, expect, it } from 'vitest';
import { endpoints } from '../http/endpoints';
import { fakeIdToken } from '../testing/identity-fakes';
import { identityRig } from '../testing/identity-rig';
import { fails, ok } from '../testing/scripted-transport';
import { rawText, text } from '../notice/model';

const SIGNED_IN = ok({ token: 'T', id: 7, userName: 'player01', customerType: 0 });
const unbound = (message = 'This account is not bound (code 1234)') =>
  fails(200, { success: false, errorCode: 'bind_customer_required', message });

/** Lets pending promise steps run, then moves the manual clock. */
async function advance(rig: ReturnType<typeof identityRig>, ms: number): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
  rig.time.advance(ms);
}

describe('social login: where it may run (player-journey §5)', () => {
  it('"Social login is blocked in private or incognito browsing: message not_support_incognito for 1.5 s"', async () => {
    const rig = identityRig();
    rig.environment.privateBrowsing = true;
    expect(await rig.kit.socialLogin.execute('google')).toEqual({ kind: 'blocked', message: text('not_support_incognito'), durationMs: 1500 });
    expect(rig.provider.calls).toEqual([]);
  });

  it.each(['twitter', 'line', 'facebook'] as const)('"%s … in the Android app show coming_soon for 1.5 s when no native handler exists"', async (channel) => {
    const rig = identityRig();
    rig.environment.androidApp = true;
    expect(await rig.kit.socialLogin.execute(channel)).toEqual({ kind: 'coming-soon', message: text('coming_soon'), durationMs: 1500 });
    expect(rig.provider.calls).toEqual([]);
  });

  it('in the Android app a channel with a native handler goes on, and google never needs one', async () => {
    const rig = identityRig();
    rig.transport.reply(endpoints.login.path, SIGNED_IN);
    rig.environment.androidApp = true;
    rig.environment.nativeHandlers = ['line'];
    expect((await rig.kit.socialLogin.execute('line')).kind).toBe('logged-in');
    expect((await rig.kit.socialLogin.execute('google')).kind).toBe('logged-in');
  });
});

describe('social login: the provider (player-journey §8 "Auth provider errors")', () => {
  it('a provider error shows the translated text, "Code: {code}" and "Reason: {message}"', async () => {
    const rig = identityRig();
    rig.provider.next = { kind: 'provider-error', code: 'auth/popup-blocked', reason: 'Allow popups.' };
    expect(await rig.kit.socialLogin.execute('google')).toEqual({
      kind: 'provider-error',
      code: 'auth/popup-blocked',
      lines: [text('auth/popup-blocked'), rawText('Code: auth/popup-blocked'), rawText('Reason: Allow popups.')],
    });
    expect(rig.transport.to(endpoints.login.path)).toHaveLength(0);
  });

  it('"cancelled-popup-request is ignored silently"', async () => {
    const rig = identityRig();
    rig.provider.next = { kind: 'provider-error', code: 'auth/cancelled-popup-request', reason: 'superseded' };
    expect(await rig.kit.socialLogin.execute('google')).toEqual({ kind: 'ignored' });
  });
});

describe('social login: the login call (player-journey §4 "Social login")', () => {
  it('"the id token is sent to the login call" with type firebase and the channel; "Success: token saved"', async () => {
    const rig = identityRig();
    rig.transport.reply(endpoints.login.path, SIGNED_IN);
    expect(await rig.kit.socialLogin.execute('facebook')).toMatchObject({ kind: 'logged-in', mustChangePassword: false });
    expect(rig.sent(endpoints.login.path)).toMatchObject({
      type: 'firebase',
      firebaseChannel: 'facebook',
      firebaseIdToken: fakeIdToken('facebook', 'player01'),
      loginDeviceId: expect.any(String),
      device: 'IPAD',
    });
    expect(rig.session.read()?.token).toBe('T');
    expect(rig.notices.dialogTexts()).toEqual([]);
  });

  it('"On error code bind_customer_required: if FIREBASECREATEACC3 is on, registration by social channel starts automatically"', async () => {
    const rig = identityRig({ flags: ['FIREBASECREATEACC3'] });
    rig.transport.reply(endpoints.login.path, unbound()).reply(endpoints.register.path, ok({ id: 42, userName: 'google_ab12', token: 'R' }));
    expect(await rig.kit.socialLogin.execute('google')).toEqual({ kind: 'registered', userName: 'google_ab12', signedIn: true, delayMs: 100 });
    expect(rig.sent(endpoints.register.path)).toMatchObject({ firebaseChannel: 'google', firebaseIdToken: fakeIdToken('google', 'player01'), login: true });
    expect(rig.tracked).toEqual([{ event: 'register', payload: { method: 'firebase', customerId: '42', customerName: 'google_ab12' } }]);
    expect(rig.session.read()?.token).toBe('R');
  });

  it('"otherwise the login-choice dialog is shown with the server message stripped of any parenthesised text"; the arguments are kept', async () => {
    const rig = identityRig();
    rig.transport.reply(endpoints.login.path, unbound());
    expect(await rig.kit.socialLogin.execute('twitter')).toEqual({
      kind: 'choose-account',
      message: rawText('This account is not bound'),
    });
    expect(rig.kit.socialArguments.current()).toEqual({ type: 'firebase', firebaseChannel: 'twitter', firebaseIdToken: fakeIdToken('twitter', 'player01') });
    expect(rig.transport.to(endpoints.register.path)).toHaveLength(0);
    expect(rig.notices.dialogTexts()).toEqual([]);
  });

  it('"Any other error: stored social arguments are reset and the message is alerted"', async () => {
    const rig = identityRig();
    rig.transport.reply(endpoints.login.path, unbound());
    await rig.kit.socialLogin.execute('google');
    rig.transport.reply(endpoints.login.path, fails(200, { success: false, errorCode: 'member.locked', message: 'Account locked' }));
    expect(await rig.kit.socialLogin.execute('google')).toEqual({ kind: 'rejected', errorCode: 'member.locked', message: rawText('Account locked') });
    expect(rig.kit.socialArguments.current()).toBeNull();
  });
});

describe('social login: redirect flow (player-journey §4 "Redirect flow")', () => {
  it('"the channel is kept in session storage before the redirect"', async () => {
    const rig = identityRig();
    rig.environment.redirect = true;
    expect(await rig.kit.socialLogin.execute('line')).toEqual({ kind: 'redirecting' });
    expect(rig.pendingRedirect.channel).toBe('line');
    expect(rig.provider.calls).toEqual(['signIn line redirect']);
  });

  it('a provider that fails before leaving clears the kept channel', async () => {
    const rig = identityRig();
    rig.environment.redirect = true;
    rig.provider.next = { kind: 'provider-error', code: 'auth/network-request-failed', reason: null };
    expect((await rig.kit.socialLogin.execute('google')).kind).toBe('provider-error');
    expect(rig.pendingRedirect.channel).toBeNull();
  });

  it('"on return the result is processed (10 ms delay)" for the kept channel, which is cleared', async () => {
    const rig = identityRig();
    rig.transport.reply(endpoints.login.path, SIGNED_IN);
    rig.environment.redirect = true;
    await rig.kit.socialLogin.execute('line');
    const resumed = rig.kit.socialLogin.resumeRedirect();
    expect(rig.pendingRedirect.channel).toBeNull();
    await advance(rig, 9);
    expect(rig.provider.calls).not.toContain('redirectResult');
    await advance(rig, 1);
    expect(await resumed).toMatchObject({ kind: 'logged-in' });
    expect(rig.sent(endpoints.login.path)).toMatchObject({ firebaseChannel: 'line', firebaseIdToken: fakeIdToken('line', 'player01') });
  });

  it('no kept channel: nothing to resume, no provider call', async () => {
    const rig = identityRig();
    expect(await rig.kit.socialLogin.resumeRedirect()).toEqual({ kind: 'none' });
    expect(rig.provider.calls).toEqual([]);
  });

  it('a kept channel without a provider result resumes nothing', async () => {
    const rig = identityRig();
    rig.pendingRedirect.channel = 'google';
    const resumed = rig.kit.socialLogin.resumeRedirect();
    await advance(rig, 10);
    expect(await resumed).toEqual({ kind: 'none' });
  });
});

describe('social login: the flow (player-journey §4 "Social login", "Redirect flow")', () => {
  it('"the id token is sent to the login call": no username and no password', async () => {
    const rig = identityRig();
    rig.transport.reply(endpoints.login.path, SIGNED_IN);
    await rig.kit.socialLogin.execute('google');
    expect(rig.sent(endpoints.login.path)).toMatchObject({ username: '', password: '', type: 'firebase' });
  });

  it('without the redirect flow the sign-in is a popup and no channel is kept in session storage', async () => {
    const rig = identityRig();
    rig.provider.next = { kind: 'redirecting' };
    expect(await rig.kit.socialLogin.execute('google')).toEqual({ kind: 'redirecting' });
    expect(rig.provider.calls).toEqual(['signIn google popup']);
    expect(rig.pendingRedirect.channel).toBeNull();
  });
});
