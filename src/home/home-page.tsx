import { useObservableState } from 'observable-hooks';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { TOKENS } from '../../adapters/composition/tokens';
import { carouselBanners } from '../../core/config/banner';
import { merchantLogo } from '../../core/home/merchant-logo';
import { useService } from '../app/container-context';
import { AppLink } from '../ui/app-link';
import { PageLayout } from '../app/page-layout';
import { BannerPlaceholder } from './banner-frame';
import DownloadBar from '../app-prompt/download-bar';
import AnnouncementPopups from './announcement-popups';
import { HomeSkeleton } from './home-skeleton';
import { RevealBox, RevealOrder, useRevealSlot, useSectionsAboveSettled } from './reveal-order';

// Downloaded after the frame paints: the carousel, the member strip and the sections below the banners. The popup
// window and the download bar load their code only when there is something to show.
const BannerCarousel = lazy(() => import('./banner-carousel'));
const MemberStrip = lazy(() => import('./member-strip'));
const HomeSections = lazy(() => import('./home-sections'));

/** Home (/, /m/, /m/home, /m/index, /m/index.html): member strip or sign-in, banners, then the sections. */
export default function HomePage() {
  const { t } = useTranslation();
  const state = useService(TOKENS.SessionState);
  const config = useService(TOKENS.SharedConfigStore);
  const session = useObservableState(state.session$, state.session);
  const autoLogin = useService(TOKENS.AutoLoginProgress);
  const signingIn = useObservableState(autoLogin.pending$, autoLogin.pending);
  const shared = useObservableState(config.config$, config.config);
  const logo = merchantLogo(shared);
  // The merchant's logo or name in the header; "Home" stays the heading's accessible name.
  const brand = logo ? <img className="header-logo" src={logo} alt="" height={28} /> : <span aria-hidden="true">{t('site_name')}</span>;

  return (
    <PageLayout title={t('home_title')} back={false} brand={brand}>
      {session ? (
        <Suspense fallback={<div className="member-strip member-strip-skeleton" />}>
          <MemberStrip session={session} />
        </Suspense>
      ) : signingIn ? (
        // A remembered login is signing in: the member's frame, not a sign-in block the player does not need.
        <div className="member-strip member-strip-skeleton" role="status" aria-label={t('loading')} />
      ) : (
        <section className="hero" aria-labelledby="home-welcome">
          <p id="home-welcome" className="hero-text">
            {t('home_welcome')}
          </p>
          <div className="button-row">
            <AppLink className="button primary" to="/m/login">
              {t('go_to_login')}
            </AppLink>
            <AppLink className="button secondary" to="/m/register">
              {t('go_to_register')}
            </AppLink>
          </div>
        </section>
      )}
      <RevealOrder>
        <RevealBox section="banners">
          <Banners />
        </RevealBox>
        <Suspense fallback={<SectionsLoading />}>
          <HomeSections />
        </Suspense>
      </RevealOrder>
      <AnnouncementPopups />
      <DownloadBar />
    </PageLayout>
  );
}

/** The carousel, once the shared config has answered (it holds the banners); the first of the sections in order. */
function Banners() {
  const config = useService(TOKENS.SharedConfigStore);
  const shared = useObservableState(config.config$, config.config);
  useRevealSlot('banners', shared !== null);
  const banners = carouselBanners(shared?.banners ?? []);
  if (banners.length === 0) return null;
  return (
    <Suspense fallback={<BannerPlaceholder first={{ url: banners[0]!.url!, title: banners[0]!.title }} count={banners.length} />}>
      <BannerCarousel banners={banners} />
    </Suspense>
  );
}

/** The sections' frame while their code downloads, once the banners are in place (nothing above it can move it). */
function SectionsLoading() {
  return useSectionsAboveSettled('marquee') ? <HomeSkeleton /> : null;
}
