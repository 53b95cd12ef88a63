import { http, HttpResponse, type HttpHandler } from 'msw';
import { artSvg, isArtKind } from '../art';
import { db } from '../db';
import { artWords } from '../seed-art';
import { ensureSeeded } from '../seed';

/** The mock's generated pictures (not a platform route): `/wps/mock/art/{merchant}/{kind}/{name}.svg`. */
export const MOCK_ART_PATTERN = /\/wps\/mock\/art\/([A-Za-z0-9_-]+)\/([a-z]+)\/([A-Za-z0-9_-]+)\.svg$/;

const cache = new Map<string, string>();

export const artHandlers: HttpHandler[] = [
  http.get('*/wps/mock/art/:merchant/:kind/:file', async ({ request }) => {
    const match = MOCK_ART_PATTERN.exec(new URL(request.url).pathname);
    await ensureSeeded();
    const merchant = match ? db.merchants.findFirst((q) => q.where({ code: match[1]! })) : undefined;
    const kind = match?.[2] ?? '';
    if (!match || !merchant || !isArtKind(kind)) return new HttpResponse(null, { status: 404 });
    const key = `${merchant.code}/${kind}/${match[3]!}`;
    let svg = cache.get(key);
    if (svg === undefined) {
      svg = artSvg(kind, key, artWords(merchant.code, kind, match[3]!));
      cache.set(key, svg);
    }
    return new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=3600' } });
  }),
];
