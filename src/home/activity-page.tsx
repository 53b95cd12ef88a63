import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { TOKENS } from '../../adapters/composition/tokens';
import { activityView } from '../../core/home/activity-view';
import { promotionCategoryHref, type PromotionCategory } from '../../core/home/promotion-categories';
import { useService } from '../app/container-context';
import { useRetryableResult } from '../app/use-use-case-result';
import { AppLink } from '../ui/app-link';
import { CardArt } from '../ui/card-art';
import { LoadFailed, LoadingLine } from '../ui/load-state';
import { PageLayout } from '../app/page-layout';
import { ReferralCard } from './referral-card';

/** Promotion art is drawn at 640 × 240 (as on home). */
const PROMO_WIDTH = 640;
const PROMO_HEIGHT = 240;

/**
 * /m/activity: the promotions home advertises (the promotion categories, shell §7), one of them by `?id=` (a
 * banner of linkage type P) or `?category=` (home's strip), and the refer-a-friend card (shell §4).
 */
export default function ActivityPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const { result, retry } = useRetryableResult(useService(TOKENS.LoadPromotionCategories));
  const view = result?.kind === 'loaded' ? activityView(search, result.categories) : null;
  const listed = view === null ? [] : view.kind === 'detail' ? view.others : view.categories;
  return (
    <PageLayout title={t('activity_title')}>
      {result === null ? <LoadingLine /> : null}
      {result?.kind === 'failed' ? <LoadFailed onRetry={retry} /> : null}
      {view?.kind === 'detail' ? (
        <article className="activity-detail" aria-labelledby="activity-detail">
          <CardArt src={view.item.imageUrl} width={PROMO_WIDTH} height={PROMO_HEIGHT} className="promo-image" />
          <h2 id="activity-detail" dir="auto">
            {view.item.name}
          </h2>
          <AppLink to="/m/activity" className="section-more">
            {t('activity_all')}
          </AppLink>
        </article>
      ) : null}
      {view?.kind === 'gone' ? (
        <p className="page-intro" role="status">
          {t('activity_not_found')}
        </p>
      ) : null}
      {view !== null && listed.length === 0 && view.kind !== 'detail' ? <p className="page-intro">{t('activity_empty')}</p> : null}
      {listed.length > 0 ? (
        <ul className="card-list" aria-label={t('activity_title')}>
          {listed.map((category) => (
            <PromotionCard key={category.id} category={category} />
          ))}
        </ul>
      ) : null}
      <div className="page-section">
        <ReferralCard />
      </div>
    </PageLayout>
  );
}

function PromotionCard({ category }: { readonly category: PromotionCategory }) {
  return (
    <li>
      <AppLink to={promotionCategoryHref(category)} className="list-card">
        <CardArt src={category.imageUrl} width={PROMO_WIDTH} height={PROMO_HEIGHT} className="promo-image" />
        <span className="list-card-name" dir="auto">
          {category.name}
        </span>
      </AppLink>
    </li>
  );
}
