import { isFields, unwrapValue, type Fields } from '../decode/fields';
import { settingsIn } from '../config/settings-answer';
import type { TransportOutcome } from '../http/model';
import { IMAGE_ADDRESS, NOT_CAROUSEL } from '../config/banner-rules';

/** The carousel's first picture as the home page will show it, and how many banners the carousel has. */
export interface FirstCarouselBanner {
  readonly url: string;
  /** Its text alternative when served (else the page names it "Banner 1 of {count}"). */
  readonly title: string | null;
  readonly count: number;
}

/** A string or finite number, trimmed, not empty (config/lenient-schemas.ts lenientText). */
function lenientText(input: unknown): string | null {
  const text = typeof input === 'string' ? input : Number.isFinite(input) ? String(input) : null;
  return text?.trim() || null;
}

/**
 * From the consolidated settings' answer, the carousel's first banner: what LoadSharedConfig, decodeBanners and
 * carouselBanners make of it, read without the decoder so the boot shell can paint it before the app's code
 * arrives (first-carousel-banner.test.ts holds the two readings equal). null when the answer is no success or the
 * carousel is empty.
 */
export function firstCarouselBanner(outcome: TransportOutcome): FirstCarouselBanner | null {
  const settings = settingsIn(outcome);
  const banners = settings?.banners;
  const list = Array.isArray(banners) ? banners : listIn(unwrapValue(banners));
  const carousel = list.flatMap((item) => {
    if (!isFields(item)) return [];
    const url = lenientText(item.url ?? item.imageUrl ?? item.image);
    const group = lenientText(item.groupName);
    if (url === null || !IMAGE_ADDRESS.test(url) || NOT_CAROUSEL.test(group ?? '')) return [];
    return [{ url, title: lenientText(item.title ?? item.name ?? item.alt) }];
  });
  const first = carousel[0];
  return first ? { ...first, count: carousel.length } : null;
}

function listIn(fields: Fields | null): unknown[] {
  const found = [fields?.banners, fields?.list, fields?.records].find(Array.isArray);
  return (found as unknown[] | undefined) ?? [];
}
