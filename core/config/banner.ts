import * as v from 'valibot';
import { isFields, lenientText, optionalText, unwrapValue } from '../decode/lenient-schemas';
import { IMAGE_ADDRESS, NOT_CAROUSEL } from './banner-rules';

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

/** One banner read leniently (`linkType`/`type` and `link`/`linkUrl` also accepted); null when it is no object. */
export function decodeBanner(input: unknown): Banner | null {
  if (!isFields(input)) return null;
  const fields = {
    ...input,
    linkageType: input.linkageType ?? input.linkType ?? input.type,
    linkage: input.linkage ?? input.link ?? input.linkUrl,
    url: input.url ?? input.imageUrl ?? input.image,
    title: input.title ?? input.name ?? input.alt,
  };
  return v.parse(bannerSchema, fields);
}

/**
 * A banner list: an array, or one under `banners`, `list` or `records`, at the top level or under
 * `value` (the consolidated settings carry `banners`). Entries that are no object are dropped.
 */
export function decodeBanners(input: unknown): Banner[] {
  const list = Array.isArray(input) ? input : listIn(unwrapValue(input));
  return list.flatMap((item) => {
    const banner = decodeBanner(item);
    return banner ? [banner] : [];
  });
}

function listIn(fields: Readonly<Record<string, unknown>> | null): unknown[] {
  if (!fields) return [];
  const found = [fields.banners, fields.list, fields.records].find(Array.isArray);
  return (found as unknown[] | undefined) ?? [];
}

/** The home carousel: banners with an image that belong to no download group. */
export function carouselBanners(banners: readonly Banner[]): Banner[] {
  return banners.filter((banner) => banner.url !== null && !(banner.groupName && NOT_CAROUSEL.test(banner.groupName)));
}
