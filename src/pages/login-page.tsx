import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { TOKENS } from '../../adapters/composition/tokens';
import type { OneTapOutcome } from '../../core/identity/offer-one-tap';
import type { PhoneLoginOutcome } from '../../core/identity/phone-code-login';
import type { ResumeRedirectOutcome } from '../../core/identity/social-login';
import { missingLoginField, type Credentials } from '../../core/session/login';
import { rawText, text } from '../../core/notice/model';
import { useService } from '../app/container-context';
import { useCaptcha } from '../app/use-captcha';
import { useCarriedHref } from '../app/use-carried-href';
import { useOpenCustomerService } from '../app/use-open-customer-service';
import { AppLink } from '../components/app-link';
import { PasswordField } from '../components/password-field';
import { methodPanelId, methodTabId, MethodTabs } from '../components/method-tabs';
import { PhoneCodeDialog } from '../components/phone-code-dialog';
import { SecondFactorDialog, type VerifiedSecondFactor } from '../components/second-factor-dialog';
import { SmsLoginForm } from '../components/sms-login-form';
import { SocialSignIn } from '../components/social-sign-in';
import { useText } from '../components/use-text';
import { PageLayout } from '../layout/page-layout';

type Method = 'username' | 'mobile';
const METHODS: readonly Method[] = ['username', 'mobile'];

/** The second factor the server asked for: its offered methods and the login it completes. */
interface SecondFactorStep {
  readonly options: readonly string[];
  readonly login: Pick<Credentials, 'username' | 'password' | 'type'>;
}

/** Every answer of a social, one-tap, redirect or phone-code sign-in the screen acts on. */
type SignInAnswer = ResumeRedirectOutcome | OneTapOutcome | Exclude<PhoneLoginOutcome, { kind: 'missing-code' }>;

/**
 * /m/login: username and password login (player-journey §4 "Login": idle, then optional captcha, then
 * submit). Success goes home, or to the forced password change, replacing the history entry; a failure
 * shows the server's message, keeps the username and clears the password. login_verify_required opens
 * the second-factor dialog with the offered methods. Social, one-tap and phone-code sign-in land here
 * too; an unbound social account may be bound by logging in with an existing one (the kept social
 * arguments go with that login).
 */
/** Router state of /m/changePsw opened by a sign-in: the forced change's wording (player-journey §4). */
const FORCED = { forced: true } as const;

