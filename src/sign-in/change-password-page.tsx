import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { TOKENS } from '../../adapters/composition/tokens';
import { text, type Text } from '../../core/notice/model';
import { useService } from '../app/container-context';
import { useCarriedHref } from '../app/use-carried-href';
import { PasswordField } from '../ui/password-field';
import { useText } from '../ui/use-text';
import { PageLayout } from '../app/page-layout';

/** How long the "password changed" toast shows (shell §9 "Toast 1.5 s"). */
const DONE_TOAST_MS = 1_500;

/**
 * /m/changePsw: the forced password change (player-journey §4; sign-in opens it with router state `forced`) or a
 * voluntary one from My account, each with its own wording; the new password is typed twice. Home once changed.
 */
export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const show = useText();
  const changePassword = useService(TOKENS.ChangePassword);
  const notices = useService(TOKENS.NoticeCenter);
  const navigate = useNavigate();
  const home = useCarriedHref('/m/home');
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const { state } = useLocation();
  const forced = typeof state === 'object' && state !== null && (state as { forced?: unknown }).forced === true;
  const [problem, setProblem] = useState<Text | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const outcome = await changePassword.execute({ oldPassword, newPassword, confirmPassword });
      if (outcome.kind === 'changed') {
        notices.toast(text('change_password_done'), DONE_TOAST_MS);
        navigate(home, { replace: true });
        return;
      }
      setProblem(outcome.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageLayout title={t('change_password_title')}>
      <p className="page-intro">{t(forced ? 'change_password_required' : 'change_password_voluntary')}</p>
      <form className="form" onSubmit={(event) => void submit(event)} noValidate>
        <PasswordField label={t('current_password')} autoComplete="current-password" value={oldPassword} onChange={setOldPassword} />
        <PasswordField label={t('new_password')} autoComplete="new-password" value={newPassword} onChange={setNewPassword} />
        <PasswordField label={t('confirm_new_password')} autoComplete="new-password" value={confirmPassword} onChange={setConfirmPassword} />
        {problem && (
          <p className="form-message" role="alert">
            {show(problem)}
          </p>
        )}
        <button type="submit" className="button primary block" disabled={busy}>
          {t('save_password')}
        </button>
      </form>
    </PageLayout>
  );
}
