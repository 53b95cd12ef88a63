import { trimmedText } from '../decode/fields';
import { settingsIn } from '../config/settings-answer';
import type { TransportOutcome } from '../http/model';
import { bannerFields, bannerList, IMAGE_ADDRESS, NOT_CAROUSEL } from '../config/banner-rules';

/** The carousel's first picture as the home page will show it, and how many banners the carousel has. */
export interface FirstCarouselBanner {
  readonly url: string;
  /** Its text alternative when served (else the page names it "Banner 1 of {count}"). */
  readonly title: string | null;
  readonly count: number;
}

/**
 * From the consolidated settings' answer, the carousel's first banner: what SharedConfigStore, decodeBanners and
 * carouselBanners make of it, read without the decoder so the boot shell can paint it before the app's code
 * arrives (first-carousel-banner.test.ts holds the two readings equal). null when the answer is no success or the
 * carousel is empty.
 */
export function firstCarouselBanner(outcome: TransportOutcome): FirstCarouselBanner | null {
  const settings = settingsIn(outcome);
  const carousel = bannerList(settings?.banners).flatMap((item) => {
    const fields = bannerFields(item);
    if (!fields) return [];
    const url = trimmedText(fields.url);
    if (!url?.match(IMAGE_ADDRESS) || trimmedText(fields.groupName)?.match(NOT_CAROUSEL)) return [];
    return [{ url, title: trimmedText(fields.title) }];
  });
  const first = carousel[0];
  return first ? { ...first, count: carousel.length } : null;
}
