import { useTranslation } from 'react-i18next';
import { AppLink } from '../components/app-link';
import { SimplePage } from '../layout/simple-page';

/** /m/login: guests without a session land here; the sign-in issue adds the form. */
export default function LoginPage() {
  const { t } = useTranslation();
  return (
    <SimplePage title="login_title" intro="login_desc">
      <p>
        {t('login_no_account')} <AppLink to="/m/register">{t('go_to_register')}</AppLink>
      </p>
    </SimplePage>
  );
}
