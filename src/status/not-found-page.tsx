import { useTranslation } from 'react-i18next';
import { AppLink } from '../ui/app-link';
import { PageLayout } from '../app/page-layout';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PageLayout title={t('page_not_found')}>
      <p className="page-intro">{t('page_not_found_desc')}</p>
      <AppLink className="button primary" to="/m/home">
        {t('go_home')}
      </AppLink>
    </PageLayout>
  );
}
