import type { PixelSink, TrackingEventName, TrackingPayload } from './ports';

/**
 * The pixels while their code downloads: the landing's events (firstOpen, the first viewContent) are kept
 * and handed to the pixels once they are installed, so the ad networks see them too. No pixel configured,
 * or a failed download: the kept events are dropped.
 */
export class PendingPixels implements PixelSink {
  private kept: [TrackingEventName, TrackingPayload][] | null = null;
  private sinks: readonly PixelSink[] = [];

  /** Pixels are on their way: keep events until `installed` or `failed`. */
  expect(): void {
    if (this.sinks.length === 0) this.kept ??= [];
  }

  installed(sinks: readonly PixelSink[]): void {
    this.sinks = sinks;
    const kept = this.kept ?? [];
    this.kept = null;
    for (const [event, payload] of kept) this.track(event, payload);
  }

  failed(): void {
    this.kept = null;
  }

  track(event: TrackingEventName, payload: TrackingPayload): void {
    if (this.kept) {
      this.kept.push([event, payload]);
      return;
    }
    for (const sink of this.sinks) {
      try {
        sink.track(event, payload);
      } catch {
        // One broken ad-network script never stops the others.
      }
    }
  }
}
