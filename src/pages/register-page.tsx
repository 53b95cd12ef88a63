import { useObservableState } from 'observable-hooks';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { TOKENS } from '../../adapters/composition/tokens';
import { DEFAULT_SHARED_CONFIG } from '../../core/config/shared-config';
import type { FieldProblem, RegistrationField } from '../../core/registration/field-rules';
import { mobileRegistrationTakesPassword } from '../../core/registration/register';
import { useService } from '../app/container-context';
import { useCarriedHref } from '../app/use-carried-href';
import { AppLink } from '../components/app-link';
import { DialCodeField, useDialCode } from '../components/dial-code-field';
import { methodPanelId, methodTabId, MethodTabs } from '../components/method-tabs';
import { PasswordField } from '../components/password-field';
import { SendCodeButton } from '../components/send-code-button';
import { useCountdown } from '../components/use-countdown';
import { useText } from '../components/use-text';
import { PageLayout } from '../layout/page-layout';

type Method = 'username' | 'mobile';
const METHODS: readonly Method[] = ['username', 'mobile'];

/**
 * /m/register and /m/register.html: registration by username or by mobile number (player-journey §4
 * "Registration"). Checks run before any call; the server's refusal comes as the request layer's notice.
 */
export default function RegisterPage() {
  const { t } = useTranslation();
  const show = useText();
  const register = useService(TOKENS.Register);
  const suggestUsername = useService(TOKENS.SuggestUsername);
  const sharedConfigSource = useService(TOKENS.LoadSharedConfig);
  const notices = useService(TOKENS.NoticeCenter);
  const scheduler = useService(TOKENS.Scheduler);
  const sharedConfig = useObservableState(sharedConfigSource.config$, sharedConfigSource.config) ?? DEFAULT_SHARED_CONFIG;
  const navigate = useNavigate();
  const home = useCarriedHref('/m/home');
  const [method, setMethod] = useState<Method>('username');
  const [values, setValues] = useState({ username: '', password: '', mobileNum: '', smsCode: '' });
  const dial = useDialCode(method === 'mobile');
  const dialingCode = dial.dialingCode;
  const [problems, setProblems] = useState<readonly FieldProblem[]>([]);
  const [busy, setBusy] = useState(false);
  const inputs = useRef<Partial<Record<RegistrationField, HTMLInputElement | null>>>({});

  const takesPassword = method === 'username' || mobileRegistrationTakesPassword(sharedConfig);
  const set = (field: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const problemOf = (field: RegistrationField) => problems.find((p) => p.field === field);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const outcome = await register.execute(
        method === 'username'
          ? { by: 'username', username: values.username, password: values.password }
          : { by: 'mobile', countryDialingCode: dialingCode, mobileNum: values.mobileNum, smsCode: values.smsCode, password: values.password },
      );
      if (outcome.kind === 'invalid') {
        setProblems(outcome.problems);
        const first = outcome.problems[0];
        if (first) inputs.current[first.field]?.focus();
        return;
      }
      setProblems([]);
      if (outcome.kind === 'captcha-failed') void notices.notice(outcome.message);
      // The success dialog was confirmed in core; player-journey §9 "Post-register delay 100 ms", then home (history replace).
      if (outcome.kind === 'registered') scheduler.after(outcome.delayMs, () => navigate(home, { replace: true }));
    } finally {
      setBusy(false);
    }
  };

  const field = (name: RegistrationField, label: string, input: { autoComplete: string; inputMode?: 'numeric' | 'tel' }) => {
    const problem = problemOf(name);
    return (
      <label className="field">
        <span>{label}</span>
        <input
          ref={(element) => {
            inputs.current[name] = element;
          }}
          name={name}
          autoComplete={input.autoComplete}
          inputMode={input.inputMode}
          // Numbers and codes read left to right in right-to-left languages too.
          dir={input.inputMode ? 'ltr' : undefined}
          autoCapitalize="none"
          spellCheck={false}
          value={values[name]}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `problem-${name}` : undefined}
          onChange={(event) => set(name)(event.target.value)}
        />
        {problem && (
          <span id={`problem-${name}`} className="form-message">
            {show(problem.message)}
          </span>
        )}
      </label>
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
          {method === 'username' ? (
            <>
              {field('username', t('username'), { autoComplete: 'username' })}
              <button
                type="button"
                className="text-button align-start"
                onClick={() =>
                  void suggestUsername.execute().then((outcome) => {
                    if (outcome.kind === 'suggested') set('username')(outcome.username);
                  })
                }
              >
                {t('suggest_username')}
              </button>
            </>
          ) : (
            <>
              <div className="mobile-row">
                <DialCodeField dial={dial} />
                {field('mobileNum', t('mobile_number'), { autoComplete: 'tel-national', inputMode: 'tel' })}
              </div>
              <div className="mobile-row">
                {field('smsCode', t('verification_code'), { autoComplete: 'one-time-code', inputMode: 'numeric' })}
                <SmsCodeSender dialingCode={dialingCode} mobileNum={values.mobileNum} onProblems={setProblems} />
              </div>
            </>
          )}
          {takesPassword && (
            <div>
              <PasswordField
                ref={(element) => {
                  inputs.current.password = element;
                }}
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
 * Sends the sms code, then counts down from the server's code valid time (60 s by default). Its own component: the
 * countdown starts over when the mobile method is chosen again.
 */
function SmsCodeSender({ dialingCode, mobileNum, onProblems }: { dialingCode: string; mobileNum: string; onProblems: (p: readonly FieldProblem[]) => void }) {
  const sendSmsCode = useService(TOKENS.SendSmsCode);
  const notices = useService(TOKENS.NoticeCenter);
  const countdown = useCountdown();
  // One code per tap: a second tap while the first is on its way sends nothing.
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    const outcome = await sendSmsCode.execute({ countryDialingCode: dialingCode, mobileNum }).finally(() => setSending(false));
    if (outcome.kind === 'invalid') onProblems(outcome.problems);
    if (outcome.kind === 'sent') countdown.start(outcome.countdownSeconds);
    if (outcome.kind === 'captcha-failed') void notices.notice(outcome.message);
  };
  return <SendCodeButton secondsLeft={countdown.secondsLeft} sending={sending} onSend={() => void send()} />;
}
