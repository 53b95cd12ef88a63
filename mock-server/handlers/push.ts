import type { HttpHandler } from 'msw';
import { fcmBindBody, fcmSubscribeBody, fcmUnsubscribeBody } from '../request-rules';
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


export const pushHandlers: HttpHandler[] = [
  // Binding a token to another member moves it (one browser, one token): its topics go with the old member.
  wpsRoute(routes.fcmBind, (context) => {
    const token = fcmBindBody.parse(context.body).registrationToken;
    const { member } = signedIn(context);
    const before = bindings.get(token);
    const same = before?.merchantCode === context.merchant.code && before.userName === member.userName;
    setPushBinding(token, { merchantCode: context.merchant.code, userName: member.userName, topics: same ? before.topics : [] });
    return ok(true);
  }),
  wpsRoute(routes.fcmSubscribe, (context) => {
    const { registrationToken, topic } = fcmSubscribeBody.parse(context.body);
    const { member } = signedIn(context);
    const binding = bindings.get(registrationToken);
    if (!binding || binding.userName !== member.userName || binding.merchantCode !== context.merchant.code) {
      return businessFailure('fcm.token.unbound', 'Bind the token first.');
    }
    const topics = binding.topics.includes(topic) ? binding.topics : [...binding.topics, topic];
    setPushBinding(registrationToken, { ...binding, topics });
    return ok(true);
  }),
  // No session needed (it follows a logout): the token names its binding; an unknown token is already unsubscribed.
  // unsubscribeAll is on (the route refused it otherwise): every topic goes.
  wpsRoute(routes.fcmUnsubscribe, (context) => {
    const { registrationToken } = fcmUnsubscribeBody.parse(context.body);
    const binding = bindings.get(registrationToken);
    if (!binding || binding.merchantCode !== context.merchant.code) return ok(true);
    setPushBinding(registrationToken, { ...binding, topics: [] });
    return ok(true);
  }),
];
