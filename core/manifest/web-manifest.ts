import * as v from 'valibot';
import { lenientText, unwrapValue } from '../decode/lenient-schemas';
import { PWA_ICON_SIZES, type PwaSettings } from '../config/shared-config';

export interface ManifestIcon {
  readonly src: string;
  readonly sizes: string;
  readonly type: string;
}

/** The web-app manifest (shell §4 "Manifest: created once", §9 "Manifest: …"). */
export interface WebManifest {
  readonly name: string;
  readonly short_name: string;
  readonly display: 'standalone';
  readonly orientation: 'portrait';
  readonly scope: string;
  readonly start_url: string;
  readonly background_color: string;
  readonly theme_color: string;
  readonly icons: readonly ManifestIcon[];
}

// shell §9 "Manifest: display standalone, orientation portrait, scope /m/, start /m/home with
// utm_source=homescreen, white theme; icons 192, 256, 384, 512 px."
export const MANIFEST_SCOPE = '/m/';
export const MANIFEST_START_URL = '/m/home?utm_source=homescreen';
export const MANIFEST_WHITE = '#ffffff';
export const ICON_TYPE = 'image/png';

const FIXED = {
  display: 'standalone',
  orientation: 'portrait',
  scope: MANIFEST_SCOPE,
  start_url: MANIFEST_START_URL,
  background_color: MANIFEST_WHITE,
  theme_color: MANIFEST_WHITE,
} as const;

const sizesOf = (size: number): string => `${size}x${size}`;

function pwaIcons(pwa: PwaSettings): ManifestIcon[] {
  return PWA_ICON_SIZES.flatMap((size) => {
    const src = pwa.icons[size];
    return src ? [{ src, sizes: sizesOf(size), type: ICON_TYPE }] : [];
  });
}

/** The manifest made from the shared config's PWA settings alone. */
export function buildWebManifest(pwa: PwaSettings): WebManifest {
  return { name: pwa.title, short_name: pwa.title, ...FIXED, icons: pwaIcons(pwa) };
}

const iconSchema = v.object({
  src: lenientText,
  sizes: v.fallback(lenientText, ''),
  type: v.fallback(lenientText, ICON_TYPE),
});

const serverManifestSchema = v.object({
  success: v.optional(v.literal(true)),
  name: v.fallback(v.nullable(lenientText), null),
  short_name: v.fallback(v.nullable(lenientText), null),
  icons: v.fallback(
    v.pipe(
      v.array(v.unknown()),
      v.transform((icons) =>
        icons.flatMap((icon) => {
          const read = v.safeParse(iconSchema, icon);
          return read.success ? [read.output] : [];
        }),
      ),
    ),
    (): ManifestIcon[] => [],
  ),
});

/**
 * The server's manifest (`GET /wps/system/manifest.json`) with the shell §9 fields forced, names taken
 * from the PWA title when missing, and each of the four icon sizes from the PWA settings when the server
 * has none of that size. null when the answer is not a manifest at all.
 */
export function completeServerManifest(answer: unknown, pwa: PwaSettings): WebManifest | null {
  const read = v.safeParse(serverManifestSchema, unwrapValue(answer));
  if (!read.success) return null;
  const server = read.output;
  const name = server.name ?? server.short_name ?? pwa.title;
  const fromPwa = pwaIcons(pwa);
  const required = PWA_ICON_SIZES.flatMap((size) => {
    const icon = server.icons.find((i) => i.sizes.split(/\s/).includes(sizesOf(size))) ?? fromPwa.find((i) => i.sizes === sizesOf(size));
    return icon ? [icon] : [];
  });
  const others = server.icons.filter((icon) => !required.includes(icon));
  return { name, short_name: server.short_name ?? name, ...FIXED, icons: [...required, ...others] };
}

/**
 * Absolute start_url, scope and icon links: a manifest served from a blob: URL resolves relative links
 * against the blob URL, not the page.
 */
export function resolveManifestUrls(manifest: WebManifest, origin: string): WebManifest {
  const absolute = (url: string): string => {
    try {
      return new URL(url, origin).href;
    } catch {
      return url;
    }
  };
  return {
    ...manifest,
    scope: absolute(manifest.scope),
    start_url: absolute(manifest.start_url),
    icons: manifest.icons.map((icon) => ({ ...icon, src: absolute(icon.src) })),
  };
}
