import { http, HttpResponse, type HttpHandler } from 'msw';
import { z } from 'zod';
import { requestLog } from '../request-log';
import { routes } from '../routes';
import { signedIn, wpsRoute } from './define-route';
import { businessFailure, ok } from './envelope';

/** One recorded event as the mock accepts it: a name and the payload fields (numbers for the amounts). */
const eventSchema = z.looseObject({
  event: z.string().min(1),
  customerId: z.string().optional(),
  customerName: z.string().optional(),
  revenue: z.number().optional(),
  value: z.number().optional(),
  currency: z.string().max(3).optional(),
  af_revenue: z.number().optional(),
  amount: z.number().optional(),
  time: z.number().optional(),
});
const eventsSchema = z.array(eventSchema).min(1);

/** The events of a body `{ events: "<JSON array>" }` (shell §7 "events as a JSON string"), or null. */
export function parseTrackingEvents(body: unknown): z.infer<typeof eventsSchema> | null {
  const events = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).events : undefined;
  if (typeof events !== 'string') return null;
  try {
    const parsed = eventsSchema.safeParse(JSON.parse(events));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const PIXEL_NETWORKS = ['meta', 'tiktok', 'google', 'kwai', 'bigo'] as const;

/** A fake ad-network script: it only says it ran (window.__mockPixels), so mock builds never reach the internet. */
function fakePixelScript(network: string, id: string): string {
  return `(window.__mockPixels = window.__mockPixels || []).push(${JSON.stringify({ network, id })});`;
}

export const trackingHandlers: HttpHandler[] = [
  wpsRoute(routes.trackingEvent, ({ body }) => {
    if (parseTrackingEvents(body) === null) return businessFailure('tracking.events.invalid', 'events must be a JSON string of an array of events.');
    return ok(true);
  }),

  wpsRoute(routes.trackingUserDetails, (context) => {
    const { member } = signedIn(context);
    return ok({
      customerId: member.id,
      customerName: member.userName,
      currency: context.merchant.currency,
      regDate: member.regDate,
      totalDepositSuccessCount: member.totalDepositSuccessCount,
    });
  }),

  // The mock's own path (not a platform route): `/wps/mock/pixels/{network}.js?id=…`, logged like a call.
  http.get('*/wps/mock/pixels/:file', ({ request, params }) => {
    const url = new URL(request.url);
    requestLog.record({ method: 'GET', url: request.url, origin: url.origin, path: url.pathname, query: Object.fromEntries(url.searchParams), headers: {}, body: undefined });
    const network = String(params.file).replace(/\.js$/, '');
    if (!(PIXEL_NETWORKS as readonly string[]).includes(network)) return new HttpResponse(null, { status: 404 });
    return new HttpResponse(fakePixelScript(network, url.searchParams.get('id') ?? ''), {
      headers: { 'Content-Type': 'text/javascript; charset=utf-8' },
    });
  }),
];
