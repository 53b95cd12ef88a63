import type { TrackingEventName, TrackingPayload, TrackingPort } from '../../core/tracking/ports';

/** The tracking code once downloaded (create-tracking.ts). */
export interface TrackingRuntime {
  readonly tracking: TrackingPort & { idle(): Promise<void> };
  /** Keeps the landing's pixel bundle, records firstOpen once and loads the configured pixels. */
  start(landingSearch: string): void;
}

/** What the router tells tracking (src/components/tracking-follower.tsx). */
export interface TrackingViews {
  viewed(path: string): void;
  /** Resolves once every event handed over so far was sent or dropped (tests). */
  settled(): Promise<void>;
}

/**
 * The tracking port as the first load holds it: the recorder, the bundle capture and the pixels are
 * downloaded at the first event or when the first screen has painted (`viewed`). Events keep their order;
 * a failed download drops them (tracking is fire and forget) and the next event tries again.
 */
export class LazyTracking implements TrackingPort, TrackingViews {
  private pending: Promise<TrackingRuntime> | null = null;
  private started = false;
  private lastPath: string | null = null;
  private handed: Promise<unknown> = Promise.resolve();
  private readonly landingSearch: string;

  constructor(
    private readonly load: () => Promise<TrackingRuntime>,
    landingSearch: () => string,
  ) {
    // The landing address as it was at boot, before a redirect drops its utm fields.
    this.landingSearch = landingSearch();
  }

  record(event: TrackingEventName, payload: TrackingPayload): void {
    this.handOver((runtime) => runtime.tracking.record(event, payload));
  }

  async settled(): Promise<void> {
    await this.handed;
    await (await this.runtime())?.tracking.idle();
  }

  /** The router shows `path` (after the first paint): starts tracking once, then viewContent per new path. */
  viewed(path: string): void {
    if (!this.started) {
      this.started = true;
      this.handOver((runtime) => runtime.start(this.landingSearch));
    }
    if (path === this.lastPath) return;
    this.lastPath = path;
    this.record('viewContent', { path });
  }

  private handOver(run: (runtime: TrackingRuntime) => void): void {
    const step = this.runtime().then((runtime) => runtime && run(runtime));
    this.handed = Promise.all([this.handed, step]);
  }

  private runtime(): Promise<TrackingRuntime | null> {
    this.pending ??= this.load();
    return this.pending.catch(() => {
      this.pending = null;
      return null;
    });
  }
}
