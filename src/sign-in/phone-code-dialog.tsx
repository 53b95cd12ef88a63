import { useObservableState } from 'observable-hooks';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TOKENS } from '../../adapters/composition/tokens';
import { DEFAULT_SHARED_CONFIG } from '../../core/config/shared-config';
import type { PasswordForm, SignInStep } from '../../core/sign-in/sign-in-flow';
import { useService } from '../app/container-context';
import { TextField } from '../ui/text-field';
import { ModalDialog } from '../ui/modal-dialog';
import { SendCodeButton } from '../ui/send-code-button';
import { useCountdown } from '../ui/use-countdown';

interface PhoneCodeDialogProps {
  /** The password form as it stands (a second factor asked after the phone code verifies with it). */
  readonly form: PasswordForm;
  /** Every step of core's SignInFlow but a missing field (highlighted here): the login screen follows it. */
  readonly onStep: (step: SignInStep) => void;
  readonly onCancel: () => void;
}

/**
 * Phone-code login (player-journey §4): the sms goes to "+{dial code}{number}" through the identity
 * provider, which keeps the confirmation; the code typed here is verified against it. Core's SignInFlow
 * sends, verifies and shows failures; the resend countdown is the one it gives.
 */
export function PhoneCodeDialog({ form, onStep, onCancel }: PhoneCodeDialogProps) {
  const { t } = useTranslation();
  const flow = useService(TOKENS.SignInFlow);
  const shared = useService(TOKENS.SharedConfigStore);
  const config = useObservableState(shared.config$, shared.config) ?? DEFAULT_SHARED_CONFIG;
  const [dialCode, setDialCode] = useState(config.countryDialingCode ?? '');
  const [number, setNumber] = useState('');
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState<'number' | 'code' | null>(null);
  const countdown = useCountdown();
  const [busy, setBusy] = useState(false);
  const numberInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);

  const send = async () => {
    if (busy || countdown.secondsLeft > 0) return;
    setBusy(true);
    try {
      const step = await flow.sendPhoneCode({ dialCode, number });
      if (step.kind === 'missing-field') {
        setInvalid('number');
        numberInput.current?.focus();
        return;
      }
      setInvalid(null);
      if (step.kind === 'code-sent') {
        countdown.start(step.countdownSeconds);
        codeInput.current?.focus();
      }
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const step = await flow.submitPhoneCode(code.trim(), form);
      if (step.kind === 'missing-field') {
        setInvalid('code');
        codeInput.current?.focus();
        return;
      }
      setInvalid(null);
      if (step.kind === 'stay' && step.clearEntered) setCode('');
      onStep(step);
    } finally {
      setBusy(false);
    }
  };

  return (
    <ModalDialog title={t('phone_code_login')} role="dialog" onDismiss={onCancel} layout="list">
      <form className="form" onSubmit={(event) => void submit(event)} noValidate>
        <div className="mobile-row">
          <TextField
            className="dial-code-field"
            label={t('country_code')}
            name="dialCode"
            inputMode="tel"
            autoComplete="tel-country-code"
            value={dialCode}
            onChange={setDialCode}
          />
          <TextField
            ref={numberInput}
            label={t('mobile_number')}
            name="mobileNum"
            inputMode="tel"
            autoComplete="tel-national"
            value={number}
            invalid={invalid === 'number'}
            onChange={setNumber}
          />
        </div>
        <SendCodeButton secondsLeft={countdown.secondsLeft} sending={busy} onSend={() => void send()} />
        <TextField
          ref={codeInput}
          label={t('verification_code')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          invalid={invalid === 'code'}
          onChange={setCode}
        />
        <div className="button-row">
          <button type="submit" className="button primary" disabled={busy}>
            {t('phone_code_submit')}
          </button>
          <button type="button" className="button secondary" onClick={onCancel}>
            {t('cancel')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
