import { ContainerModule } from 'inversify';
import type { NetworkEnvironment } from '../../core/http/ports';
import type { ConfiguredPixel } from '../../core/tracking/pixels';
import type { TrackingPort } from '../../core/tracking/ports';
import { TrackStatsChanges } from '../../core/tracking/stats-events';
import { DocumentCookieJar, MemoryCookieJar } from '../device/cookie-jar';
import { LazyTracking, type TrackingRuntime } from '../tracking/lazy-tracking';
import { NativeAdInfo, type AdBridgeWindow } from '../tracking/native-ad-info';
import { TOKENS } from './tokens';

const hasWindow = typeof window !== 'undefined';

/** Loads once; a failed download is forgotten so the next call tries again. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
}

/**
 * Tracking (issue 13 item 5; docs/decisions.md "Tracking"). Only the lazy port is in the first load: the
 * recorder, the bundle capture and the pixel loader are downloaded at the first event or after the first
 * paint. Tests rebind CookieJar, TrackingRandom, AdInfoSource and PixelLoader.
 */
export const trackingModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.CookieJar)
    .toResolvedValue(
      (network: NetworkEnvironment) => (typeof document === 'undefined' ? new MemoryCookieJar() : new DocumentCookieJar(document, () => network.isSecure())),
      [TOKENS.NetworkEnvironment],
    )
    .inSingletonScope();
  bind(TOKENS.TrackingRandom).toConstantValue({ next: () => Math.random() });
  bind(TOKENS.AdInfoSource).toConstantValue(new NativeAdInfo(() => (hasWindow ? (window as unknown as AdBridgeWindow) : undefined)));
  bind(TOKENS.PixelLoader).toConstantValue((pixels: readonly ConfiguredPixel[]) =>
    import('../tracking/pixel-scripts').then((m) =>
      m.loadPixels(pixels, import.meta.env.VITE_USE_MOCK === 'true' ? m.mockPixelScriptUrl : m.adNetworkScriptUrl, window as never, document as never),
    ),
  );
  bind(TOKENS.TrackingRuntime)
    .toDynamicValue((context) => once(() => import('../tracking/create-tracking').then((m) => m.createTracking(context))))
    .inSingletonScope();
  bind(TOKENS.LandingSearch).toConstantValue(() => (hasWindow ? window.location.search : ''));
  bind(LazyTracking)
    .toResolvedValue((load: () => Promise<TrackingRuntime>, landing: () => string) => new LazyTracking(load, landing), [
      TOKENS.TrackingRuntime,
      TOKENS.LandingSearch,
    ])
    .inSingletonScope();
  bind(TOKENS.TrackingPort).toService(LazyTracking);
  bind(TOKENS.TrackingViews).toService(LazyTracking);
  bind(TOKENS.TrackStatsChanges)
    .toResolvedValue((tracking: TrackingPort) => new TrackStatsChanges(tracking), [TOKENS.TrackingPort])
    .inSingletonScope();
});
