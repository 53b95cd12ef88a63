import { decodeAdInfo } from '../../core/tracking/ad-info';
import { CapturePixelBundle } from '../../core/tracking/capture-pixel-bundle';
import { configuredPixels } from '../../core/tracking/pixels';
import { PendingPixels } from '../../core/tracking/pending-pixels';
import { recordFirstOpen } from '../../core/tracking/record-first-open';
import { RecordTrackingEvents } from '../../core/tracking/record-tracking-events';
import { TrackStatsChanges } from '../../core/tracking/stats-events';
import type { ConfiguredPixel } from '../../core/tracking/pixels';
import type { PixelSink } from '../../core/tracking/ports';
import type { ResolutionContext } from '../composition/resolution-context';
import { TOKENS } from '../composition/tokens';
import { DocumentCookieJar, MemoryCookieJar } from '../device/cookie-jar';
import { NativeAdInfo, type AdBridgeWindow } from './native-ad-info';
import type { TrackingRuntime } from './lazy-tracking';
import { StoredPixelBundle } from './stored-pixel-bundle';

const hasWindow = typeof window !== 'undefined';

function browserPixels(pixels: readonly ConfiguredPixel[]): Promise<PixelSink[]> {
  return import('./pixel-scripts').then((m) =>
    m.loadPixels(pixels, import.meta.env.VITE_USE_MOCK === 'true' ? m.mockPixelScriptUrl : m.adNetworkScriptUrl, window as never, document as never),
  );
}

/** Builds the tracking at its first download (tracking-module.ts), so its wiring stays out of the first load. */
export function createTracking({ get }: ResolutionContext): TrackingRuntime {
  const network = get(TOKENS.NetworkEnvironment);
  const given = get(TOKENS.TrackingEnvironment);
  const cookies = given.cookies ?? (typeof document === 'undefined' ? new MemoryCookieJar() : new DocumentCookieJar(document, () => network.isSecure()));
  const random = given.random ?? { next: () => Math.random() };
  const adInfoSource = given.adInfo ?? new NativeAdInfo(() => (hasWindow ? (window as unknown as AdBridgeWindow) : undefined));
  const pixelLoader = given.pixelLoader ?? browserPixels;
  const localStore = get(TOKENS.LocalKeyValueStore);
  const bundleStore = new StoredPixelBundle(localStore, get(TOKENS.StoredTracking));
  const clock = get(TOKENS.Clock);
  const sharedConfig = get(TOKENS.SharedConfigStore);
  const adInfo = decodeAdInfo(adInfoSource.read());
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
    stats: new TrackStatsChanges(tracking),
    start(landingSearch) {
      const capture = new CapturePixelBundle({ store: bundleStore, cookies, clock, random });
      const bundle = capture.execute(landingSearch);
      const configured = configuredPixels(bundle);
      if (configured.length > 0) pixels.expect();
      recordFirstOpen(localStore, tracking);
      if (configured.length === 0) return;
      pixelLoader(configured).then(
        (sinks) => pixels.installed(sinks),
        () => pixels.failed(),
      );
    },
  };
}
