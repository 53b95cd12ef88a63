/**
 * The backend as a spec wants it, through Playwright's routing: every /wps call is matched to its row of the
 * endpoint catalogue (core/http/endpoints.ts) and answered with GOOD (e2e/attack/good-answers.ts) unless the
 * spec's `answerFor` says otherwise; every request off this machine is answered here too (images, pixel
 * scripts, the pages external links open), so nothing leaves the machine and each one is recorded.
 * Only for the production build behind nginx: the mock build's service worker would answer /wps itself.
 */
import type { BrowserContext, Page, Request, Route } from '@playwright/test';
import { endpoints, type EndpointName } from '../../core/http/endpoints';
import { GOOD, RAW_ROWS } from './good-answers';

/** A catalogue row; the announcement list is two rows for the screens (its popup and marquee categories). */
export type Row = EndpointName | 'popups' | 'marquee';

/** An answer as core's transport sees outcomes (core/http/model.ts TransportOutcome), plus a delay. */
export type WpsAnswer =
  | { readonly kind: 'response'; readonly status: number; readonly body: unknown; readonly delayMs?: number }
  | { readonly kind: 'timeout' }
  | { readonly kind: 'no-response' };

/** The answer to the `call`-th request (0-based) of `row`; undefined: the good answer. */
export type AnswerFor = (row: Row, call: number, request: Request) => WpsAnswer | undefined;

export interface Served {
  readonly row: Row;
  readonly call: number;
  readonly answer: WpsAnswer;
  readonly good: boolean;
}

export interface Backend {
  readonly served: Served[];
  /** Every request to another origin: `${resourceType} ${url}`. */
  readonly foreign: string[];
}

const MARQUEE_LINES = [{ id: 'q1', title: 'Draw tonight', content: '<p>Draw tonight at <b>9 pm</b></p>' }];

const ROWS = (Object.keys(endpoints) as EndpointName[]).filter((name) => name !== 'domainPing' && !endpoints[name].path.startsWith('/m/'));

/** The catalogue row a request is for; null when it is no row (the spec answers 404). */
export function rowOf(method: string, url: URL): Row | null {
  if (url.pathname === endpoints.announcements.path) return url.searchParams.get('category') === 'marquee' ? 'marquee' : 'popups';
  const found = ROWS.find((name) => endpoints[name].path === url.pathname && endpoints[name].method === method);
  return found ?? ROWS.find((name) => endpoints[name].path === url.pathname) ?? null;
}

export function goodAnswer(row: Row): WpsAnswer {
  const value = row === 'popups' ? GOOD.announcements : row === 'marquee' ? MARQUEE_LINES : GOOD[row];
  return { kind: 'response', status: 200, body: row !== 'popups' && row !== 'marquee' && RAW_ROWS.has(row) ? value : { success: true, value } };
}

/** An envelope of success around `value`. */
export const ok = (value: unknown): WpsAnswer => ({ kind: 'response', status: 200, body: { success: true, value } });

const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

async function fulfil(route: Route, answer: WpsAnswer): Promise<void> {
  if (answer.kind === 'timeout') return route.abort('timedout');
  if (answer.kind === 'no-response') return route.abort('connectionreset');
  if (answer.delayMs) await new Promise((wait) => setTimeout(wait, answer.delayMs));
  // A status no HTTP response can carry (0, 1xx, 600+): the connection fails, as a browser reports it.
  if (!Number.isInteger(answer.status) || answer.status < 200 || answer.status > 599) return route.abort('failed');
  const { body } = answer;
  // Bodies that are strings are the wire text itself (an HTML error page, a truncated JSON); the rest is JSON.
  const text = typeof body === 'string' ? body : (JSON.stringify(body) ?? '');
  const contentType = typeof body === 'string' && body.trimStart().startsWith('<') ? 'text/html' : 'application/json; charset=utf-8';
  try {
    await route.fulfill({ status: answer.status, contentType, body: text });
  } catch {
    await route.abort('failed').catch(() => undefined);
  }
}

/** Routes /wps and every foreign origin of `target` (a page, or a context to cover the windows it opens). */
export async function serveBackend(target: Page | BrowserContext, answerFor: AnswerFor = () => undefined): Promise<Backend> {
  const backend: Backend = { served: [], foreign: [] };
  const calls = new Map<Row, number>();
  await target.route(
    (url) => url.pathname.startsWith('/wps/'),
    async (route) => {
      const request = route.request();
      const row = rowOf(request.method(), new URL(request.url()));
      if (row === null) return route.fulfill({ status: 404, contentType: 'application/json', body: '{"success":false,"message":"no such row"}' });
      const call = calls.get(row) ?? 0;
      calls.set(row, call + 1);
      const chosen = answerFor(row, call, request);
      const answer = chosen ?? goodAnswer(row);
      backend.served.push({ row, call, answer, good: chosen === undefined });
      return fulfil(route, answer);
    },
  );
  await target.route(/^(https?|wss?):\/\/(?!127\.0\.0\.1[:/])/, (route) => {
    const request = route.request();
    const type = request.resourceType();
    backend.foreign.push(`${type} ${request.url()}`);
    if (type === 'image') return route.fulfill({ contentType: 'image/png', body: PNG_1X1 });
    if (type === 'script') return route.fulfill({ contentType: 'application/javascript', body: '/* third party */' });
    if (type === 'stylesheet') return route.fulfill({ contentType: 'text/css', body: '' });
    if (type === 'document') return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>external</title><p>external page</p>' });
    return route.fulfill({ status: 204 });
  });
  return backend;
}
