import type { TrackingPort } from '../../core/tracking/ports';
import type { TrackingEnvironment, TrackingRuntime, TrackingViews } from '../tracking/lazy-tracking';
import { token } from './token';

/** The tokens tracking-module.ts binds. */
export const trackingTokens = {
  TrackingPort: token<TrackingPort>('TrackingPort'),
  /** Pages shown (viewContent) and the start of tracking after the first paint (tracking-module.ts). */
  TrackingViews: token<TrackingPort & TrackingViews>('TrackingViews'),
  /**
   * Gives the tracking code (recorder, bundle capture, pixels), downloaded at the first event or view. Its
   * `stats.observe(customer, counts)` records deposit, firstDeposit and withdraw from each polled stats answer.
   */
  TrackingRuntime: token<() => Promise<TrackingRuntime>>('TrackingRuntime'),
  /** What tests put in place of the browser (landing query, cookies, random, ad bridge, pixel loader); unbound in the app. */
  TrackingEnvironment: token<Partial<TrackingEnvironment>>('TrackingEnvironment'),
} as const;
