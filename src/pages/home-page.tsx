import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageLayout } from '../components/page-layout';

export default function HomePage() {
  const { t } = useTranslation();
  return (
    <PageLayout title={t('home_title')}>
      <p>{t('home_welcome')}</p>
      <Link className="button primary" to="/m/login">
        {t('go_to_login')}
      </Link>
    </PageLayout>
  );
}
