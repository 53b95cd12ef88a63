import { useTranslation } from 'react-i18next';
import type { Banner } from '../../core/config/banner';
import type { LinkTarget } from '../../core/home/link-target';
import { LazyImage } from '../ui/lazy-image';
import { TargetLink } from '../ui/target-link';
import { BANNER_HEIGHT, BANNER_WIDTH } from './banner-size';


interface BannerSlideProps {
  readonly banner: Banner;
  readonly target: LinkTarget;
  readonly index: number;
  readonly count: number;
  readonly eager: boolean;
}

/** One banner: its image inside the link its linkage leads to (shell §5), or no link when refused. */
export function BannerSlide({ banner, target, index, count, eager }: BannerSlideProps) {
  const { t } = useTranslation();
  const alt = banner.title ?? t('home_banner_n', { n: index + 1, count });
  return (
    <TargetLink target={target} className="banner-link">
      <LazyImage src={banner.url ?? ''} alt={alt} width={BANNER_WIDTH} height={BANNER_HEIGHT} className="banner-image" eager={eager} />
    </TargetLink>
  );
}
