import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TOKENS } from '../../adapters/composition/tokens';
import {
  METHOD_FIELDS,
  offeredMethods,
  SECOND_FACTOR_CONTINUE_AFTER_MS,
  SECOND_FACTOR_PASS_MESSAGE_MS,
  type SecondFactorField,
  type SecondFactorMethod,
  type SecondFactorOutcome,
} from '../../core/session/second-factor';
import { text } from '../../core/notice/model';
import { useService } from '../app/container-context';
import { ModalDialog } from './modal-dialog';
import { SendCodeButton } from './send-code-button';
import { useCountdown } from './use-countdown';

export type VerifiedSecondFactor = Extract<SecondFactorOutcome, { kind: 'verified' }>;

interface SecondFactorDialogProps {
  /** The login's username and password, sent again with the second factor. */
  readonly username: string;
  readonly password: string;
  /** `value.options` of the login_verify_required answer. */
  readonly options: readonly string[];
  /** Called 0.5 s after a successful verification (the session is stored by then). */
  readonly onDone: (outcome: VerifiedSecondFactor) => void;
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

const FIELD_INPUT: Readonly<Record<SecondFactorField, { type: string; inputMode?: 'numeric' | 'tel' | 'email'; autoComplete: string }>> = {
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
 * The two-factor modal (player-journey §4 "Second factor", §5): one tab per method the server offers;
 * a missing value is highlighted and focused without a message; a refusal alerts the server's message and
 * clears what was entered; a success shows login_2fa_pass for 1.5 s and continues after 0.5 s.
 */
export function SecondFactorDialog({ username, password, options, onDone, onCancel }: SecondFactorDialogProps) {
  const { t } = useTranslation();
  const verify = useService(TOKENS.VerifySecondFactor);
  const sendCode = useService(TOKENS.SendSecondFactorCode);
  const countryList = useService(TOKENS.CountryList);
  const notices = useService(TOKENS.NoticeCenter);
  const scheduler = useService(TOKENS.Scheduler);
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
  const cancelContinue = useRef<(() => void) | null>(null);
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

  useEffect(() => () => cancelContinue.current?.(), []);

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
      const outcome = await sendCode.execute({ countryDialingCode: values.countryDialingCode, mobileNum: values.mobileNum });
      if (outcome.kind === 'sent') countdown.start(outcome.countdownSeconds);
      else if (outcome.kind === 'incomplete') focusField(outcome.field);
      else if (outcome.kind === 'invalid') {
        focusField(outcome.field);
        void notices.notice(outcome.message);
      }
      else if (outcome.kind === 'captcha-failed') void notices.notice(outcome.message);
    } finally {
      setSending(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !method) return;
    setBusy(true);
    const outcome = await verify.execute({ username, password, method, ...values });
    if (outcome.kind === 'verified') {
      // player-journey §4: "login_2fa_pass shows for 1.5 s, and login continues after 0.5 s".
      notices.toast(text('login_2fa_pass'), SECOND_FACTOR_PASS_MESSAGE_MS);
      cancelContinue.current = scheduler.after(SECOND_FACTOR_CONTINUE_AFTER_MS, () => onDone(outcome));
      return;
    }
    setBusy(false);
    if (outcome.kind === 'incomplete') {
      focusField(outcome.field);
      return;
    }
    setInvalid(null);
    setValues((v) => ({ ...EMPTY, countryDialingCode: v.countryDialingCode }));
    void notices.notice(outcome.message);
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
                <label key={field} className="field">
                  <span>{t(FIELD_LABELS[field])}</span>
                  <input
                    ref={(element) => {
                      inputs.current[field] = element;
                    }}
                    name={field}
                    type={input.type}
                    inputMode={input.inputMode}
                    autoComplete={input.autoComplete}
                    autoCapitalize="none"
                    spellCheck={false}
                    value={values[field]}
                    aria-invalid={invalid === field || undefined}
                    onChange={(event) => setValues((v) => ({ ...v, [field]: event.target.value }))}
                  />
                </label>
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
