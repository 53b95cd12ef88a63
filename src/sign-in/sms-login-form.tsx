import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TOKENS } from '../../adapters/composition/tokens';
import type { SignInStep } from '../../core/sign-in/sign-in-flow';
import { useService } from '../app/container-context';
import { TextField } from '../ui/text-field';
import { DialCodeField, useDialCode } from '../ui/dial-code-field';
import { SendCodeButton } from '../ui/send-code-button';
import { useCountdown } from '../ui/use-countdown';

type Field = 'mobileNum' | 'code';

interface SmsLoginFormProps {
  /** The screen's "remember me" box. */
  readonly rememberMe: boolean;
  /** Every step of core's SignInFlow but a missing field (shown here). */
  readonly onStep: (step: SignInStep) => void;
}

/**
 * The login form's mobile-number method: the dial-code field as core's policy decides (player-journey §5), the number,
 * a code sent by sms (the server's valid time, or 60 s with the fallback provider: SendSecondFactorCode) and the code;
 * core's SignInFlow sends the code and logs in.
 */
export function SmsLoginForm({ rememberMe, onStep }: SmsLoginFormProps) {
  const { t } = useTranslation();
  const flow = useService(TOKENS.SignInFlow);
  const [busy, setBusy] = useState(false);
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
      const step = await flow.sendSmsCode({ countryDialingCode: dial.dialingCode, mobileNum: values.mobileNum });
      if (step.kind === 'code-sent') {
        setInvalid(null);
        countdown.start(step.countdownSeconds);
        inputs.current.code?.focus();
      } else if (step.kind === 'missing-field') focusField(step.field);
    } finally {
      setSending(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const step = await flow.submitSmsCode({ countryDialingCode: dial.dialingCode, ...values }, rememberMe);
      if (step.kind === 'missing-field') {
        focusField(step.field);
        return;
      }
      setInvalid(null);
      onStep(step);
    } finally {
      setBusy(false);
    }
  };

  const input = (field: Field, label: string, autoComplete: string, inputMode: 'tel' | 'numeric') => (
    <TextField
      ref={(element) => {
        inputs.current[field] = element;
      }}
      label={label}
      name={field}
      inputMode={inputMode}
      autoComplete={autoComplete}
      value={values[field]}
      invalid={invalid === field}
      onChange={(value) => setValues((v) => ({ ...v, [field]: value }))}
    />
  );

  return (
    <form className="form" onSubmit={(event) => void submit(event)} noValidate>
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
