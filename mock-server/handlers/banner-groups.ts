import { http, HttpResponse, type HttpHandler } from 'msw';
import { db } from '../db';
import { pngIcon } from '../png-icon';
import { routes } from '../routes';
import { ensureSeeded } from '../seed';
import { wpsRoute } from './define-route';
import { ok } from './envelope';
import { onOrigin } from './shared-config';

/** shell §9 "Banner groups m_popup1 and m_popup2": what the call answers when no groupNames are asked. */
const DOWNLOAD_GROUPS = ['m_popup1', 'm_popup2'];

/** The mock's own download images (not a platform route): `/wps/mock/download-image/{merchant}/{name}.png`. */
export const DOWNLOAD_IMAGE_PATTERN = /\/wps\/mock\/download-image\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_.-]+)\.png$/;
const IMAGE_SIZE = 320;
const cache = new Map<string, Uint8Array>();

/** A colour per file name, so a new name also looks new. */
function colourOf(name: string): string {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return `#${(hash & 0xffffff).toString(16).padStart(6, '0')}`;
}

export const bannerGroupHandlers: HttpHandler[] = [
  // Query: groupNames (comma list). Answer: [{groupName, url}] (shell §3 "Banner group"); mock paths made absolute.
  wpsRoute(routes.bannerGroups, ({ merchant, query, url }) => {
    const asked = query.get('groupNames')?.split(',').map((name) => name.trim()).filter(Boolean);
    const groups = asked?.length ? asked : DOWNLOAD_GROUPS;
    return ok(
      db.banners
        .findMany((q) => q.where({ merchantCode: merchant.code }))
        .filter((banner) => groups.includes(banner.groupName))
        .map((banner) => ({ groupName: banner.groupName, url: onOrigin(banner.url, url.origin) })),
    );
  }),

  http.get('*/wps/mock/download-image/:merchant/:file', async ({ request }) => {
    const match = DOWNLOAD_IMAGE_PATTERN.exec(new URL(request.url).pathname);
    await ensureSeeded();
    const merchant = match ? db.merchants.findFirst((q) => q.where({ code: match[1]! })) : undefined;
    if (!match || !merchant) return new HttpResponse(null, { status: 404 });
    const key = `${merchant.code}/${match[2]}`;
    let png = cache.get(key);
    if (!png) {
      png = pngIcon(IMAGE_SIZE, colourOf(key));
      cache.set(key, png);
    }
    return new HttpResponse(png.slice().buffer, { headers: { 'Content-Type': 'image/png', 'Cache-Control': 'max-age=3600' } });
  }),
];
