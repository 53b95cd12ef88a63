import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useCallback, useEffect, useRef, useState, type RefCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Banner } from '../../core/config/banner';
import { bannerTarget } from '../../core/home/banner-route';
import { TOKENS } from '../../adapters/composition/tokens';
import { useService } from '../app/container-context';
import { useObservableState } from 'observable-hooks';
import { BannerFrame } from './banner-frame';
import { BannerSlide } from './banner-slide';
import { whenIdle } from '../ui/when-idle';

/** The same rhythm as the announcement popups (shell §9 "Popup autoplay 5000 ms"): docs/decisions.md "Home screen". */
const AUTOPLAY_MS = 5000;

interface BannerCarouselProps {
  readonly banners: readonly Banner[];
}

/**
 * embla on the viewport once the page is idle, or at once when the player reaches for a dot (docs/decisions.md
 * "First-load budget": its 7.6 kB are not in the first load). Until then the first slide shows, a link like the others.
 */
function useIdleEmbla(options: EmblaOptionsType): [RefCallback<HTMLDivElement>, EmblaCarouselType | undefined, () => void] {
  const [node, setNode] = useState<HTMLDivElement | null>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  const [wanted, setWanted] = useState(false);
  const { loop, direction } = options;
  useEffect(() => {
    if (!node) return;
    let live = true;
    let carousel: EmblaCarouselType | undefined;
    const load = () => {
      import('embla-carousel')
        .then(({ default: EmblaCarousel }) => {
          if (!live) return;
          carousel = EmblaCarousel(node, { loop, direction });
          setEmbla(carousel);
        })
        .catch(() => undefined); // no swiping: the first banner stays, a link
    };
    let cancel = () => {};
    if (wanted) load();
    else cancel = whenIdle(load);
    return () => {
      live = false;
      cancel();
      carousel?.destroy();
      setEmbla(undefined);
    };
  }, [node, loop, direction, wanted]);
  return [setNode, embla, useCallback(() => setWanted(true), [])];
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
  const [viewport, embla, loadNow] = useIdleEmbla({ loop: true, direction: i18n.dir() === 'rtl' ? 'rtl' : 'ltr' });
  const [selected, setSelected] = useState(0);
  const [playing, setPlaying] = useState(() => banners.length > 1 && !prefersReducedMotion());
  // A dot pressed before embla has loaded: the slide to show once it has.
  const pending = useRef<number | null>(null);

  useEffect(() => {
    if (!embla) return;
    if (pending.current !== null) {
      embla.scrollTo(pending.current, true);
      setSelected(pending.current);
      pending.current = null;
    }
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
                  if (embla) embla.scrollTo(index);
                  else {
                    pending.current = index;
                    loadNow();
                  }
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
