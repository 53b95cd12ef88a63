import type { HttpHandler } from 'msw';
import { routes } from '../routes';
import { signedIn, wpsRoute } from './define-route';
import { businessFailure, ok } from './envelope';

export const trackingHandlers: HttpHandler[] = [
  // shell §7: "events as a JSON string".
  wpsRoute(routes.trackingEvent, ({ body }) => {
    const events = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).events : undefined;
    if (typeof events !== 'string') return businessFailure('tracking.events.invalid', 'events must be a JSON string.');
    try {
      JSON.parse(events);
    } catch {
      return businessFailure('tracking.events.invalid', 'events must be a JSON string.');
    }
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
];
