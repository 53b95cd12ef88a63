import { useObservableState } from 'observable-hooks';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { TOKENS } from '../../adapters/composition/tokens';
import { useService } from '../app/container-context';
import { AppLink } from '../components/app-link';
import { PageLayout } from '../layout/page-layout';

// Downloaded after home paints: the popup list itself comes 500 ms after start (shell §9).
const AnnouncementPopups = lazy(() => import('../components/announcement-popups'));

/** Home (/, /m/, /m/home, /m/index, /m/index.html); the home issue adds banners and game lanes. */
export default function HomePage() {
  const { t } = useTranslation();
  const state = useService(TOKENS.SessionState);
  const session = useObservableState(state.session$, state.session);
  return (
    <PageLayout title={t('home_title')} back={false}>
      <section className="hero" aria-labelledby="home-welcome">
        <p id="home-welcome" className="hero-text">
          {session?.userName ? `${session.userName} · ` : ''}
          {t('home_welcome')}
        </p>
        {session ? (
          <AppLink className="button primary" to="/m/voucherCenter">
            {t('voucher_center_title')}
          </AppLink>
        ) : (
          <div className="button-row">
            <AppLink className="button primary" to="/m/login">
              {t('go_to_login')}
            </AppLink>
            <AppLink className="button secondary" to="/m/register">
              {t('go_to_register')}
            </AppLink>
          </div>
        )}
      </section>
      <ul className="tile-grid">
        <li><AppLink className="tile" to="/m/game">{t('game_title')}</AppLink></li>
        <li><AppLink className="tile" to="/m/activity">{t('activity_title')}</AppLink></li>
        <li><AppLink className="tile" to="/m/news">{t('news_title')}</AppLink></li>
        <li><AppLink className="tile" to="/m/help">{t('help_title')}</AppLink></li>
      </ul>
      <Suspense fallback={null}>
        <AnnouncementPopups />
      </Suspense>
    </PageLayout>
  );
}
