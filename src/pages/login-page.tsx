import { useTranslation } from 'react-i18next';
import { PageLayout } from '../components/page-layout';

/** The target of the "please login" dialog; the sign-in issue fills in the form. */
export default function LoginPage() {
  const { t } = useTranslation();
  return <PageLayout title={t('login_title')} />;
}
