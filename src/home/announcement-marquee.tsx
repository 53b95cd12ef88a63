import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TOKENS } from '../../adapters/composition/tokens';
import { marqueeDurationMs } from '../../core/home/marquee';
import { useRevealSlot } from './reveal-order';
import { useService } from '../app/container-context';
import { useUseCaseResult } from '../app/use-use-case-result';
import { AppLink } from '../ui/app-link';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The announcement marquee (player-journey §9 "Marquee speed default: 60 fps"): the lines cross the strip
 * at a pixel a frame, over and over; a button pauses and resumes it; reduced motion shows them still.
 * The text links to the news page. Nothing when there is no line.
 */
export function AnnouncementMarquee() {
  const { t, i18n } = useTranslation();
  const outcome = useUseCaseResult(useService(TOKENS.LoadMarquee));
  const viewport = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLSpanElement>(null);
  const animation = useRef<Animation | null>(null);
  const [still] = useState(prefersReducedMotion);
  const [paused, setPaused] = useState(false);
  const items = outcome?.kind === 'loaded' ? outcome.items : [];
  const shown = useRevealSlot('marquee', outcome !== null);
  const rtl = i18n.dir() === 'rtl';

  useLayoutEffect(() => {
    const box = viewport.current;
    const line = track.current;
    if (still || !box || !line || typeof line.animate !== 'function') return;
    const from = box.clientWidth;
    const to = line.scrollWidth;
    const sign = rtl ? -1 : 1;
    const running = line.animate(
      [{ transform: `translateX(${sign * from}px)` }, { transform: `translateX(${-sign * to}px)` }],
      { duration: marqueeDurationMs(from + to), iterations: Infinity },
    );
    animation.current = running;
    return () => running.cancel();
  }, [items.length, still, rtl, shown]);

  useEffect(() => {
    if (paused) animation.current?.pause();
    else animation.current?.play();
  }, [paused]);

  if (!shown) return null;
  if (!outcome) return <div className="skeleton marquee-skeleton" role="status" aria-label={t('loading')} />;
  if (items.length === 0) return null;
  return (
    <section className={still ? 'marquee still' : 'marquee'} aria-label={t('home_announcements')}>
      <svg className="icon marquee-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M4 10v4h4l5 4V6L8 10zm12-1a4 4 0 0 1 0 6m2-9a8 8 0 0 1 0 12" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <div className="marquee-viewport" ref={viewport}>
        <AppLink to="/m/news" className="marquee-link">
          <span className="marquee-track" ref={track}>
            {items.map((item) => (
              <span key={item.id} className="marquee-item" dir="auto">
                {item.text}
              </span>
            ))}
          </span>
        </AppLink>
      </div>
      {!still && (
        <button type="button" className="marquee-toggle" aria-pressed={paused} aria-label={t('home_marquee_pause')} onClick={() => setPaused((was) => !was)}>
          <svg className="icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d={paused ? 'M8 5v14l11-7z' : 'M8 5v14M16 5v14'} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      )}
    </section>
  );
}
