import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../adapters/composition/tokens';
import type { CountryListing } from '../../core/registration/country-list';
import { MOBILE_PASSWORD_FLAG, type RegisterOutcome } from '../../core/registration/register';
import type { RegistrationForm } from '../../core/registration/registration-payload';
import type { SendSmsCodeOutcome } from '../../core/registration/send-sms-code';
import { endpoints } from '../../core/http/endpoints';
import { text } from '../../core/notice/model';
import { ok, ScriptedTransport } from '../../core/testing/scripted-transport';
import { NoticeHost } from '../app/notice-host';
import { renderWithContainer } from '../testing/render-with-container';
import RegisterPage from './register-page';

const COUNTRIES: CountryListing = {
  loaded: true,
  countries: [
    { countryCode: 'PH', countryDialingCode: '63' },
    { countryCode: 'BR', countryDialingCode: '55' },
  ],
  countryCode: 'PH',
  countryDialingCode: '63',
};

async function openRegister(outcome: RegisterOutcome, settings: Record<string, unknown> = {}, sms: SendSmsCodeOutcome = { kind: 'sent', countdownSeconds: 60 }) {
  const sent: RegistrationForm[] = [];
  const smsSent: unknown[] = [];
  const view = await renderWithContainer(
    <>
      <RegisterPage />
      <NoticeHost />
    </>,
    { transport: new ScriptedTransport().reply(endpoints.consolidatedSettings.path, ok(settings)) },
    {
      path: '/m/register',
      prepare: (container) => {
        container.rebind(TOKENS.Register).toConstantValue({ execute: async (form: RegistrationForm) => (sent.push(form), outcome) });
        container.rebind(TOKENS.CountryList).toConstantValue({ execute: async () => COUNTRIES });
        container.rebind(TOKENS.SuggestUsername).toConstantValue({ execute: async () => ({ kind: 'suggested' as const, username: 'lucky888' }) });
        container.rebind(TOKENS.SendSmsCode).toConstantValue({
          execute: async (to: unknown) => (smsSent.push(to), sms),
        });
      },
    },
  );
  await view.container.get(TOKENS.SharedConfigStore).execute();
  return { ...view, sent, smsSent };
}