export default function LoginPage() {
  const { t } = useTranslation();
  const login = useService(TOKENS.Login);
  const rememberLogin = useService(TOKENS.RememberLogin);
  const notices = useService(TOKENS.NoticeCenter);
  const scheduler = useService(TOKENS.Scheduler);
  const identityKit = useService(TOKENS.IdentityKit);
  const registerBySocial = useService(TOKENS.RegisterBySocialChannel);
  const offerOneTap = useService(TOKENS.OfferOneTap);
  const resumeRedirect = useService(TOKENS.ResumeSocialRedirect);
  const solveCaptcha = useCaptcha();
  const show = useText();
  const openService = useOpenCustomerService();
  const navigate = useNavigate();
  const home = useCarriedHref('/m/home');
  const changePassword = useCarriedHref('/m/changePsw');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(true);
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState<'username' | 'password' | null>(null);
  const [method, setMethod] = useState<Method>('username');
  /** The offered methods, and the login they verify (the password form's, or the mobile-number method's). */
  const [secondFactor, setSecondFactor] = useState<SecondFactorStep | null>(null);
  const [phoneCode, setPhoneCode] = useState(false);
  /** After "log in with an existing account": the next password login binds the kept social account. */
  const [binding, setBinding] = useState(false);
  const usernameInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const empty = missingLoginField({ username, password });
    setMissing(empty);
    if (empty) {
      (empty === 'username' ? usernameInput : passwordInput).current?.focus();
      return;
    }
    await attempt({ username, password, ...(binding ? await keptSocialAccount() : {}) });
  };

  /** A password or sms-code login: the login captcha, then the call. */
  const attempt = async (entered: Credentials) => {
    if (busy) return;
    setBusy(true);
    try {
      const captcha = await solveCaptcha('login');
      if (!captcha) return;
      const outcome = await login.execute({ ...entered, ...captcha });
      await rememberLogin.execute({ outcome, username: entered.username, password: entered.password, type: entered.type, rememberMe });
      if (outcome.kind === 'logged-in') {
        navigate(outcome.mustChangePassword ? changePassword : home, { replace: true, state: outcome.mustChangePassword ? FORCED : null });
        return;
      }
      if (outcome.kind === 'second-factor-required') {
        setSecondFactor({ options: outcome.options, login: entered });
        return;
      }
      if (entered.type !== 'sms') setPassword('');
      void notices.notice(outcome.message ? rawText(outcome.message) : text('unknown_error'));
    } finally {
      setBusy(false);
    }
  };

  const keptSocialAccount = async (): Promise<Pick<Credentials, 'firebaseChannel' | 'firebaseIdToken'>> => {
    const kept = (await identityKit().catch(() => null))?.socialArguments.current();
    return kept ? { firebaseChannel: kept.firebaseChannel, firebaseIdToken: kept.firebaseIdToken } : {};
  };

  const signedIn = (answer: SignInAnswer): void => {
    switch (answer.kind) {
      case 'logged-in':
        setPhoneCode(false);
        navigate(answer.mustChangePassword ? changePassword : home, { replace: true, state: answer.mustChangePassword ? FORCED : null });
        return;
      case 'second-factor-required':
        setPhoneCode(false);
        setSecondFactor({ options: answer.options, login: { username, password } });
        return;
      case 'registered':
        setPhoneCode(false);
        // player-journey §4 "Registration by social channel: … the user goes to /m/home (100 ms delay)".
        scheduler.after(answer.delayMs, () => navigate(home, { replace: true }));
        return;
      case 'choose-account':
        void chooseAccount(answer.message, answer.canRegister);
        return;
      case 'rejected':
        void notices.notice(answer.message);
        return;
      case 'provider-error':
        void notices.notice(rawText(answer.lines.map(show).join('\n')));
        return;
      case 'blocked':
      case 'coming-soon':
        notices.toast(answer.message, answer.durationMs);
        return;
      default:
        // ignored, redirecting, none, skipped, dismissed: nothing to show.
        return;
    }
  };

  /** player-journey §2 "Login-choice confirmation dialog". */
  const chooseAccount = async (message: Parameters<typeof notices.notice>[0], canRegister: boolean) => {
    if (canRegister) {
      const register = await notices.confirm(message, { confirmLabel: text('login_choice_register'), cancelLabel: text('login_choice_existing') });
      if (register) {
        signedIn(await registerBySocial.execute());
        return;
      }
    } else {
      await notices.notice(message, { confirmLabel: text('login_choice_existing') });
    }
    setBinding(true);
    setMethod('username');
    usernameInput.current?.focus();
  };

  // Back from a redirect sign-in (player-journey §4 "Redirect flow"), else the one-tap google offer
  // (§5: for guests, after 500 ms, unless a skip rule holds).
  useEffect(() => {
    let active = true;
    const offer = async () => {
      const resumed = await resumeRedirect.execute();
      if (resumed.kind !== 'none') return resumed;
      return offerOneTap.execute();
    };
    void offer().then((answer) => {
      if (active) signedIn(answer);
    });
    return () => {
      active = false;
    };
    // Once per visit of the screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const verified = async (outcome: VerifiedSecondFactor, verifiedLogin: Credentials) => {
    setSecondFactor(null);
    const { username: name, password: secret, type } = verifiedLogin;
    await rememberLogin.execute({ outcome: { kind: 'logged-in' }, username: name, password: secret, type, rememberMe });
    navigate(outcome.mustChangePassword ? changePassword : home, { replace: true, state: outcome.mustChangePassword ? FORCED : null });
  };

  return (
    <PageLayout title={t('login_title')}>
      {phoneCode && <PhoneCodeDialog onOutcome={signedIn} onCancel={() => setPhoneCode(false)} />}
      {secondFactor && (
        <SecondFactorDialog
          username={secondFactor.login.username}
          password={secondFactor.login.password}
          options={secondFactor.options}
          onDone={(outcome) => void verified(outcome, secondFactor.login)}
          onCancel={() => setSecondFactor(null)}
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
          <SmsLoginForm busy={busy} onSubmit={(entered) => void attempt(entered)} />
        ) : (
          <form className="form" onSubmit={(event) => void submit(event)} noValidate>
            <label className="field">
              <span>{t('username')}</span>
              <input
                ref={usernameInput}
                name="username"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                value={username}
                aria-invalid={missing === 'username' || undefined}
                onChange={(event) => setUsername(event.target.value)}
              />
            </label>
            <PasswordField
              ref={passwordInput}
              label={t('password')}
              autoComplete="current-password"
              value={password}
              invalid={missing === 'password'}
              onChange={setPassword}
            />
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
      <SocialSignIn onOutcome={signedIn} onPhoneCode={() => setPhoneCode(true)} />
      <p className="form-links">
        {t('login_no_account')} <AppLink to="/m/register">{t('go_to_register')}</AppLink>
      </p>
      <button type="button" className="button secondary block" onClick={openService}>
        {t('customer_service')}
      </button>
    </PageLayout>
  );
}
