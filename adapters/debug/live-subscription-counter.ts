import { Observable } from 'rxjs';
import { LIVE_SUBSCRIPTIONS_CENSUS, LIVE_SUBSCRIPTIONS_READER } from './live-subscriptions-flag';

/** What the counter patches: Observable's prototype, or a stand-in for a test. */
export interface Subscribable {
  subscribe(...args: unknown[]): { add(teardown: () => void): void };
}

/** How many live subscriptions were made from each place: the call stack at subscribe, as the engine prints it. */
export type Census = Record<string, number>;

export interface LiveSubscriptionCounter {
  readonly read: () => number;
  readonly census: () => Census;
}

const COUNTER = Symbol('live subscriptions');

/** The stack of the subscribe call, without the error line and the counter's own two frames. */
function callSite(): string {
  return String(new Error().stack).split('\n').slice(3).join('\n');
}

/**
 * Counts the subscriptions made through `prototype.subscribe` that are still live: one more on each
 * subscribe, one less when it ends (unsubscribed, completed, errored). Every operator of a pipe subscribes to
 * its source, so a chain counts once per link: the figure is for comparing over time, not a count of streams. With
 * `census`, each live subscription also keeps the stack it was made from, so a growth can be traced to its
 * place. Installing twice counts once.
 */
export function countLiveSubscriptions(prototype: Subscribable, census = false): LiveSubscriptionCounter {
  const patched = prototype as Subscribable & { [COUNTER]?: LiveSubscriptionCounter };
  // Its own: a subclass's prototype inherits its parent's counter, and counts on its own.
  if (Object.hasOwn(patched, COUNTER)) return patched[COUNTER]!;
  const original = prototype.subscribe;
  let live = 0;
  const places = new Map<object, string>();
  prototype.subscribe = function subscribe(this: unknown, ...args: unknown[]) {
    const subscription = original.apply(this, args);
    live += 1;
    if (census) places.set(subscription, callSite());
    // A subscription already over runs the teardown at once.
    subscription.add(() => {
      live -= 1;
      places.delete(subscription);
    });
    return subscription;
  };
  const counter: LiveSubscriptionCounter = {
    read: () => live,
    census: () => {
      const counts: Census = {};
      for (const place of places.values()) counts[place] = (counts[place] ?? 0) + 1;
      return counts;
    },
  };
  patched[COUNTER] = counter;
  return counter;
}

/**
 * The page's counter on RxJS's Observable, readable as `globalThis[LIVE_SUBSCRIPTIONS_READER]()`, and its
 * census as `globalThis[LIVE_SUBSCRIPTIONS_CENSUS]()` (empty unless `census`).
 */
export function installLiveSubscriptionCounter(scope: Record<string, unknown>, census = false): void {
  const counter = countLiveSubscriptions(Observable.prototype as unknown as Subscribable, census);
  scope[LIVE_SUBSCRIPTIONS_READER] = counter.read;
  scope[LIVE_SUBSCRIPTIONS_CENSUS] = counter.census;
}
