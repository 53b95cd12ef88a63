import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { isMiniGameVariant, miniGameScriptSource } from './minigame-script';
import { requestLog } from '../request-log';
import { scenarios } from '../scenarios';

/**
 * `GET /mini-game/{v1|s1}/minigame.js` (player-journey §2; not a /wps call): the widget script, logged like a
 * call and subject to the per-path delay and failure switches (a failed script is how the widget fails).
 */
export const miniGameHandlers: HttpHandler[] = [
  http.get('*/mini-game/:variant/minigame.js', async ({ request, params }) => {
    const url = new URL(request.url);
    requestLog.record({ method: 'GET', url: request.url, origin: url.origin, path: url.pathname, query: Object.fromEntries(url.searchParams), headers: {}, body: undefined });
    const ms = scenarios.get().delays[url.pathname];
    if (ms) await delay(ms);
    const failure = scenarios.get().failures[url.pathname];
    if (failure?.kind === 'network-error') return HttpResponse.error();
    if (failure) return new HttpResponse('/* failed */', { status: failure.kind === 'status' ? failure.status : 500 });
    const variant = String(params.variant);
    if (!isMiniGameVariant(variant)) return new HttpResponse(null, { status: 404 });
    return new HttpResponse(miniGameScriptSource(variant), {
      headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'max-age=3600' },
    });
  }),
];
