import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../adapters/composition/tokens';
import type { ManualLoginAttempt } from '../../core/remembered-login/remember-login';
import type { Credentials, LoginOutcome } from '../../core/session/login';
import { endpoints } from '../../core/http/endpoints';
import { ok, ScriptedTransport } from '../../core/testing/scripted-transport';
import { renderWithContainer } from '../testing/render-with-container';
import { NoticeHost } from '../components/notice-host';
import LoginPage from './login-page';

async function openLogin(outcome: LoginOutcome) {
  const sent: Credentials[] = [];
  const remembered: ManualLoginAttempt[] = [];
  const view = await renderWithContainer(
    <>
      <LoginPage />
      <NoticeHost />
    </>,
    // The screen reads the merchant's settings (one-tap and social rules): an empty answer, every option off.
    { transport: new ScriptedTransport().reply(endpoints.consolidatedSettings.path, ok({})) },
    {
    path: '/m/login?affiliateCode=AF1',
    prepare: (container) => {
      container.rebind(TOKENS.Login).toConstantValue({ execute: async (c: Credentials) => (sent.push(c), outcome) });
      container.rebind(TOKENS.RememberLogin).toConstantValue({
        execute: async (a: ManualLoginAttempt) => (remembered.push(a), { kind: 'unchanged' as const }),
      });
    },
  });
  return { ...view, sent, remembered };
}

const loggedIn = (mustChangePassword = false): LoginOutcome => ({ kind: 'logged-in', firstTimeLogin: false, passwordExpired: false, mustChangePassword });

async function fillAndSubmit(username: string, password: string) {
  if (username) await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), username);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('the login screen (player-journey §4 "Login")', () => {
  it('an empty field is highlighted and focused, and nothing is sent', async () => {
    const { sent } = await openLogin(loggedIn());
    await fillAndSubmit('', 'secret1');
    const username = screen.getByRole('textbox', { name: 'Username' });
    expect(username).toHaveFocus();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('"Success: … then home" with history replace, keeping the carried query; remember me is passed on', async () => {
    const { sent, remembered, location } = await openLogin(loggedIn());
    await fillAndSubmit('player01', 'Passw0rd!');
    await waitFor(() => expect(location.history.at(-1)).toBe('/m/home?affiliateCode=AF1'));
    expect(location.history).toHaveLength(1);
    expect(sent).toEqual([{ username: 'player01', password: 'Passw0rd!' }]);
    expect(remembered[0]).toMatchObject({ username: 'player01', password: 'Passw0rd!', rememberMe: true });
  });

  it('"or the forced password change screen when required"', async () => {
    const { location } = await openLogin(loggedIn(true));
    await fillAndSubmit('newbie01', 'Passw0rd!');
    await waitFor(() => expect(location.history.at(-1)).toBe('/m/changePsw?affiliateCode=AF1'));
  });

  it('a failure shows the server\'s message, keeps the username and clears the password', async () => {
    const { container } = await openLogin({ kind: 'rejected', errorCode: 'login.cred.err', message: 'Wrong password', clearsRememberedLogin: true });
    await fillAndSubmit('player01', 'nope123');
    expect(await screen.findByRole('dialog', { name: 'Notice' })).toHaveAccessibleDescription('Wrong password');
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('player01');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(container.get(TOKENS.NoticeCenter).state.dialogs).toHaveLength(1);
  });

  it('unticking "remember me" is passed on', async () => {
    const { remembered } = await openLogin(loggedIn());
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await fillAndSubmit('player01', 'Passw0rd!');
    await waitFor(() => expect(remembered[0]?.rememberMe).toBe(false));
  });

  it('the password can be shown and hidden', async () => {
    await openLogin(loggedIn());
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('"login_verify_required with options": the second-factor dialog opens with only the offered methods', async () => {
    await openLogin({ kind: 'second-factor-required', options: ['ga', 'email'] });
    await fillAndSubmit('player01', 'Passw0rd!');
    const dialog = await screen.findByRole('dialog', { name: /Verify it/ });
    expect(within(dialog).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Authenticator', 'Email']);
    expect(screen.getByLabelText('Password')).toHaveValue('Passw0rd!');
  });
});
