import type { ResolutionContext } from 'inversify';
import { decodeAdInfo } from '../../core/tracking/ad-info';
import { CapturePixelBundle } from '../../core/tracking/capture-pixel-bundle';
import { configuredPixels } from '../../core/tracking/pixels';
import { PendingPixels } from '../../core/tracking/pending-pixels';
import { recordFirstOpen } from '../../core/tracking/record-first-open';
import { RecordTrackingEvents } from '../../core/tracking/record-tracking-events';
import { TOKENS } from '../composition/tokens';
import type { TrackingRuntime } from './lazy-tracking';
import { StoredPixelBundle } from './stored-pixel-bundle';

/** Builds the tracking at its first download (tracking-module.ts), so its wiring stays out of the first load. */
export function createTracking({ get }: ResolutionContext): TrackingRuntime {
  const localStore = get(TOKENS.LocalKeyValueStore);
  const bundleStore = new StoredPixelBundle(localStore, get(TOKENS.StoredTracking));
  const clock = get(TOKENS.Clock);
  const sharedConfig = get(TOKENS.LoadSharedConfig);
  const adInfo = decodeAdInfo(get(TOKENS.AdInfoSource).read());
  const pixels = new PendingPixels();
  const tracking = new RecordTrackingEvents({
    api: get(TOKENS.ApiClient),
    session: get(TOKENS.SessionState),
    clock,
    currency: () => sharedConfig.config?.currency ?? null,
    adInfo: () => adInfo,
    bundle: () => bundleStore.read(),
    pixels: () => [pixels],
  });
  return {
    tracking,
    start(landingSearch) {
      const capture = new CapturePixelBundle({ store: bundleStore, cookies: get(TOKENS.CookieJar), clock, random: get(TOKENS.TrackingRandom) });
      const bundle = capture.execute(landingSearch);
      const configured = configuredPixels(bundle);
      if (configured.length > 0) pixels.expect();
      recordFirstOpen(localStore, tracking);
      if (configured.length === 0) return;
      get(TOKENS.PixelLoader)(configured).then(
        (sinks) => pixels.installed(sinks),
        () => pixels.failed(),
      );
    },
  };
}
