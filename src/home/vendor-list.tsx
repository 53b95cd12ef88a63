import { useTranslation } from 'react-i18next';
import { TOKENS } from '../../adapters/composition/tokens';
import { useService } from '../app/container-context';
import { useUseCaseResult } from '../app/use-use-case-result';
import { AppLink } from '../ui/app-link';
import { LazyImage } from '../ui/lazy-image';
import { useRevealSlot } from './reveal-order';

/** Vendor logos are drawn at 240 × 96. */
const LOGO_WIDTH = 240;
const LOGO_HEIGHT = 96;

/** The game providers in shell §9 order; each opens the game area on that vendor. Nothing when the list fails. */
export function VendorList() {
  const { t } = useTranslation();
  const outcome = useUseCaseResult(useService(TOKENS.LoadGameVendors));
  const shown = useRevealSlot('vendors', outcome !== null);
  if (!shown || outcome?.kind === 'failed' || outcome?.ordering.vendors.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="home-vendors">
      <div className="section-head">
        <h2 id="home-vendors">{t('home_vendors')}</h2>
      </div>
      {outcome ? (
        <ul className="vendor-grid">
          {outcome.ordering.vendors.map((vendor) => {
            const name = vendor.displayName ?? vendor.vendor;
            return (
              <li key={vendor.vendor}>
                <AppLink to={`/m/game?${new URLSearchParams({ vendor: vendor.vendor })}`} className="vendor-tile" aria-label={name}>
                  {vendor.logoUrl ? (
                    <LazyImage src={vendor.logoUrl} alt="" width={LOGO_WIDTH} height={LOGO_HEIGHT} className="vendor-logo" />
                  ) : (
                    <span className="vendor-logo vendor-name" dir="auto">
                      {name}
                    </span>
                  )}
                </AppLink>
              </li>
            );
          })}
        </ul>
      ) : (
        <div className="vendor-grid" role="status" aria-label={t('loading')}>
          {Array.from({ length: 6 }, (_, index) => (
            <div key={index} className="skeleton vendor-logo" />
          ))}
        </div>
      )}
    </section>
  );
}
