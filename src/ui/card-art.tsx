import { LazyImage } from './lazy-image';

interface CardArtProps {
  readonly src: string | null | undefined;
  readonly width: number;
  readonly height: number;
  readonly className: string;
}

/** A card's decorative picture, lazily loaded with its size reserved; a same-size placeholder when it has none. */
export function CardArt({ src, width, height, className }: CardArtProps) {
  return src ? (
    <LazyImage src={src} alt="" width={width} height={height} className={className} />
  ) : (
    <span className={`${className} placeholder`} aria-hidden="true" />
  );
}
