import { http, HttpResponse, type HttpHandler } from 'msw';
import { requestLog } from '../request-log';

/** Where a mock build sends its vitals (vite.config.ts: VITE_VITALS_URL), not a platform route. */
export const VITALS_PATH = '/wps/mock/vitals';

/** One figure as the page sent it (core/vitals/report-vitals.ts's body, read without importing it). */
export interface ReceivedVital {
  readonly name: string;
  readonly value: number;
  readonly rating?: string;
  readonly page?: string;
}

/** The body when it is one figure, else null (the dev panel lists figures only). */
export function parseVital(body: unknown): ReceivedVital | null {
  if (typeof body !== 'object' || body === null) return null;
  const { name, value, rating, page } = body as Record<string, unknown>;
  if (typeof name !== 'string' || typeof value !== 'number' || !Number.isFinite(value)) return null;
  return { name, value, rating: typeof rating === 'string' ? rating : undefined, page: typeof page === 'string' ? page : undefined };
}

/** Collects the beacons: logged (the dev panel shows the last ones), answered 204 as a collector does. */
export const vitalsHandlers: HttpHandler[] = [
  http.post(`*${VITALS_PATH}`, async ({ request }) => {
    const text = await request.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      // kept as text: the panel leaves it out
    }
    const url = new URL(request.url);
    requestLog.record({ method: 'POST', url: request.url, origin: url.origin, path: VITALS_PATH, query: {}, headers: {}, body });
    return new HttpResponse(null, { status: 204 });
  }),
];
