import { ContainerModule } from 'inversify';
import { lazyTracking } from '../tracking/lazy-tracking';
import { loadOnce } from '../browser/load-once';
import { resolutionContext } from './resolution-context';
import { resolvedValue } from './resolved-value';
import { TOKENS } from './tokens';

/**
 * Tracking (docs/decisions.md "Tracking"). Only the lazy port is in the first load: the
 * recorder, the bundle capture, the cookie jar, the native ad bridge and the pixel loader are downloaded at
 * the first event or after the first paint (adapters/tracking/create-tracking.ts). Tests rebind
 * TrackingEnvironment; left empty, the browser's facilities are used.
 */
export const trackingModule = new ContainerModule((bind) => {
  // Nothing given: the browser's own facilities (tests rebind it).
  bind(TOKENS.TrackingEnvironment).toConstantValue({});
  bind(TOKENS.TrackingRuntime)
    .toDynamicValue((context) => loadOnce(() => import('../tracking/create-tracking').then((m) => m.createTracking(resolutionContext(context)))))
    .inSingletonScope();
  bind(TOKENS.TrackingViews)
    .toDynamicValue(
      resolvedValue(
        (runtime, environment) => lazyTracking(runtime, environment.landingSearch ?? (typeof window === 'undefined' ? '' : window.location.search)),
        [TOKENS.TrackingRuntime, TOKENS.TrackingEnvironment],
      ),
    )
    .inSingletonScope();
  bind(TOKENS.TrackingPort).toService(TOKENS.TrackingViews);
});
