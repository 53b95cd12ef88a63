import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../adapters/composition/tokens';
import type { FirebaseProviderConfig } from '../../core/config/shared-config';
import { endpoints } from '../../core/http/endpoints';
import type { IdentityResult, SignInFlow, SocialChannel } from '../../core/identity/model';
import { FakeIdentityEnvironment, FakeIdentityProvider } from '../../core/testing/identity-fakes';
import { ok, ScriptedTransport } from '../../core/testing/scripted-transport';
import { renderWithContainer } from '../testing/render-with-container';
import LoginPage from './login-page';

/** The fake provider, keeping the provider config each sign-in is given; the player then closes the popup. */
class RecordingProvider extends FakeIdentityProvider {
  readonly configs: FirebaseProviderConfig[] = [];
  override async signIn(_channel: SocialChannel, _flow: SignInFlow, config: FirebaseProviderConfig): Promise<IdentityResult> {
    this.configs.push(config);
    return { kind: 'provider-error', code: 'auth/cancelled-popup-request', reason: null };
  }
}

async function openLogin(settings: Record<string, unknown>) {
  const provider = new RecordingProvider();
  const view = await renderWithContainer(<LoginPage />, { transport: new ScriptedTransport().reply(endpoints.consolidatedSettings.path, ok(settings)) }, {
    path: '/m/login',
    prepare: (container) => {
      container.rebind(TOKENS.IdentityProvider).toConstantValue(provider);
      container.rebind(TOKENS.IdentityEnvironmentLoader).toConstantValue(async () => new FakeIdentityEnvironment());
    },
  });
  await view.container.get(TOKENS.SharedConfigStore).execute();
  return { ...view, provider };
}

const PROVIDER = {
  appId: '1:0:web:demo',
  apiKey: 'sms-api-key',
  authDomain: 'demo.firebaseapp.com',
  projectId: 'demo',
  messagingSenderId: '42',
  googleWebClientId: 'g.apps.googleusercontent.com',
};

describe('social sign-in config (player-journey §3 "Provider config for sms or social login", served in shell §3 "smsProvider (firebase, apiKey)")', () => {
  it('smsProvider with the firebase flag on ("1"): the social buttons show, and a sign-in is given smsProvider\'s config', async () => {
    const { provider } = await openLogin({ smsProvider: { firebase: '1', ...PROVIDER } });
    await userEvent.click(await screen.findByRole('button', { name: 'Log in with Google' }));
    await waitFor(() => expect(provider.configs).toHaveLength(1));
    expect(provider.configs[0]).toEqual({ enabled: true, ...PROVIDER, vapidKey: null });
    expect(screen.getByRole('button', { name: 'Log in with a phone code' })).toBeInTheDocument();
  });

  it('smsProvider with the firebase flag off: no social buttons, whatever a `firebase` object says (smsProvider wins)', async () => {
    await openLogin({ smsProvider: { firebase: 0, ...PROVIDER }, firebase: { enabled: true } });
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log in with Google' })).not.toBeInTheDocument();
  });
});
