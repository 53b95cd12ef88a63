/**
 * The carousel's rules as plain values, without the decoder (valibot): core/home/banner.ts decodes with them, and
 * the boot shell (src/boot) picks the first banner with them before the app's code has arrived.
 */

/**
 * An image the page may fetch: absolute http(s), or a path on the page's own origin. The rule of
 * core/content/image-source.ts, written out: banners are read in the first load, which importing that module (and
 * the customer-service link rules behind it) would grow by two chunks.
 */
// eslint-disable-next-line no-control-regex
export const IMAGE_ADDRESS = /^(?:https?:\/\/[^/\\\s]|\/(?![/\\]))[^\\\u0000-\u001f\u007f]*$/i;

/** Groups that are not the home carousel (shell §9 "Banner groups m_popup1 and m_popup2": the download images). */
export const NOT_CAROUSEL = /^m_popup/i;
