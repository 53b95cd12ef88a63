import { Observable } from 'rxjs';
import { LIVE_SUBSCRIPTIONS_READER } from './live-subscriptions-flag';

/** What the counter patches: Observable's prototype, or a stand-in for a test. */
export interface Subscribable {
  subscribe(...args: unknown[]): { add(teardown: () => void): void };
}

const COUNTER = Symbol('live subscriptions');

/**
 * Counts the subscriptions made through `prototype.subscribe` that are still live: one more on each
 * subscribe, one less when it ends (unsubscribed, completed, errored). Every operator of a pipe subscribes to
 * its source, so a chain counts once per link: the figure is for comparing over time, not a census. Returns
 * the reader; installing twice counts once.
 */
export function countLiveSubscriptions(prototype: Subscribable): () => number {
  const patched = prototype as Subscribable & { [COUNTER]?: () => number };
  const installed = patched[COUNTER];
  if (installed) return installed;
  const original = prototype.subscribe;
  let live = 0;
  prototype.subscribe = function subscribe(this: unknown, ...args: unknown[]) {
    const subscription = original.apply(this, args);
    live += 1;
    // A subscription already over runs the teardown at once.
    subscription.add(() => {
      live -= 1;
    });
    return subscription;
  };
  const read = () => live;
  patched[COUNTER] = read;
  return read;
}

/** The page's counter on RxJS's Observable, readable as `globalThis[LIVE_SUBSCRIPTIONS_READER]()`. */
export function installLiveSubscriptionCounter(scope: Record<string, unknown>): void {
  scope[LIVE_SUBSCRIPTIONS_READER] = countLiveSubscriptions(Observable.prototype as unknown as Subscribable);
}
