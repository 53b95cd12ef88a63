import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TOKENS } from '../../adapters/composition/tokens';
import { METHOD_FIELDS, offeredMethods, type SecondFactorField, type SecondFactorMethod } from '../../core/session/second-factor';
import type { SignInStep } from '../../core/sign-in/sign-in-flow';
import { useService } from '../app/container-context';
import { TextField } from '../ui/text-field';
import { ModalDialog } from '../ui/modal-dialog';
import { SendCodeButton } from '../ui/send-code-button';
import { useCountdown } from '../ui/use-countdown';

interface SecondFactorDialogProps {
  /** `value.options` of the login_verify_required answer (core's SignInFlow keeps the login they verify). */
  readonly options: readonly string[];
  /** The flow's step after a successful verification (signed in, 0.5 s after login_2fa_pass). */
  readonly onStep: (step: SignInStep) => void;
  readonly onCancel: () => void;
}

const TAB_KEYS: Readonly<Record<SecondFactorMethod, string>> = {
  payeeName: 'second_factor_tab_payee_name',
  sms: 'second_factor_tab_sms',
  ga: 'second_factor_tab_ga',
  email: 'second_factor_tab_email',
};

const FIELD_LABELS: Readonly<Record<SecondFactorField, string>> = {
  payeeName: 'payee_name',
  email: 'email_address',
  authCode: 'authenticator_code',
  countryDialingCode: 'country_code',
  mobileNum: 'mobile_number',
  verificationCode: 'verification_code',
};

const FIELD_INPUT: Readonly<Record<SecondFactorField, { type: 'text' | 'tel' | 'email'; inputMode?: 'numeric' | 'tel' | 'email'; autoComplete: string }>> = {
  payeeName: { type: 'text', autoComplete: 'off' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  authCode: { type: 'text', inputMode: 'numeric', autoComplete: 'one-time-code' },
  countryDialingCode: { type: 'text', inputMode: 'tel', autoComplete: 'tel-country-code' },
  mobileNum: { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national' },
  verificationCode: { type: 'text', inputMode: 'numeric', autoComplete: 'one-time-code' },
};

const EMPTY: Readonly<Record<SecondFactorField, string>> = {
  payeeName: '',
  email: '',
  authCode: '',
  countryDialingCode: '',
  mobileNum: '',
  verificationCode: '',
};

/**
 * The two-factor modal (player-journey §4 "Second factor", §5): one tab per method the server offers; it renders
 * the steps of core's SignInFlow: a missing value is highlighted and focused without a message; a refusal clears
 * what was entered (the flow alerted the server's message).
 */
export function SecondFactorDialog({ options, onStep, onCancel }: SecondFactorDialogProps) {
  const { t } = useTranslation();
  const flow = useService(TOKENS.SignInFlow);
  const countryList = useService(TOKENS.CountryList);
  const baseId = useId();
  const methods = offeredMethods(options);
  const [method, setMethod] = useState<SecondFactorMethod | undefined>(methods[0]);
  const [values, setValues] = useState<Record<SecondFactorField, string>>(EMPTY);
  const [invalid, setInvalid] = useState<SecondFactorField | null>(null);
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState(false);
  // Here, not in the sms tab's button: the countdown goes on while another tab is shown.
  const countdown = useCountdown();
  const inputs = useRef<Partial<Record<SecondFactorField, HTMLInputElement | null>>>({});
  const tabs = useRef<Partial<Record<SecondFactorMethod, HTMLButtonElement | null>>>({});
  const live = useRef(true);
  const offersSms = methods.includes('sms');

  // The sms tab starts with the merchant's default dial code.
  useEffect(() => {
    if (!offersSms) return;
    let live = true;
    void countryList.execute().then((listing) => {
      const code = listing.countryDialingCode;
      if (live && code) setValues((v) => (v.countryDialingCode ? v : { ...v, countryDialingCode: `+${code}` }));
    });
    return () => {
      live = false;
    };
  }, [offersSms, countryList]);

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const focusField = (field: SecondFactorField) => {
    setInvalid(field);
    inputs.current[field]?.focus();
  };

  const choose = (next: SecondFactorMethod) => {
    setMethod(next);
    setInvalid(null);
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!method) return;
    const index = methods.indexOf(method);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: methods.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = methods[(target + methods.length) % methods.length]!;
    choose(next);
    tabs.current[next]?.focus();
  };

  const send = async () => {
    if (sending || countdown.secondsLeft > 0) return;
    setSending(true);
    try {
      const step = await flow.sendSmsCode({ countryDialingCode: values.countryDialingCode, mobileNum: values.mobileNum });
      if (step.kind === 'code-sent') countdown.start(step.countdownSeconds);
      else if (step.kind === 'missing-field') focusField(step.field);
    } finally {
      setSending(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !method) return;
    setBusy(true);
    const step = await flow.submitSecondFactor({ method, ...values });
    if (!live.current) return;
    if (step.kind === 'signed-in') {
      onStep(step);
      return;
    }
    setBusy(false);
    if (step.kind === 'missing-field') {
      focusField(step.field);
      return;
    }
    setInvalid(null);
    if (step.kind === 'stay' && step.clearEntered) setValues((v) => ({ ...EMPTY, countryDialingCode: v.countryDialingCode }));
  };

  const tabId = (m: SecondFactorMethod) => `${baseId}-tab-${m}`;
  const panelId = `${baseId}-panel`;

  return (
    <ModalDialog title={t('second_factor_title')} message={t('second_factor_intro')} role="dialog" onDismiss={onCancel} layout="list">
      <div role="tablist" aria-label={t('second_factor_methods')} className="tabs">
        {methods.map((m) => (
          <button
            key={m}
            ref={(element) => {
              tabs.current[m] = element;
            }}
            type="button"
            role="tab"
            id={tabId(m)}
            aria-selected={m === method}
            aria-controls={panelId}
            tabIndex={m === method ? 0 : -1}
            onClick={() => choose(m)}
            onKeyDown={onTabKeyDown}
          >
            {t(TAB_KEYS[m])}
          </button>
        ))}
      </div>
      <form className="form" onSubmit={(event) => void submit(event)} noValidate>
        {method && (
          <div role="tabpanel" id={panelId} aria-labelledby={tabId(method)} className="form">
            {METHOD_FIELDS[method].map((field) => {
              const input = FIELD_INPUT[field];
              return (
                <TextField
                  key={field}
                  ref={(element) => {
                    inputs.current[field] = element;
                  }}
                  label={t(FIELD_LABELS[field])}
                  name={field}
                  type={input.type}
                  inputMode={input.inputMode}
                  autoComplete={input.autoComplete}
                  value={values[field]}
                  invalid={invalid === field}
                  onChange={(value) => setValues((v) => ({ ...v, [field]: value }))}
                />
              );
            })}
            {method === 'sms' && <SendCodeButton secondsLeft={countdown.secondsLeft} sending={sending} onSend={() => void send()} />}
          </div>
        )}
        <div className="button-row">
          <button type="submit" className="button primary" disabled={busy || !method}>
            {busy ? t('second_factor_verifying') : t('second_factor_submit')}
          </button>
          <button type="button" className="button secondary" onClick={onCancel}>
            {t('cancel')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
