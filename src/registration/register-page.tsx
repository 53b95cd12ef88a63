import { useObservableState } from 'observable-hooks';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { TOKENS } from '../../adapters/composition/tokens';
import { DEFAULT_SHARED_CONFIG } from '../../core/config/shared-config';
import type { FieldProblem, RegistrationField } from '../../core/registration/field-rules';
import {
  registrationFields,
  type RegistrationAction,
  type RegistrationMethod,
  type RegistrationStep,
} from '../../core/registration/registration-flow';
import { useService } from '../app/container-context';
import { useCarriedHref } from '../app/use-carried-href';
import { AppLink } from '../ui/app-link';
import { DialCodeField, useDialCode } from '../ui/dial-code-field';
import { methodPanelId, methodTabId, MethodTabs } from '../ui/method-tabs';
import { PasswordField } from '../ui/password-field';
import { SendCodeButton } from '../ui/send-code-button';
import { TextField } from '../ui/text-field';
import { useCountdown } from '../ui/use-countdown';
import { useText } from '../ui/use-text';
import { PageLayout } from '../app/page-layout';

const METHODS: readonly RegistrationMethod[] = ['username', 'mobile'];

/**
 * /m/register and /m/register.html: registration by username or by mobile number. Core's RegistrationFlow sequences
 * it (player-journey §4 "Registration"); the page renders the fields core names and follows the step each action answers.
 */
export default function RegisterPage() {
  const { t } = useTranslation();
  const show = useText();
  const flow = useService(TOKENS.RegistrationFlow);
  const sharedConfigSource = useService(TOKENS.SharedConfigStore);
  const sharedConfig = useObservableState(sharedConfigSource.config$, sharedConfigSource.config) ?? DEFAULT_SHARED_CONFIG;
  const navigate = useNavigate();
  const destinations = { home: useCarriedHref('/m/home') };
  const [method, setMethod] = useState<RegistrationMethod>('username');
  const [values, setValues] = useState({ username: '', password: '', mobileNum: '', smsCode: '' });
  const dial = useDialCode(method === 'mobile');
  const dialingCode = dial.dialingCode;
  const [problems, setProblems] = useState<readonly FieldProblem[]>([]);
  const [busy, setBusy] = useState(false);
  const inputs = useRef<Partial<Record<RegistrationField, HTMLInputElement | null>>>({});

  const fields = registrationFields(method, sharedConfig);
  const set = (field: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const problemOf = (field: RegistrationField) => problems.find((p) => p.field === field);
  const inputRef = (field: RegistrationField) => (element: HTMLInputElement | null) => {
    inputs.current[field] = element;
  };

  /** Runs the player's action through the flow and renders the step it answers. */
  const act = async (action: RegistrationAction): Promise<RegistrationStep> => {
    const step = await flow.execute(action);
    if (step.kind === 'fix-fields') {
      setProblems(step.problems);
      if (step.focus) inputs.current[step.focus]?.focus();
    }
    if (step.kind === 'fill-username') set('username')(step.username);
    // The one place the screen leaves: player-journey §2 "Landing target after … registration (history replace)".
    if (step.kind === 'registered') navigate(destinations[step.destination], { replace: true });
    return step;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    // A new attempt starts unmarked; the flow's fix-fields step marks what is still wrong.
    setProblems([]);
    try {
      await act({ kind: 'submit', entry: { method, ...values, countryDialingCode: dialingCode } });
    } finally {
      setBusy(false);
    }
  };

  const textField = (name: RegistrationField, label: string, input: { autoComplete: string; inputMode?: 'numeric' | 'tel' }) => {
    const problem = problemOf(name);
    return (
      <TextField
        ref={inputRef(name)}
        name={name}
        label={label}
        autoComplete={input.autoComplete}
        inputMode={input.inputMode}
        value={values[name]}
        problem={problem ? show(problem.message) : null}
        onChange={set(name)}
      />
    );
  };

  return (
    <PageLayout title={t('register_title')}>
      <MethodTabs
        label={t('register_method')}
        methods={METHODS.map((m) => ({ id: m, label: t(m === 'username' ? 'register_by_username' : 'register_by_mobile') }))}
        selected={method}
        onSelect={(m) => {
          setMethod(m);
          setProblems([]);
        }}
        idPrefix="register"
      />
      <div id={methodPanelId('register')} role="tabpanel" aria-labelledby={methodTabId('register', method)}>
        <form className="form" onSubmit={(event) => void submit(event)} noValidate>
          {fields.includes('username') && (
            <>
              {textField('username', t('username'), { autoComplete: 'username' })}
              <button type="button" className="text-button align-start" onClick={() => void act({ kind: 'suggest-username' })}>
                {t('suggest_username')}
              </button>
            </>
          )}
          {fields.includes('mobileNum') && (
            <>
              <div className="mobile-row">
                <DialCodeField dial={dial} />
                {textField('mobileNum', t('mobile_number'), { autoComplete: 'tel-national', inputMode: 'tel' })}
              </div>
              <div className="mobile-row">
                {textField('smsCode', t('verification_code'), { autoComplete: 'one-time-code', inputMode: 'numeric' })}
                <SmsCodeSender send={() => act({ kind: 'send-sms-code', countryDialingCode: dialingCode, mobileNum: values.mobileNum })} />
              </div>
            </>
          )}
          {fields.includes('password') && (
            <div>
              <PasswordField
                ref={inputRef('password')}
                label={t('password')}
                autoComplete="new-password"
                value={values.password}
                invalid={Boolean(problemOf('password'))}
                onChange={set('password')}
              />
              {problemOf('password') && <span className="form-message">{show(problemOf('password')!.message)}</span>}
            </div>
          )}
          <button type="submit" className="button primary block" disabled={busy}>
            {busy ? t('registering') : t('go_to_register')}
          </button>
        </form>
      </div>
      <p className="form-links">
        {t('register_have_account')} <AppLink to="/m/login">{t('go_to_login')}</AppLink>
      </p>
    </PageLayout>
  );
}

/**
 * Sends the sms code through the flow, then counts down the seconds its count-down step gives. Its own component: the
 * countdown starts over when the mobile method is chosen again.
 */
function SmsCodeSender({ send }: { send: () => Promise<RegistrationStep> }) {
  const countdown = useCountdown();
  // One code per tap: a second tap while the first is on its way sends nothing.
  const [sending, setSending] = useState(false);
  const onSend = async () => {
    setSending(true);
    const step = await send().finally(() => setSending(false));
    if (step.kind === 'count-down') countdown.start(step.seconds);
  };
  return <SendCodeButton secondsLeft={countdown.secondsLeft} sending={sending} onSend={() => void onSend()} />;
}
