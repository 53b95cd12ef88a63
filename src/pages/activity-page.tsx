import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageLayout } from '../layout/page-layout';

/** /m/activity, and /m/activity?id={id} opened from a banner of linkage type P (shell §2). */
export default function ActivityPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id');
  return (
    <PageLayout title={t('activity_title')}>
      {id ? (
        <article aria-labelledby="activity-detail">
          <h2 id="activity-detail">{t('activity_detail')}</h2>
          <p className="muted">#{id}</p>
        </article>
      ) : (
        <p className="page-intro">{t('activity_empty')}</p>
      )}
    </PageLayout>
  );
}
