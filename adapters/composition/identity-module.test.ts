import { describe, expect, it } from 'vitest';
import { endpoints } from '../../core/http/endpoints';
import { fakeIdToken, FakeIdentityEnvironment, FakeIdentityProvider, MemoryPendingRedirect } from '../../core/testing/identity-fakes';
import { fails, ok, ScriptedTransport } from '../../core/testing/scripted-transport';
import { createContainer } from './create-container';
import { testPlatform } from './test-platform';
import { TOKENS } from './tokens';

function wired(transport = new ScriptedTransport()) {
  const container = createContainer({ merchantCode: 'DEMO1', apiBaseUrl: '' }, testPlatform({ transport }));
  const provider = new FakeIdentityProvider();
  const pending = new MemoryPendingRedirect();
  container.rebind(TOKENS.IdentityProvider).toConstantValue(provider);
  const environment = new FakeIdentityEnvironment();
  container.rebind(TOKENS.IdentityEnvironmentLoader).toConstantValue(async () => environment);
  container.rebind(TOKENS.PendingRedirectStore).toConstantValue(pending);
  return { container, provider, pending, transport };
}

describe('identity module (docs/decisions.md "Social and phone-code sign-in")', () => {
  it('every sign-in use case resolves once per container', () => {
    const { container } = wired();
    const names = ['SocialLogin', 'ResumeSocialRedirect', 'RegisterBySocialChannel', 'SendPhoneCode', 'VerifyPhoneCode', 'OfferOneTap', 'MayaLogin'] as const;
    for (const name of names) {
      const token = TOKENS[name] as symbol;
      expect(container.get(token)).toBe(container.get(token));
    }
  });

  it('resuming at boot without a kept channel answers none and touches neither the provider nor the network', async () => {
    const { container, provider, transport } = wired();
    expect(await container.get(TOKENS.ResumeSocialRedirect).execute()).toEqual({ kind: 'none' });
    expect(provider.calls).toEqual([]);
    expect(transport.requests).toEqual([]);
  });

  it('the social login and the bind step share the kept social arguments', async () => {
    const transport = new ScriptedTransport()
      .reply(endpoints.consolidatedSettings.path, ok({}))
      .reply(endpoints.rsaKey.path, ok('ab'))
      .reply(endpoints.login.path, fails(200, { success: false, errorCode: 'bind_customer_required', message: 'Not bound (1)' }))
      .reply(endpoints.register.path, ok({ id: 9, userName: 'google1', token: 'R' }));
    const { container } = wired(transport);
    container.rebind(TOKENS.PayloadCipherLoader).toConstantValue({
      load: async () => ({ encrypt: async (p: string) => ({ value: p, encryption: 'e', digest: 'd', rsaInfo: 'hex:0' }) }),
    });
    expect(await container.get(TOKENS.SocialLogin).execute('google')).toEqual({ kind: 'choose-account', message: { raw: 'Not bound' } });
    expect(await container.get(TOKENS.RegisterBySocialChannel).execute()).toEqual({ kind: 'registered', userName: 'google1', signedIn: true, delayMs: 100 });
    const sent = JSON.parse((transport.to(endpoints.register.path)[0]!.body as { value: string }).value) as Record<string, unknown>;
    expect(sent).toMatchObject({ firebaseChannel: 'google', firebaseIdToken: fakeIdToken('google', 'player01'), login: true });
    expect(container.get(TOKENS.SessionState).read()?.token).toBe('R');
  });

  it('player-journey §3 "Pushed registration info": the social registration and the Maya login send the pushed affiliate code, referral code and original domain', async () => {
    const transport = new ScriptedTransport()
      .reply(endpoints.consolidatedSettings.path, ok({}))
      .reply(endpoints.rsaKey.path, ok('ab'))
      .reply(endpoints.login.path, fails(200, { success: false, errorCode: 'bind_customer_required', message: 'Not bound' }))
      .reply(endpoints.register.path, ok({ id: 9, userName: 'google1', token: 'R' }))
      .reply(endpoints.loginMaya.path, ok({ token: 'M' }));
    const { container } = wired(transport);
    container.rebind(TOKENS.PayloadCipherLoader).toConstantValue({
      load: async () => ({ encrypt: async (p: string) => ({ value: p, encryption: 'e', digest: 'd', rsaInfo: 'hex:0' }) }),
    });
    container.get(TOKENS.LocalKeyValueStore).set('affiliateCode', 'stored1');
    container.get(TOKENS.PushedRegistrationInfo).accept({ affiliateCode: 'APPAFF', referralCode: 'APPREF', originalDomain: 'aff.demo.test' });
    await container.get(TOKENS.SocialLogin).execute('google');
    await container.get(TOKENS.RegisterBySocialChannel).execute();
    const sent = JSON.parse((transport.to(endpoints.register.path)[0]!.body as { value: string }).value) as Record<string, unknown>;
    expect(sent).toMatchObject({ affiliateCode: 'APPAFF', referralCode: 'APPREF', domain: 'aff.demo.test' });
    await container.get(TOKENS.MayaLogin).execute({ sessionId: 's1' });
    expect(transport.to(endpoints.loginMaya.path)[0]!.body).toMatchObject({ affiliateCode: 'APPAFF', domain: 'aff.demo.test' });
  });
});