describe('the registration screen (player-journey §4 "Registration")', () => {
  it('by username: the form is sent as typed; success goes home after the outcome\'s 100 ms, replacing the history entry, with no toast', async () => {
    const { sent, location, container, time } = await openRegister({ kind: 'registered', userName: 'newplayer1', id: '9', signedIn: true, delayMs: 100 });
    await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'newplayer1');
    await userEvent.type(screen.getByLabelText('Password'), 'Passw0rd!');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(sent).toEqual([{ by: 'username', username: 'newplayer1', password: 'Passw0rd!' }]);
    expect(container.get(TOKENS.NoticeCenter).state.toasts).toEqual([]);
    act(() => time.advance(99));
    expect(location.history).toEqual(['/m/register']);
    act(() => time.advance(1));
    await waitFor(() => expect(location.history).toEqual(['/m/home']));
  });

  it('a check that fails marks the field, says why and focuses it; nothing navigates', async () => {
    const { location } = await openRegister({
      kind: 'invalid',
      problems: [{ field: 'username', reason: 'invalid', message: text('register_username_invalid') }],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    const username = screen.getByRole('textbox', { name: /Username/ });
    await waitFor(() => expect(username).toHaveFocus());
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription('The username must be 4 to 16 letters or digits.');
    expect(location.history).toEqual(['/m/register']);
  });

  it('a suggested username fills the field', async () => {
    await openRegister({ kind: 'busy' });
    await userEvent.click(screen.getByRole('button', { name: 'Suggest a username' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('lucky888'));
  });

  it('by mobile with UPDATEMOBILEICC3 on: the country code picker lists flag and +code, and the code is sent with the number', async () => {
    const { sent, smsSent } = await openRegister({ kind: 'busy' }, { whitelabelVal: { UPDATEMOBILEICC3: true } });
    await userEvent.click(screen.getByRole('tab', { name: 'Mobile number' }));
    const picker = await screen.findByRole('button', { name: 'Country code +63' });
    await userEvent.click(picker);
    const dialog = await screen.findByRole('dialog', { name: 'Country code' });
    await userEvent.click(within(dialog).getByRole('button', { name: /BR \+55/ }));
    expect(screen.getByRole('button', { name: 'Country code +55' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Mobile number' }), '11987654321');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(smsSent).toEqual([{ countryDialingCode: '55', mobileNum: '11987654321' }]);
    expect(await screen.findByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Verification code' }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(sent[0]).toMatchObject({ by: 'mobile', countryDialingCode: '55', mobileNum: '11987654321', smsCode: '123456' });
  });

  it('player-journey §5: with UPDATEMOBILEICC3 off and no fallback provider the dial-code field is not forced on; the default code is still sent', async () => {
    const { sent, smsSent } = await openRegister({ kind: 'busy' }, { whitelabelVal: { UPDATEMOBILEICC3: false }, smsProvider: { firebase: false } });
    await userEvent.click(screen.getByRole('tab', { name: 'Mobile number' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Mobile number' }), '9171234567');
    expect(screen.queryByRole('button', { name: /Country code/ })).not.toBeInTheDocument();
    expect(screen.queryByText('+63')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(smsSent).toEqual([{ countryDialingCode: '63', mobileNum: '9171234567' }]);
    await userEvent.type(screen.getByRole('textbox', { name: 'Verification code' }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(sent[0]).toMatchObject({ by: 'mobile', countryDialingCode: '63', mobileNum: '9171234567' });
  });

  it('the fallback provider (sms provider firebase) shows the field; DISABLEDMOBILEICC3 disables its picker', async () => {
    await openRegister({ kind: 'busy' }, { whitelabelVal: { DISABLEDMOBILEICC3: true }, smsProvider: { firebase: true } });
    await userEvent.click(screen.getByRole('tab', { name: 'Mobile number' }));
    expect(await screen.findByRole('button', { name: 'Country code +63' })).toBeDisabled();
  });

  it('player-journey §5: the mobile form asks for a password only when mobile-number password registration is configured', async () => {
    const { unmount } = await openRegister({ kind: 'busy' });
    await userEvent.click(screen.getByRole('tab', { name: 'Mobile number' }));
    expect(await screen.findByRole('textbox', { name: 'Verification code' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    unmount();
    const { sent } = await openRegister({ kind: 'busy' }, { whitelabelVal: { [MOBILE_PASSWORD_FLAG]: true } });
    await userEvent.click(screen.getByRole('tab', { name: 'Mobile number' }));
    await userEvent.type(await screen.findByLabelText('Password'), 'secret77');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(sent[0]).toMatchObject({ by: 'mobile', password: 'secret77' });
  });

  it('player-journey §5 "Sending a code needs a mobile number": the number is marked and says why; the focus stays on the button', async () => {
    await openRegister({ kind: 'busy' }, {}, { kind: 'invalid', problems: [{ field: 'mobileNum', reason: 'required', message: text('register_mobile_required') }] });
    await userEvent.click(screen.getByRole('tab', { name: 'Mobile number' }));
    const send = await screen.findByRole('button', { name: 'Send code' });
    await userEvent.click(send);
    const number = screen.getByRole('textbox', { name: 'Mobile number' });
    await waitFor(() => expect(number).toHaveAttribute('aria-invalid', 'true'));
    expect(number).toHaveAccessibleDescription(/mobile number/i);
    expect(send).toHaveFocus();
    expect(send).toBeEnabled();
  });

  it('the method tabs switch with the arrow keys', async () => {
    await openRegister({ kind: 'busy' });
    const usernameTab = screen.getByRole('tab', { name: 'Username' });
    usernameTab.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Mobile number' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Mobile number' })).toHaveFocus();
  });

  it('player-journey §2 "a confirm dialog after successful registration": the real flow shows it, and confirming goes home', async () => {
    const transport = new ScriptedTransport()
      .reply(endpoints.consolidatedSettings.path, ok({}))
      .reply(endpoints.rsaKey.path, ok('abcdef'))
      .reply(endpoints.register.path, ok({ id: 9, userName: 'newplayer1', token: 'T-NEW' }));
    const { location, container, time } = await renderWithContainer(
      <>
        <RegisterPage />
        <NoticeHost />
      </>,
      { transport },
      {
        path: '/m/register',
        prepare: (c) => {
          c.rebind(TOKENS.PayloadCipherLoader).toConstantValue({
            load: async () => ({ encrypt: async (p: string) => ({ value: p, encryption: 'e', digest: 'd', rsaInfo: 'hex:0' }) }),
          });
        },
      },
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'newplayer1');
    await userEvent.type(screen.getByLabelText('Password'), 'Passw0rd!');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registration successful' }, { timeout: 5_000 });
    expect(within(dialog).getByText('Welcome! Your account is ready.')).toBeInTheDocument();
    expect(container.get(TOKENS.SessionState).read()?.token).toBe('T-NEW');
    act(() => time.advance(1_000));
    expect(location.history).toEqual(['/m/register']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    act(() => time.advance(100));
    await waitFor(() => expect(location.history).toEqual(['/m/home']));
  });
});
