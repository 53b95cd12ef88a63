import type { TrackingEventName, TrackingPayload, TrackingPort } from '../../core/tracking/ports';
import type { TrackStatsChanges } from '../../core/tracking/stats-events';
import type { CookieJar } from '../../core/device/ports';
import type { ConfiguredPixel } from '../../core/tracking/pixels';
import type { AdInfoSource, PixelSink, RandomSource } from '../../core/tracking/ports';

/** The browser facilities tracking uses; tests give their own (TOKENS.TrackingEnvironment), the app the browser's. */
export interface TrackingEnvironment {
  /** The landing address's query, read when tracking is resolved at boot. */
  readonly landingSearch: string;
  readonly cookies: CookieJar;
  readonly random: RandomSource;
  /** The native wrapper's server-to-server ad info. */
  readonly adInfo: AdInfoSource;
  /** Installs the configured ad-network pixels after load and paint. */
  readonly pixelLoader: (pixels: readonly ConfiguredPixel[]) => Promise<PixelSink[]>;
}

/** The tracking code once downloaded (create-tracking.ts). */
export interface TrackingRuntime {
  readonly tracking: TrackingPort & { idle(): Promise<void> };
  /** Deposit, firstDeposit and withdraw from the polled stats. */
  readonly stats: TrackStatsChanges;
  /** Keeps the landing's pixel bundle, records firstOpen once and loads the configured pixels. */
  start(landingSearch: string): void;
}

/** What the router tells tracking (src/tracking/tracking-follower.tsx). */
export interface TrackingViews {
  viewed(path: string): void;
}

/**
 * The tracking port as the first load holds it: the recorder, the bundle capture and the pixels are
 * downloaded at the first event or when the first screen has painted (`viewed`). `load` gives the same
 * promise until it fails, so events keep their order; a failed download drops them (tracking is fire and
 * forget) and the next event tries again. A function, not a class: it stays a few hundred bytes.
 */
export function lazyTracking(load: () => Promise<TrackingRuntime>, landingSearch: string): TrackingPort & TrackingViews {
  let lastPath: string | null = null;
  const handOver = (run: (runtime: TrackingRuntime) => void) => void load().then(run, () => undefined);
  const record = (event: TrackingEventName, payload: TrackingPayload) => handOver((runtime) => runtime.tracking.record(event, payload));
  return {
    record,
    /** The router shows `path` (after the first paint): starts tracking once, then viewContent per new path. */
    viewed(path) {
      // The landing address as it was at boot, before a redirect drops its utm fields.
      if (lastPath === null) handOver((runtime) => runtime.start(landingSearch));
      if (path === lastPath) return;
      lastPath = path;
      record('viewContent', { path });
    },
  };
}
