import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../adapters/composition/tokens';
import { FakeIdentityProvider } from '../../adapters/identity/fake-identity-provider';
import type { IdentityResult, PhoneCodeSent } from '../../core/identity/model';
import { renderWithContainer } from '../testing/render-with-container';
import { FakeIdentityConsentDialog } from './fake-identity-consent';

async function open(prepare?: Parameters<typeof renderWithContainer>[2]) {
  const view = await renderWithContainer(<FakeIdentityConsentDialog />, {}, { path: '/m/login', ...prepare });
  const consent = view.container.get(TOKENS.FakeIdentityConsent);
  return { ...view, fake: consent as FakeIdentityProvider };
}

describe('the fake identity consent (mock mode\'s stand-in for the provider popup)', () => {
  it('shows nothing until a sign-in asks', async () => {
    await open();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a social sign-in opens "Sign in with {channel} (test)" with the test account id prefilled player01; Continue signs in as that uid', async () => {
    const { fake } = await open();
    let result: Promise<IdentityResult> = Promise.resolve({ kind: 'redirecting' });
    act(() => {
      result = fake.signIn('line');
    });
    const dialog = await screen.findByRole('dialog', { name: 'Sign in with LINE (test)' });
    const uid = screen.getByLabelText('Test account id');
    expect(uid).toHaveValue('player01');
    expect(dialog).toContainElement(uid);
    await userEvent.clear(uid);
    await userEvent.type(uid, 'agent01');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await result).toEqual({ kind: 'credential', idToken: 'fake-idtoken.line.agent01' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Cancel (or Escape) refuses: the sign-in answers auth/popup-closed-by-user', async () => {
    const { fake } = await open();
    let first: Promise<IdentityResult> = Promise.resolve({ kind: 'redirecting' });
    act(() => {
      first = fake.signIn('google');
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await first).toMatchObject({ kind: 'provider-error', code: 'auth/popup-closed-by-user' });
    let second: Promise<IdentityResult> = Promise.resolve({ kind: 'redirecting' });
    act(() => {
      second = fake.signIn('facebook');
    });
    await screen.findByRole('dialog', { name: 'Sign in with Facebook (test)' });
    await userEvent.keyboard('{Escape}');
    expect(await second).toMatchObject({ code: 'auth/popup-closed-by-user' });
  });

  it('a phone code asks to send the code to the number and tells the test code', async () => {
    const { fake } = await open();
    let sent: Promise<PhoneCodeSent> = Promise.resolve({ kind: 'sent' });
    act(() => {
      sent = fake.sendPhoneCode('+639171234567');
    });
    const dialog = await screen.findByRole('dialog', { name: 'Send a code to +639171234567 (test)' });
    expect(dialog).toHaveAccessibleDescription('Test mode: the code is 123456.');
    expect(screen.queryByLabelText('Test account id')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await sent).toEqual({ kind: 'sent' });
  });

  it('renders nothing outside mock builds (no consent bound)', async () => {
    await open({ prepare: (container) => container.rebind(TOKENS.FakeIdentityConsent).toDynamicValue(() => null) });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
