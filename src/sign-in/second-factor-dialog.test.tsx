import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TOKENS } from '../../adapters/composition/tokens';
import type { SmsRecipient } from '../../core/registration/send-sms-code';
import type { SecondFactorAttempt, SecondFactorOutcome } from '../../core/session/second-factor';
import type { SendSecondFactorCodeOutcome } from '../../core/session/send-second-factor-code';
import { rawText } from '../../core/notice/model';
import { renderWithContainer } from '../testing/render-with-container';
import { NoticeHost } from '../app/notice-host';
import { SecondFactorDialog } from './second-factor-dialog';

const verified: SecondFactorOutcome = { kind: 'verified', firstTimeLogin: false, passwordExpired: false, mustChangePassword: false };

interface Setup {
  readonly options?: readonly string[];
  readonly verify?: (attempt: SecondFactorAttempt) => SecondFactorOutcome;
  readonly send?: SendSecondFactorCodeOutcome;
}

async function open({ options = ['email', 'ga', 'sms', 'payeeName'], verify = () => verified, send = { kind: 'sent', countdownSeconds: 3 } }: Setup = {}) {
  const attempts: SecondFactorAttempt[] = [];
  const sends: SmsRecipient[] = [];
  const onDone = vi.fn();
  const onCancel = vi.fn();
  const view = await renderWithContainer(
    <>
      <SecondFactorDialog options={options} onStep={onDone} onCancel={onCancel} />
      <NoticeHost />
    </>,
    {},
    {
      path: '/m/login',
      prepare: (container) => {
        // The login the dialog completes: the sign-in flow keeps it from the password login that asked for it.
        container.rebind(TOKENS.SolveCaptcha).toConstantValue({ execute: async () => ({ kind: 'not-required' as const }) });
        container.rebind(TOKENS.Login).toConstantValue({ execute: async () => ({ kind: 'second-factor-required' as const, options }) });
        container.rebind(TOKENS.VerifySecondFactor).toConstantValue({ execute: async (a: SecondFactorAttempt) => (attempts.push(a), verify(a)) });
        container.rebind(TOKENS.SendSecondFactorCode).toConstantValue({ execute: async (r: SmsRecipient) => (sends.push(r), send) });
        container.rebind(TOKENS.CountryList).toConstantValue({
          execute: async () => ({ loaded: true, countries: [{ countryCode: 'PH', countryDialingCode: '63' }], countryCode: 'PH', countryDialingCode: '63' }),
        });
      },
    },
  );
  await view.container.get(TOKENS.SignInFlow).submitPassword({ username: 'player01', password: 'Passw0rd!', rememberMe: true });
  return { ...view, attempts, sends, onDone, onCancel };
}

const tab = (name: string) => screen.getByRole('tab', { name });
const verifyButton = () => screen.getByRole('button', { name: 'Verify' });

describe('the second-factor dialog (player-journey §4 "Second factor")', () => {
  it('"the two-factor modal opens" with a tab for each offered option only, as an accessible tablist', async () => {
    await open({ options: ['ga', 'payeeName'] });
    expect(screen.getByRole('dialog', { name: 'Verify it’s you' })).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'Verification methods' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Authenticator', 'Payee name']);
    expect(tab('Authenticator')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Authenticator' })).toContainElement(screen.getByLabelText('Authenticator code'));
    expect(screen.queryByLabelText('Mobile number')).not.toBeInTheDocument();
  });

  it('arrow keys, Home and End move between the tabs and choose them', async () => {
    await open();
    tab('Email').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Authenticator')).toHaveFocus();
    expect(tab('Authenticator')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Authenticator code')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(tab('Payee name')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(tab('Email')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(tab('Payee name')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Email')).toHaveAttribute('tabindex', '-1');
  });

  it('"each chosen method needs its value filled; if not, the field is highlighted and focused, with no message"', async () => {
    const { container } = await open({ verify: () => ({ kind: 'incomplete', field: 'payeeName' }) });
    await userEvent.click(tab('Payee name'));
    await userEvent.click(verifyButton());
    const field = screen.getByRole('textbox', { name: 'Payee name' });
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(container.get(TOKENS.NoticeCenter).state.dialogs).toHaveLength(0);
  });

  it('the sms tab sends the mobile number with the default dial code and the code', async () => {
    const { attempts } = await open();
    await userEvent.click(tab('SMS'));
    await waitFor(() => expect(screen.getByLabelText('Country code')).toHaveValue('+63'));
    await userEvent.type(screen.getByLabelText('Mobile number'), '9171234567');
    await userEvent.type(screen.getByLabelText('Verification code'), '123456');
    await userEvent.click(verifyButton());
    await waitFor(() => expect(attempts).toHaveLength(1));
    expect(attempts[0]).toMatchObject({
      username: 'player01',
      password: 'Passw0rd!',
      method: 'sms',
      countryDialingCode: '+63',
      mobileNum: '9171234567',
      verificationCode: '123456',
    });
  });

  it('"the sms tab has a send-code countdown whose length comes from the server"', async () => {
    const { sends, time } = await open({ options: ['sms'], send: { kind: 'sent', countdownSeconds: 3 } });
    await userEvent.type(screen.getByLabelText('Mobile number'), '9171234567');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const counting = await screen.findByRole('button', { name: 'Resend in 3 s' });
    expect(counting).toBeDisabled();
    expect(sends).toEqual([{ countryDialingCode: '+63', mobileNum: '9171234567' }]);
    act(() => time.advance(1_000));
    expect(screen.getByRole('button', { name: 'Resend in 2 s' })).toBeDisabled();
    act(() => time.advance(1_000));
    act(() => time.advance(1_000));
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('"Sending a code needs a mobile number": the number is highlighted and focused', async () => {
    await open({ options: ['sms'], send: { kind: 'incomplete', field: 'mobileNum' } });
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const mobile = screen.getByLabelText('Mobile number');
    await waitFor(() => expect(mobile).toHaveFocus());
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
  });

  it('"On failure the server message is alerted and the entered values are cleared"', async () => {
    await open({ verify: () => ({ kind: 'rejected', errorCode: 'login.verify.err', message: rawText('Check and try again.') }) });
    await userEvent.type(screen.getByLabelText('Email address'), 'player01@mock.invalid');
    await userEvent.click(verifyButton());
    expect(await screen.findByRole('dialog', { name: 'Notice' })).toHaveAccessibleDescription('Check and try again.');
    expect(screen.getByLabelText('Email address')).toHaveValue('');
  });

  it('"On success the message login_2fa_pass shows for 1.5 s, and login continues after 0.5 s"', async () => {
    const { onDone, time, container, attempts } = await open();
    await userEvent.click(tab('Payee name'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Payee name' }), 'Juan Dela Cruz');
    await userEvent.click(verifyButton());
    expect(await screen.findByRole('status')).toHaveTextContent('Verification passed.');
    expect(attempts[0]).toMatchObject({ method: 'payeeName', payeeName: 'Juan Dela Cruz' });
    act(() => time.advance(499));
    expect(onDone).not.toHaveBeenCalled();
    act(() => time.advance(1));
    // The flow remembers the login, then answers the step.
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ kind: 'signed-in', destination: 'home' }));
    const toasts = () => container.get(TOKENS.NoticeCenter).state.toasts;
    expect(toasts()).toHaveLength(1);
    act(() => time.advance(999));
    expect(toasts()).toHaveLength(1);
    act(() => time.advance(1));
    expect(toasts()).toHaveLength(0);
  });

  it('Cancel and Escape call onCancel', async () => {
    const { onCancel } = await open();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });
});
