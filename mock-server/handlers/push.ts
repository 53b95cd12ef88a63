import type { HttpHandler } from 'msw';
import { z } from 'zod';
import { routes } from '../routes';
import { wpsRoute } from './define-route';
import { businessFailure, ok } from './envelope';

const tokenSchema = z.looseObject({ registrationToken: z.string().min(1) });

function withRegistrationToken(body: unknown, answer: () => Response): Response {
  return tokenSchema.safeParse(body).success ? answer() : businessFailure('fcm.token.required', 'registrationToken is required.');
}

export const pushHandlers: HttpHandler[] = [
  wpsRoute(routes.fcmBind, ({ body }) => withRegistrationToken(body, () => ok(true))),
  wpsRoute(routes.fcmSubscribe, ({ body }) => withRegistrationToken(body, () => ok(true))),
  wpsRoute(routes.fcmUnsubscribe, ({ body }) => withRegistrationToken(body, () => ok(true))),
];
