import type { AdInfoSource } from '../../core/tracking/ports';

/**
 * What the app wrapper injects for server-to-server attribution (docs/decisions.md "Tracking"):
 * `window.NativeAdBridge.adInfo`, a property or a method, giving an object or its JSON text
 * (core/tracking/ad-info.ts decodes it). Outside the wrapper there is no bridge and no ad info.
 */
export type AdBridgeWindow = { NativeAdBridge?: { adInfo?: unknown } } & Record<string, unknown>;

export class NativeAdInfo implements AdInfoSource {
  constructor(private readonly win: () => AdBridgeWindow | undefined) {}

  read(): unknown {
    try {
      const bridge = this.win()?.NativeAdBridge;
      const raw = bridge?.adInfo;
      return typeof raw === 'function' ? (raw as () => unknown).call(bridge) : raw;
    } catch {
      return undefined;
    }
  }
}
