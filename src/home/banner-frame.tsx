import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { BANNER_HEIGHT, BANNER_WIDTH } from './banner-size';

interface BannerFrameProps extends HTMLAttributes<HTMLElement> {
  readonly viewportRef?: Ref<HTMLDivElement>;
  /** The dots' row; null for a single banner. */
  readonly dots: ReactNode;
  readonly children: ReactNode;
}

/**
 * The carousel's frame: a viewport and, under it, the dots. The carousel, its placeholder and index.html's
 * `boot-shell-banner` template (written out there: the boot shell paints before React; banner-frame.test.tsx holds
 * the two equal) share it, so nothing moves when one replaces the other.
 */
export function BannerFrame({ viewportRef, dots, children, ...attributes }: BannerFrameProps) {
  return (
    <section className="banner-carousel" {...attributes}>
      <div className="banner-viewport" ref={viewportRef}>
        {children}
      </div>
      {dots}
    </section>
  );
}

interface BannerPlaceholderProps {
  readonly first: { readonly url: string; readonly title: string | null };
  readonly count: number;
}

/** The frame with the first picture (not yet a link) while the carousel's code downloads: the image starts at once. */
export function BannerPlaceholder({ first, count }: BannerPlaceholderProps) {
  const { t } = useTranslation();
  return (
    <BannerFrame dots={count > 1 ? <div className="banner-dots" aria-hidden="true" /> : null}>
      <img
        className="lazy-image banner-image"
        src={first.url}
        alt={first.title ?? t('home_banner_n', { n: 1, count })}
        width={BANNER_WIDTH}
        height={BANNER_HEIGHT}
        fetchPriority="high"
      />
    </BannerFrame>
  );
}
