import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { TOKENS } from '../../adapters/composition/tokens';
import type { SignInField, SignInStep } from '../../core/sign-in/sign-in-flow';
import { useService } from '../app/container-context';
import { useCarriedHref } from '../app/use-carried-href';
import { useOpenCustomerService } from '../customer-service/use-open-customer-service';
import { AppLink } from '../ui/app-link';
import { PasswordField } from '../ui/password-field';
import { TextField } from '../ui/text-field';
import { methodPanelId, methodTabId, MethodTabs } from '../ui/method-tabs';
import { PhoneCodeDialog } from './phone-code-dialog';
import { SecondFactorDialog } from './second-factor-dialog';
import { SmsLoginForm } from './sms-login-form';
import { SocialSignIn } from './social-sign-in';
import { useText } from '../ui/use-text';
import { whenIdle } from '../ui/when-idle';
import { PageLayout } from '../app/page-layout';

type Method = 'username' | 'mobile';
const METHODS: readonly Method[] = ['username', 'mobile'];

/** Router state of /m/changePsw opened by a sign-in: the forced change's wording (player-journey §4). */
const FORCED = { forced: true } as const;

/**
 * /m/login (player-journey §2, §4 "Login"): renders the steps of core's SignInFlow, which sequences the captcha,
 * the login, the remembered login, the second factor and the social, one-tap and phone-code sign-ins.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const flow = useService(TOKENS.SignInFlow);
  const show = useText();
  const openService = useOpenCustomerService();
  const navigate = useNavigate();
  const home = useCarriedHref('/m/home');
  const changePassword = useCarriedHref('/m/changePsw');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(true);
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState<SignInField | null>(null);
  const [method, setMethod] = useState<Method>('username');
  /** The methods the server offered; the flow keeps the login they verify. */
  const [secondFactor, setSecondFactor] = useState<readonly string[] | null>(null);
  const [phoneCode, setPhoneCode] = useState(false);
  const usernameInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const form = { username, password, rememberMe };

  /** Every step of the flow but a missing field, which the form that asked shows itself. */
  const follow = (step: SignInStep): void => {
    switch (step.kind) {
      case 'signed-in': {
        setPhoneCode(false);
        setSecondFactor(null);
        const forced = step.destination === 'change-password';
        navigate(forced ? changePassword : home, { replace: true, state: forced ? FORCED : null });
        return;
      }
      case 'second-factor':
        setPhoneCode(false);
        setSecondFactor(step.options);
        return;
      case 'bind-existing-account':
        setMethod('username');
        usernameInput.current?.focus();
        return;
      default:
        return;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const step = await flow.submitPassword(form);
      setMissing(step.kind === 'missing-field' ? step.field : null);
      if (step.kind === 'missing-field') (step.field === 'username' ? usernameInput : passwordInput).current?.focus();
      if (step.kind === 'stay' && step.clearEntered) setPassword('');
      follow(step);
    } finally {
      setBusy(false);
    }
  };

  // The screen's first visit: a redirect sign-in's result, else the one-tap offer (the flow decides).
  // The code a submit runs, downloaded while the player types: not first asked for in a network drop.
  useEffect(() => whenIdle(() => void flow.warm()), [flow]);

  useEffect(() => {
    let active = true;
    void flow.resumeOrOfferOneTap(show).then((step) => {
      if (active) follow(step);
    });
    return () => {
      active = false;
    };
    // Once per visit of the screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <PageLayout title={t('login_title')}>
      {phoneCode && <PhoneCodeDialog form={form} onStep={follow} onCancel={() => setPhoneCode(false)} />}
      {secondFactor && (
        <SecondFactorDialog
          options={secondFactor}
          onStep={follow}
          onCancel={() => {
            flow.cancelSecondFactor();
            setSecondFactor(null);
          }}
        />
      )}
      {/* player-journey §2 "Login screen with username and password, dial-code field (see validation)". */}
      <MethodTabs
        label={t('login_method')}
        methods={METHODS.map((m) => ({ id: m, label: t(m === 'username' ? 'login_by_username' : 'login_by_mobile') }))}
        selected={method}
        onSelect={setMethod}
        idPrefix="login"
      />
      <div id={methodPanelId('login')} role="tabpanel" aria-labelledby={methodTabId('login', method)}>
        {method === 'mobile' ? (
          <SmsLoginForm rememberMe={rememberMe} onStep={follow} />
        ) : (
          <form className="form" onSubmit={(event) => void submit(event)} noValidate>
            <TextField
              ref={usernameInput}
              label={t('username')}
              name="username"
              autoComplete="username"
              value={username}
              problem={missing === 'username' ? t('login_username_required') : null}
              onChange={setUsername}
            />
            <PasswordField
              ref={passwordInput}
              label={t('password')}
              autoComplete="current-password"
              value={password}
              problem={missing === 'password' ? t('login_password_required') : null}
              onChange={setPassword}
            />
            {/* The spec has no reset flow: customer service recovers an account (docs/decisions.md "Password recovery"). */}
            <button type="button" className="text-button forgot-password" onClick={openService}>
              {t('login_forgot_password')}
            </button>
            <label className="check">
              <input type="checkbox" checked={rememberMe} onChange={(event) => setRememberMe(event.target.checked)} />
              <span>{t('remember_me')}</span>
            </label>
            <button type="submit" className="button primary block" disabled={busy}>
              {busy ? t('logging_in') : t('log_in')}
            </button>
          </form>
        )}
      </div>
      <SocialSignIn form={form} onStep={follow} onPhoneCode={() => setPhoneCode(true)} />
      <p className="form-links">
        {t('login_no_account')} <AppLink to="/m/register">{t('go_to_register')}</AppLink>
      </p>
      <button type="button" className="button secondary block" onClick={openService}>
        {t('customer_service')}
      </button>
    </PageLayout>
  );
}
