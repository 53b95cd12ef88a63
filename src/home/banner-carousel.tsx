import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Banner } from '../../core/config/banner';
import { bannerTarget } from '../../core/home/banner-route';
import { TOKENS } from '../../adapters/composition/tokens';
import { useService } from '../app/container-context';
import { useObservableState } from 'observable-hooks';
import { BannerFrame } from './banner-frame';
import { BannerSlide } from './banner-slide';

/** The same rhythm as the announcement popups (shell §9 "Popup autoplay 5000 ms"): docs/decisions.md "Home screen". */
const AUTOPLAY_MS = 5000;

interface BannerCarouselProps {
  readonly banners: readonly Banner[];
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The home banner carousel (embla): swipe, dots, autoplay every 5 s that stops for good on the first
 * touch, key or focus inside, and never starts for reduced motion. Off-screen slides are inert.
 */
export default function BannerCarousel({ banners }: BannerCarouselProps) {
  const { t, i18n } = useTranslation();
  const state = useService(TOKENS.SessionState);
  const session = useObservableState(state.session$, state.session);
  const linkSession = session ? { token: session.token, userName: session.userName } : null;
  // shell §5 banner routing, decided in core for each banner.
  const targets = banners.map((banner) => bannerTarget(banner, { session: linkSession, currentUrl: window.location.href }));
  const [viewport, embla] = useEmblaCarousel({ loop: true, direction: i18n.dir() === 'rtl' ? 'rtl' : 'ltr' });
  const [selected, setSelected] = useState(0);
  const [playing, setPlaying] = useState(() => banners.length > 1 && !prefersReducedMotion());

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    const stop = () => setPlaying(false);
    embla.on('select', onSelect).on('pointerDown', stop);
    return () => {
      embla.off('select', onSelect).off('pointerDown', stop);
    };
  }, [embla]);

  useEffect(() => {
    if (!embla || !playing) return;
    const timer = setInterval(() => embla.scrollNext(), AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [embla, playing]);

  return (
    <BannerFrame
      aria-roledescription={t('carousel')}
      aria-label={t('home_banners')}
      onFocusCapture={() => setPlaying(false)}
      onKeyDownCapture={() => setPlaying(false)}
      viewportRef={viewport}
      dots={
        banners.length > 1 && (
          <div className="banner-dots">
            {banners.map((_, index) => (
              <button
                key={index}
                type="button"
                className="banner-dot"
                aria-label={t('home_banner_n', { n: index + 1, count: banners.length })}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => {
                  setPlaying(false);
                  embla?.scrollTo(index);
                }}
              />
            ))}
          </div>
        )
      }
    >
      <div className="banner-track">
        {banners.map((banner, index) => (
          <div
            key={index}
            className="banner-slide"
            role="group"
            aria-roledescription={t('slide')}
            aria-label={t('home_banner_n', { n: index + 1, count: banners.length })}
            inert={index !== selected}
          >
            <BannerSlide banner={banner} target={targets[index]!} index={index} count={banners.length} eager={index === 0} />
          </div>
        ))}
      </div>
    </BannerFrame>
  );
}
