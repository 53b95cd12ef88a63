import * as v from 'valibot';
import { lenientText, optionalText } from '../decode/lenient-schemas';
import { bannerFields, bannerList, IMAGE_ADDRESS, NOT_CAROUSEL } from './banner-rules';

export type LinkageType = 'P' | 'URL' | 'G';

/** shell §3 "Banner: linkageType (P, URL or G), linkage, roomId, nodeId, gameType, vendor" (+ its image url and group). */
export interface Banner {
  readonly linkageType: LinkageType | null;
  readonly linkage: string | null;
  readonly roomId: string | null;
  readonly nodeId: string | null;
  readonly gameType: string | null;
  readonly vendor: string | null;
  /** The image: an absolute http(s) address or a same-origin path, else null. */
  readonly url: string | null;
  /** shell §3 "Banner group: groupName (m_popup1, m_popup2)"; null for the plain home carousel. */
  readonly groupName: string | null;
  /** What the image shows, for its text alternative (also `name` or `alt`); null when not served. */
  readonly title: string | null;
}

const linkageType = v.fallback(
  v.nullable(v.pipe(lenientText, v.toUpperCase(), v.picklist(['P', 'URL', 'G']))),
  null,
);

// The linkage keeps its own spacing: the routing policy decides what leading or trailing space means.
const linkage = v.fallback(
  v.nullable(v.union([v.pipe(v.string(), v.nonEmpty()), v.pipe(v.number(), v.finite(), v.transform(String))])),
  null,
);

const imageUrl = v.fallback(v.nullable(v.pipe(lenientText, v.check((url) => IMAGE_ADDRESS.test(url)))), null);

const bannerSchema = v.object({
  linkageType,
  linkage,
  roomId: optionalText,
  nodeId: optionalText,
  gameType: optionalText,
  vendor: v.fallback(v.nullable(v.pipe(lenientText, v.toUpperCase())), null),
  url: imageUrl,
  groupName: optionalText,
  title: optionalText,
});

/** One banner read leniently (its fields under every served name: bannerFields); null when it is no object. */
export function decodeBanner(input: unknown): Banner | null {
  const fields = bannerFields(input);
  return fields ? v.parse(bannerSchema, fields) : null;
}

/** A banner list wherever it is served (bannerList); entries that are no object are dropped. */
export function decodeBanners(input: unknown): Banner[] {
  return bannerList(input).flatMap((item) => {
    const banner = decodeBanner(item);
    return banner ? [banner] : [];
  });
}

/** The home carousel: banners with an image that belong to no download group. */
export function carouselBanners(banners: readonly Banner[]): Banner[] {
  return banners.filter((banner) => banner.url !== null && !(banner.groupName && NOT_CAROUSEL.test(banner.groupName)));
}
