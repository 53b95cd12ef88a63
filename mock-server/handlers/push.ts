import type { HttpHandler } from 'msw';
import { z } from 'zod';
import { routes } from '../routes';
import { signedIn, wpsRoute } from './define-route';
import { businessFailure, ok } from './envelope';

/** One registration token as the server knows it: whose it is and its topics (player-journey §7 CSP_fcm*). */
export interface PushBinding {
  readonly merchantCode: string;
  readonly userName: string;
  readonly topics: readonly string[];
}

const bindings = new Map<string, PushBinding>();
const listeners = new Set<() => void>();

/** What the mock holds per token (tests, the dev panel); cleared by resetMock through clearPushBindings. */
export function pushBindings(): ReadonlyMap<string, PushBinding> {
  return bindings;
}

/** Called after every change of the bindings (the dev panel's list); returns the unsubscribe. */
export function onPushBindingsChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setPushBinding(token: string, binding: PushBinding): void {
  bindings.set(token, binding);
  listeners.forEach((listener) => listener());
}

export function clearPushBindings(): void {
  bindings.clear();
  listeners.forEach((listener) => listener());
}

const bindSchema = z.looseObject({ registrationToken: z.string().min(1) });
const subscribeSchema = z.looseObject({ registrationToken: z.string().min(1), topic: z.string().min(1) });
const unsubscribeSchema = z.looseObject({ registrationToken: z.string().min(1), unsubscribeAll: z.unknown().optional(), topic: z.string().optional() });

const tokenRequired = () => businessFailure('fcm.token.required', 'registrationToken is required.');

export const pushHandlers: HttpHandler[] = [
  // Binding a token to another member moves it (one browser, one token): its topics go with the old member.
  wpsRoute(routes.fcmBind, (context) => {
    const body = bindSchema.safeParse(context.body);
    if (!body.success) return tokenRequired();
    const { member } = signedIn(context);
    const token = body.data.registrationToken;
    const before = bindings.get(token);
    const same = before?.merchantCode === context.merchant.code && before.userName === member.userName;
    setPushBinding(token, { merchantCode: context.merchant.code, userName: member.userName, topics: same ? before.topics : [] });
    return ok(true);
  }),
  wpsRoute(routes.fcmSubscribe, (context) => {
    const body = subscribeSchema.safeParse(context.body);
    if (!body.success) return businessFailure('fcm.subscribe.invalid', 'registrationToken and topic are required.');
    const { member } = signedIn(context);
    const binding = bindings.get(body.data.registrationToken);
    if (!binding || binding.userName !== member.userName || binding.merchantCode !== context.merchant.code) {
      return businessFailure('fcm.token.unbound', 'Bind the token first.');
    }
    const topics = binding.topics.includes(body.data.topic) ? binding.topics : [...binding.topics, body.data.topic];
    setPushBinding(body.data.registrationToken, { ...binding, topics });
    return ok(true);
  }),
  // No session needed (it follows a logout): the token names its binding; an unknown token is already unsubscribed.
  wpsRoute(routes.fcmUnsubscribe, (context) => {
    const body = unsubscribeSchema.safeParse(context.body);
    if (!body.success) return tokenRequired();
    const binding = bindings.get(body.data.registrationToken);
    if (!binding || binding.merchantCode !== context.merchant.code) return ok(true);
    const all = body.data.unsubscribeAll === true || body.data.unsubscribeAll === 'true' || body.data.unsubscribeAll === 1;
    const topics = all ? [] : binding.topics.filter((topic) => topic !== body.data.topic);
    setPushBinding(body.data.registrationToken, { ...binding, topics });
    return ok(true);
  }),
];
