import { useEffect, useRef, useState } from 'react';
import { LAZY_IMAGE_DELAY_MS, LAZY_IMAGE_THRESHOLD_PX } from '../../core/home/lazy-image';

interface LazyImageProps {
  readonly src: string;
  readonly alt: string;
  /** The intrinsic size: the box keeps this ratio before the image arrives, so nothing shifts. */
  readonly width: number;
  readonly height: number;
  readonly className?: string;
  /** Above the fold (the first banner): load at once, with high priority. */
  readonly eager?: boolean;
}

/**
 * player-journey §9 "Lazy image threshold; delay: 100; 150 ms": the image starts loading 150 ms after it
 * comes within 100 px of the screen. Without IntersectionObserver it loads at once.
 */
export function LazyImage({ src, alt, width, height, className, eager = false }: LazyImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [shown, setShown] = useState(eager);

  useEffect(() => {
    if (shown) return;
    const image = ref.current;
    if (!image || typeof IntersectionObserver === 'undefined') {
      setShown(true);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        timer = setTimeout(() => setShown(true), LAZY_IMAGE_DELAY_MS);
      },
      { rootMargin: `${LAZY_IMAGE_THRESHOLD_PX}px` },
    );
    observer.observe(image);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [shown]);

  return (
    <img
      ref={ref}
      className={className ? `lazy-image ${className}` : 'lazy-image'}
      src={shown ? src : undefined}
      alt={alt}
      width={width}
      height={height}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
      style={{ aspectRatio: `${width} / ${height}` }}
    />
  );
}
