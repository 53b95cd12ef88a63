import { http, HttpResponse, type HttpHandler } from 'msw';
import { db } from '../db';
import { pngIcon } from '../png-icon';
import { ensureSeeded } from '../seed';

/** The mock's own images (not a platform route): `/wps/mock/icons/{merchant}/{size}.png`, 16 to 1024 px. */
export const MOCK_ICON_PATTERN = /\/wps\/mock\/icons\/([A-Za-z0-9_-]+)\/(\d{2,4})\.png$/;

const cache = new Map<string, Uint8Array>();

export const iconHandlers: HttpHandler[] = [
  http.get('*/wps/mock/icons/:merchant/:file', async ({ request }) => {
    const match = MOCK_ICON_PATTERN.exec(new URL(request.url).pathname);
    const size = Number(match?.[2]);
    await ensureSeeded();
    const merchant = match ? db.merchants.findFirst((q) => q.where({ code: match[1]! })) : undefined;
    if (!merchant || size < 16 || size > 1024) return new HttpResponse(null, { status: 404 });
    const key = `${merchant.iconColor}:${size}`;
    let png = cache.get(key);
    if (!png) {
      png = pngIcon(size, merchant.iconColor);
      cache.set(key, png);
    }
    return new HttpResponse(png.slice().buffer, { headers: { 'Content-Type': 'image/png', 'Cache-Control': 'max-age=3600' } });
  }),
];
