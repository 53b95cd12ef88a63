import { useObservableState } from 'observable-hooks';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TOKENS } from '../../adapters/composition/tokens';
import { DEFAULT_SHARED_CONFIG } from '../../core/config/shared-config';
import type { PhoneLoginOutcome } from '../../core/identity/phone-code-login';
import type { ProviderError } from '../../core/identity/sign-in-outcome';
import { SMS_FALLBACK_COUNTDOWN_SECONDS } from '../../core/registration/send-sms-code';
import { useService } from '../app/container-context';
import { ModalDialog } from './modal-dialog';
import { SendCodeButton } from './send-code-button';
import { useCountdown } from './use-countdown';

interface PhoneCodeDialogProps {
  /** Every answer but a missing field (highlighted here): the login screen acts on it. */
  readonly onOutcome: (outcome: Exclude<PhoneLoginOutcome, { kind: 'missing-code' }> | ProviderError) => void;
  readonly onCancel: () => void;
}

/**
 * Phone-code login (player-journey §4): the sms goes to "+{dial code}{number}" through the identity
 * provider, which keeps the confirmation; the code typed here is verified against it. The resend
 * countdown is the fallback provider's 60 s (player-journey §4 "Second factor" countdown rule).
 */
export function PhoneCodeDialog({ onOutcome, onCancel }: PhoneCodeDialogProps) {
  const { t } = useTranslation();
  const sendCode = useService(TOKENS.SendPhoneCode);
  const verifyCode = useService(TOKENS.VerifyPhoneCode);
  const shared = useService(TOKENS.LoadSharedConfig);
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
      const outcome = await sendCode.execute({ dialCode, number });
      if (outcome.kind === 'missing-number') {
        setInvalid('number');
        numberInput.current?.focus();
        return;
      }
      setInvalid(null);
      if (outcome.kind === 'sent') {
        countdown.start(SMS_FALLBACK_COUNTDOWN_SECONDS);
        codeInput.current?.focus();
      } else if (outcome.kind === 'provider-error') onOutcome(outcome);
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const outcome = await verifyCode.execute(code.trim());
      if (outcome.kind === 'missing-code') {
        setInvalid('code');
        codeInput.current?.focus();
        return;
      }
      setInvalid(null);
      if (outcome.kind === 'rejected' || outcome.kind === 'provider-error') setCode('');
      onOutcome(outcome);
    } finally {
      setBusy(false);
    }
  };

  return (
    <ModalDialog title={t('phone_code_login')} role="dialog" onDismiss={onCancel} layout="list">
      <form className="form" onSubmit={(event) => void submit(event)} noValidate>
        <div className="mobile-row">
          <label className="field dial-code-field">
            <span>{t('country_code')}</span>
            <input
              name="dialCode"
              inputMode="tel"
              dir="ltr"
              autoComplete="tel-country-code"
              value={dialCode}
              onChange={(event) => setDialCode(event.target.value)}
            />
          </label>
          <label className="field">
            <span>{t('mobile_number')}</span>
            <input
              ref={numberInput}
              name="mobileNum"
              inputMode="tel"
              dir="ltr"
              autoComplete="tel-national"
              value={number}
              aria-invalid={invalid === 'number' || undefined}
              onChange={(event) => setNumber(event.target.value)}
            />
          </label>
        </div>
        <SendCodeButton secondsLeft={countdown.secondsLeft} sending={busy} onSend={() => void send()} />
        <label className="field">
          <span>{t('verification_code')}</span>
          <input
            ref={codeInput}
            name="code"
            inputMode="numeric"
            dir="ltr"
            autoComplete="one-time-code"
            value={code}
            aria-invalid={invalid === 'code' || undefined}
            onChange={(event) => setCode(event.target.value)}
          />
        </label>
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
