import { useTranslation } from 'react-i18next';
import { TOKENS } from '../../adapters/composition/tokens';
import { promotionCategoryHref } from '../../core/home/promotion-categories';
import { useService } from '../app/container-context';
import { useUseCaseResult } from '../app/use-use-case-result';
import { AppLink } from '../ui/app-link';
import { CardArt } from '../ui/card-art';
import { useRevealSlot } from './reveal-order';

/** Promotion art is drawn at 640 × 240. */
const PROMO_WIDTH = 640;
const PROMO_HEIGHT = 240;

/** The promotion categories (shell §7), each opening the promotions page on it. Nothing when the list fails. */
export function PromotionStrip() {
  const { t } = useTranslation();
  const outcome = useUseCaseResult(useService(TOKENS.LoadPromotionCategories));
  const shown = useRevealSlot('promotions', outcome !== null);
  if (!shown || outcome?.kind === 'failed' || outcome?.categories.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="home-promotions">
      <div className="section-head">
        <h2 id="home-promotions">{t('activity_title')}</h2>
        <AppLink to="/m/activity" className="section-more">
          {t('home_see_all')}
        </AppLink>
      </div>
      {outcome ? (
        <ul className="promo-row">
          {outcome.categories.map((category) => (
            <li key={category.id} className="promo-card">
              <AppLink to={promotionCategoryHref(category)}>
                <CardArt src={category.imageUrl} width={PROMO_WIDTH} height={PROMO_HEIGHT} className="promo-image" />
                <span className="promo-name" dir="auto">
                  {category.name}
                </span>
              </AppLink>
            </li>
          ))}
        </ul>
      ) : (
        <div className="promo-row" role="status" aria-label={t('loading')}>
          <div className="promo-card">
            <div className="skeleton promo-image" />
          </div>
          <div className="promo-card">
            <div className="skeleton promo-image" />
          </div>
        </div>
      )}
    </section>
  );
}
