import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TOKENS } from '../../adapters/composition/tokens';
import type { Credentials } from '../../core/session/login';
import { smsLoginCredentials } from '../../core/session/sms-login';
import { useService } from '../app/container-context';
import { DialCodeField, useDialCode } from './dial-code-field';
import { SendCodeButton } from './send-code-button';
import { useCountdown } from './use-countdown';

type Field = 'mobileNum' | 'code';

interface SmsLoginFormProps {
  readonly busy: boolean;
  /** The login request of the mobile-number method (core/session/sms-login.ts); the screen runs the captcha and the login. */
  readonly onSubmit: (credentials: Credentials) => void;
}

/**
 * The login form's mobile-number method: the dial-code field as core's policy decides (player-journey §5), the number,
 * a code sent by sms (the server's valid time, or 60 s with the fallback provider: SendSecondFactorCode) and the code.
 */
export function SmsLoginForm({ busy, onSubmit }: SmsLoginFormProps) {
  const { t } = useTranslation();
  const sendCode = useService(TOKENS.SendSecondFactorCode);
  const notices = useService(TOKENS.NoticeCenter);
  const dial = useDialCode(true);
  const [values, setValues] = useState<Record<Field, string>>({ mobileNum: '', code: '' });
  const [invalid, setInvalid] = useState<Field | null>(null);
  const [sending, setSending] = useState(false);
  const countdown = useCountdown();
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  const focusField = (field: Field) => {
    setInvalid(field);
    inputs.current[field]?.focus();
  };

  const send = async () => {
    if (sending || countdown.secondsLeft > 0) return;
    setSending(true);
    try {
      const outcome = await sendCode.execute({ countryDialingCode: dial.dialingCode, mobileNum: values.mobileNum });
      if (outcome.kind === 'sent') {
        setInvalid(null);
        countdown.start(outcome.countdownSeconds);
        inputs.current.code?.focus();
      } else if (outcome.kind === 'incomplete') focusField(outcome.field);
      else if (outcome.kind === 'invalid') {
        focusField(outcome.field);
        void notices.notice(outcome.message);
      } else if (outcome.kind === 'captcha-failed') void notices.notice(outcome.message);
    } finally {
      setSending(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const step = smsLoginCredentials({ countryDialingCode: dial.dialingCode, ...values });
    if (step.kind === 'incomplete') {
      focusField(step.field);
      return;
    }
    setInvalid(null);
    onSubmit(step.credentials);
  };

  const input = (field: Field, label: string, autoComplete: string, inputMode: 'tel' | 'numeric') => (
    <label className="field">
      <span>{label}</span>
      <input
        ref={(element) => {
          inputs.current[field] = element;
        }}
        name={field}
        inputMode={inputMode}
        // Numbers and codes read left to right in right-to-left languages too.
        dir="ltr"
        autoComplete={autoComplete}
        value={values[field]}
        aria-invalid={invalid === field || undefined}
        onChange={(event) => setValues((v) => ({ ...v, [field]: event.target.value }))}
      />
    </label>
  );

  return (
    <form className="form" onSubmit={submit} noValidate>
      <div className="mobile-row">
        <DialCodeField dial={dial} />
        {input('mobileNum', t('mobile_number'), 'tel-national', 'tel')}
      </div>
      <div className="mobile-row">
        {input('code', t('verification_code'), 'one-time-code', 'numeric')}
        <SendCodeButton secondsLeft={countdown.secondsLeft} sending={sending} onSend={() => void send()} />
      </div>
      <button type="submit" className="button primary block" disabled={busy}>
        {busy ? t('logging_in') : t('log_in')}
      </button>
    </form>
  );
}
