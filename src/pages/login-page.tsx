import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { TOKENS } from '../../adapters/composition/tokens';
import { missingLoginField } from '../../core/session/login';
import { rawText, text } from '../../core/shell/model';
import { useService } from '../app/container-context';
import { useCarriedHref } from '../app/use-carried-href';
import { useOpenCustomerService } from '../app/use-open-customer-service';
import { AppLink } from '../components/app-link';
import { PasswordField } from '../components/password-field';
import { SecondFactorDialog, type VerifiedSecondFactor } from '../components/second-factor-dialog';
import { PageLayout } from '../layout/page-layout';

/**
 * /m/login: username and password login (player-journey §4 "Login"). Success goes home, or to the
 * forced password change, replacing the history entry; a failure shows the server's message, keeps the
 * username and clears the password. login_verify_required opens the second-factor dialog with the
 * offered methods. (Captcha comes later in issue 10.)
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const login = useService(TOKENS.Login);
  const rememberLogin = useService(TOKENS.RememberLogin);
  const notices = useService(TOKENS.NoticeCenter);
  const openService = useOpenCustomerService();
  const [, navigate] = useLocation();
  const home = useCarriedHref('/m/home');
  const changePassword = useCarriedHref('/m/changePsw');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(true);
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState<'username' | 'password' | null>(null);
  const [secondFactor, setSecondFactor] = useState<readonly string[] | null>(null);
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
    setBusy(true);
    try {
      const outcome = await login.execute({ username, password });
      await rememberLogin.execute({ outcome, username, password, rememberMe });
      if (outcome.kind === 'logged-in') {
        navigate(outcome.mustChangePassword ? changePassword : home, { replace: true });
        return;
      }
      if (outcome.kind === 'second-factor-required') {
        setSecondFactor(outcome.options);
        return;
      }
      setPassword('');
      void notices.notice(outcome.message ? rawText(outcome.message) : text('unknown_error'));
    } finally {
      setBusy(false);
    }
  };

  const verified = async (outcome: VerifiedSecondFactor) => {
    setSecondFactor(null);
    await rememberLogin.execute({ outcome: { kind: 'logged-in' }, username, password, rememberMe });
    navigate(outcome.mustChangePassword ? changePassword : home, { replace: true });
  };

  return (
    <PageLayout title={t('login_title')}>
      {secondFactor && (
        <SecondFactorDialog
          username={username}
          password={password}
          options={secondFactor}
          onDone={(outcome) => void verified(outcome)}
          onCancel={() => setSecondFactor(null)}
        />
      )}
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
      <p className="form-links">
        {t('login_no_account')} <AppLink to="/m/register">{t('go_to_register')}</AppLink>
      </p>
      <button type="button" className="button secondary block" onClick={openService}>
        {t('customer_service')}
      </button>
    </PageLayout>
  );
}
