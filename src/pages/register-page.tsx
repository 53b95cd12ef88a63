import { useTranslation } from 'react-i18next';
import { AppLink } from '../components/app-link';
import { SimplePage } from '../layout/simple-page';

/** /m/register and /m/register.html; the sign-in issue adds the form. */
export default function RegisterPage() {
  const { t } = useTranslation();
  return (
    <SimplePage title="register_title" intro="register_desc">
      <p>
        {t('register_have_account')} <AppLink to="/m/login">{t('go_to_login')}</AppLink>
      </p>
    </SimplePage>
  );
}
