/**
 * The debug switch of the live RxJS subscription counter (docs/decisions.md "Endurance run"): a page that has
 * `globalThis[LIVE_SUBSCRIPTIONS_FLAG]` set before the app starts counts its subscriptions, and
 * `globalThis[LIVE_SUBSCRIPTIONS_READER]()` tells how many are live. Set to `LIVE_SUBSCRIPTIONS_WITH_CENSUS`, each
 * live subscription also keeps the stack it was made from, and `globalThis[LIVE_SUBSCRIPTIONS_CENSUS]()` counts
 * them by place. Nothing is counted, or downloaded, otherwise.
 */
export const LIVE_SUBSCRIPTIONS_FLAG = '__mobileWebCountSubscriptions';
export const LIVE_SUBSCRIPTIONS_READER = '__mobileWebLiveSubscriptions';
export const LIVE_SUBSCRIPTIONS_CENSUS = '__mobileWebSubscriptionCensus';
export const LIVE_SUBSCRIPTIONS_WITH_CENSUS = 'census';
