/**
 * The banners' rules as plain values and functions, without the decoder (valibot): core/config/banner.ts decodes
 * with them, and the boot shell (core/home/first-carousel-banner.ts) picks the first banner with them before the
 * app's code has arrived. Where a list is served and what each field is also called exist only here.
 */
import { isFields, unwrapValue, type Fields } from '../decode/fields';

/**
 * An image the page may fetch: absolute http(s), or a path on the page's own origin. The rule of
 * core/content/image-source.ts, written out: banners are read in the first load, which importing that module (and
 * the customer-service link rules behind it) would grow by two chunks.
 */
// eslint-disable-next-line no-control-regex
export const IMAGE_ADDRESS = /^(?:https?:\/\/[^/\\\s]|\/(?![/\\]))[^\\\u0000-\u001f\u007f]*$/i;

/** Groups that are not the home carousel (shell §9 "Banner groups m_popup1 and m_popup2": the download images). */
export const NOT_CAROUSEL = /^m_popup/i;

/**
 * A banner list: an array, or one under `banners`, `list` or `records`, at the top level or under `value` (the
 * consolidated settings carry `banners`).
 */
export function bannerList(input: unknown): readonly unknown[] {
  if (Array.isArray(input)) return input;
  const fields = unwrapValue(input);
  const found = [fields?.banners, fields?.list, fields?.records].find(Array.isArray);
  return (found as unknown[] | undefined) ?? [];
}

/**
 * One banner's fields under their served names: `linkType`/`type` for linkageType, `link`/`linkUrl` for linkage,
 * `imageUrl`/`image` for url, `name`/`alt` for title. null when the entry is no object.
 */
export function bannerFields(input: unknown): Fields | null {
  if (!isFields(input)) return null;
  return {
    ...input,
    linkageType: input.linkageType ?? input.linkType ?? input.type,
    linkage: input.linkage ?? input.link ?? input.linkUrl,
    url: input.url ?? input.imageUrl ?? input.image,
    title: input.title ?? input.name ?? input.alt,
  };
}
