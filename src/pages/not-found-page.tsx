import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageLayout } from '../components/page-layout';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PageLayout title={t('page_not_found')}>
      <Link className="button primary" to="/m/home">
        {t('go_home')}
      </Link>
    </PageLayout>
  );
}
