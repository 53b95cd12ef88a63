import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../adapters/composition/tokens';
import type { ManualLoginAttempt } from '../../core/remembered-login/remember-login';
import type { Credentials, LoginOutcome } from '../../core/session/login';
import { endpoints } from '../../core/http/endpoints';
import { ok, ScriptedTransport } from '../../core/testing/scripted-transport';
import { renderWithContainer } from '../testing/render-with-container';
import { NoticeHost } from '../app/notice-host';
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
  it('an empty field is highlighted and focused, says what is missing, and nothing is sent', async () => {
    const { sent } = await openLogin(loggedIn());
    await fillAndSubmit('', 'secret1');
    const username = screen.getByRole('textbox', { name: 'Username' });
    // The submit's code may still be downloading (a cold module graph): the check answers after it.
    await waitFor(() => expect(username).toHaveFocus());
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription('Please enter your username.');
    expect(sent).toEqual([]);
  });

  it('an empty password says so under the password field, which is described by it', async () => {
    const { sent } = await openLogin(loggedIn());
    await fillAndSubmit('player01', '');
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Please enter your password.');
    expect(screen.getByRole('textbox', { name: 'Username' })).not.toHaveAttribute('aria-invalid');
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
    const { container } = await openLogin({ kind: 'rejected', errorCode: 'login.cred.err', message: 'Wrong password', notice: { raw: 'Wrong password' }, clearsRememberedLogin: true });
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

describe('the dial-code field on the login form (player-journey §5 "shows on login and register forms when UPDATEMOBILEICC3 is on or the fallback provider is used")', () => {
  const COUNTRIES = {
    countries: [
      { countryCode: 'PH', countryDialingCode: '63' },
      { countryCode: 'VN', countryDialingCode: '84' },
    ],
    countryCode: 'PH',
    countryDialingCode: '63',
  };

  async function openMobileLogin(settings: Record<string, unknown>) {
    const sent: Credentials[] = [];
    const codes: unknown[] = [];
    const transport = new ScriptedTransport()
      .reply(endpoints.consolidatedSettings.path, ok({ countryDialingCode: '63', ...settings }))
      .reply(endpoints.systemCountry.path, ok(COUNTRIES));
    const view = await renderWithContainer(
      <>
        <LoginPage />
        <NoticeHost />
      </>,
      { transport },
      {
        path: '/m/login',
        prepare: (container) => {
          container.rebind(TOKENS.Login).toConstantValue({ execute: async (c: Credentials) => (sent.push(c), loggedIn()) });
          container.rebind(TOKENS.SendSecondFactorCode).toConstantValue({
            execute: async (to: unknown) => (codes.push(to), { kind: 'sent' as const, countdownSeconds: 60 }),
          });
        },
      },
    );
    await view.container.get(TOKENS.SharedConfigStore).execute();
    await userEvent.click(screen.getByRole('tab', { name: 'Mobile number' }));
    await screen.findByRole('textbox', { name: 'Mobile number' });
    return { ...view, sent, codes };
  }

  it('UPDATEMOBILEICC3 on: the country code picker (flag plus +code) before the number', async () => {
    await openMobileLogin({ whitelabelVal: { UPDATEMOBILEICC3: true } });
    const picker = await screen.findByRole('button', { name: 'Country code +63' });
    expect(picker).toBeEnabled();
    await userEvent.click(picker);
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Country code' })).getByRole('button', { name: /VN \+84/ }));
    expect(screen.getByRole('button', { name: 'Country code +84' })).toBeInTheDocument();
  });

  it('the fallback provider (sms provider firebase) shows it too; DISABLEDMOBILEICC3 shows it disabled', async () => {
    await openMobileLogin({ whitelabelVal: { DISABLEDMOBILEICC3: true }, smsProvider: { firebase: true } });
    expect(await screen.findByRole('button', { name: 'Country code +63' })).toBeDisabled();
  });

  it('UPDATEMOBILEICC3 off and no fallback provider: no dial-code field; the default dial code still goes with the number', async () => {
    const { sent, codes, location } = await openMobileLogin({ whitelabelVal: { UPDATEMOBILEICC3: false } });
    expect(screen.queryByRole('button', { name: /Country code/ })).not.toBeInTheDocument();
    expect(screen.queryByText('+63')).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Mobile number' }), '917 123 4567');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(codes).toEqual([{ countryDialingCode: '63', mobileNum: '917 123 4567' }]);
    expect(await screen.findByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Verification code' }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(sent).toEqual([{ username: '+639171234567', password: '123456', type: 'sms' }]));
    await waitFor(() => expect(location.history.at(-1)).toBe('/m/home'));
  });

  it('the mobile-number method sends nothing without a number, then without a code: the field is highlighted and focused', async () => {
    const { sent } = await openMobileLogin({ whitelabelVal: { UPDATEMOBILEICC3: true } });
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const number = screen.getByRole('textbox', { name: 'Mobile number' });
    expect(number).toHaveFocus();
    expect(number).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(number, '9171234567');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('textbox', { name: 'Verification code' })).toHaveFocus();
    expect(sent).toEqual([]);
  });
});

describe('the login screen downloads what a submit runs while the player types (docs/decisions.md "Warm the code a form submits with")', () => {
  it('once idle, the payload cipher is loaded before any submit', async () => {
    let cipherLoads = 0;
    await renderWithContainer(<LoginPage />, { transport: new ScriptedTransport().reply(endpoints.consolidatedSettings.path, ok({})) }, {
      path: '/m/login',
      prepare: (container) => {
        container.rebind(TOKENS.PayloadCipherLoader).toConstantValue({
          load: async () => {
            cipherLoads++;
            return { encrypt: async () => ({ value: '', encryption: '', digest: '', rsaInfo: '' }) };
          },
        });
      },
    });
    await waitFor(() => expect(cipherLoads).toBe(1));
  });

  it('"Forgot password?" opens customer service (the spec has no reset flow)', async () => {
    const opened: unknown[] = [];
    await renderWithContainer(<LoginPage />, { transport: new ScriptedTransport().reply(endpoints.consolidatedSettings.path, ok({})) }, {
      path: '/m/login',
      prepare: (container) => {
        container.rebind(TOKENS.OpenCustomerService).toConstantValue({ execute: async (request: unknown) => (opened.push(request), { kind: 'dismissed' as const }) });
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    expect(opened).toEqual([{ labelId: null }]);
  });
});
