import { isIosDevice, isNativeAppUserAgent } from '../../core/device/run-mode';
import type { SocialChannel } from '../../core/identity/model';
import type { IdentityEnvironment } from '../../core/identity/ports';
import { nativeChannels, type BridgeWindow } from './native-bridge-identity-provider';

/** The parts of navigator.storage the private-mode heuristic reads. */
export interface StorageProbe {
  estimate?(): Promise<{ quota?: number }>;
  getDirectory?(): Promise<unknown>;
}

export interface IdentityPageSources {
  readonly userAgent: () => string;
  readonly maxTouchPoints: () => number;
  readonly storage: () => StorageProbe | undefined;
  /** performance.memory.jsHeapSizeLimit (Chromium only). */
  readonly heapLimit: () => number | undefined;
  readonly bridgeWindow: () => BridgeWindow | undefined;
}

/** The page's own facts, read at each call (the container is also built in node, where there is no page). */
export function pageIdentitySources(): IdentityPageSources {
  const nav = (): Navigator | undefined => (typeof navigator === 'undefined' ? undefined : navigator);
  return {
    userAgent: () => nav()?.userAgent ?? '',
    maxTouchPoints: () => nav()?.maxTouchPoints ?? 0,
    storage: () => nav()?.storage,
    heapLimit: () => (typeof performance === 'undefined' ? undefined : (performance as { memory?: { jsHeapSizeLimit?: number } }).memory?.jsHeapSizeLimit),
    bridgeWindow: () => (typeof window === 'undefined' ? undefined : (window as unknown as BridgeWindow)),
  };
}

/** docs/decisions.md "Identity adapters": older iOS than this uses the redirect flow. */
export const OLDEST_IOS_FOR_POPUP = 13;
const GIB = 1024 ** 3;
const IN_APP_BROWSER = /\b(FBAN|FBAV|Instagram|Line)\//;

function iosMajor(userAgent: string): number | null {
  const match = /\bOS (\d+)[_.]\d+/.exec(userAgent);
  return match ? Number(match[1]) : null;
}

/**
 * player-journey §5 social rules: private browsing, the Android wrapper, the wrapper's native handlers
 * and the webviews and old iOS that need the redirect flow (§4 "Redirect flow").
 */
export class BrowserIdentityEnvironment implements IdentityEnvironment {
  private privateMode: Promise<boolean> | null = null;

  constructor(private readonly page: IdentityPageSources = pageIdentitySources()) {}

  isPrivateBrowsing(): Promise<boolean> {
    this.privateMode ??= this.detectPrivateMode().catch(() => false);
    return this.privateMode;
  }

  isAndroidApp(): boolean {
    const ua = this.page.userAgent();
    return isNativeAppUserAgent(ua) && /Android/i.test(ua);
  }

  hasNativeHandler(channel: SocialChannel): boolean {
    return nativeChannels(this.page.bridgeWindow()).includes(channel);
  }

  prefersRedirect(): boolean {
    const ua = this.page.userAgent();
    if (isNativeAppUserAgent(ua) || IN_APP_BROWSER.test(ua)) return true;
    if (/; wv\)/.test(ua)) return true; // Android WebView
    if (!isIosDevice(ua, this.page.maxTouchPoints())) return false;
    // An iOS WebView (WKWebView) leaves "Safari/" out of its user agent; Safari and the iOS browsers keep it.
    if (!/\bSafari\//.test(ua)) return true;
    const major = iosMajor(ua);
    return major !== null && major < OLDEST_IOS_FOR_POPUP;
  }

  /**
   * docs/decisions.md "Identity adapters": WebKit and Firefox refuse the origin-private file system in
   * private windows; Chromium's incognito storage quota is a memory-bound fraction of the disk quota.
   */
  private async detectPrivateMode(): Promise<boolean> {
    const ua = this.page.userAgent();
    const storage = this.page.storage();
    if (!storage) return false;
    const webkit = isIosDevice(ua, this.page.maxTouchPoints()) || (/\bSafari\//.test(ua) && !/\b(Chrome|Chromium|CriOS|Edg|Android)\b/.test(ua));
    const firefox = /\b(Firefox|FxiOS)\//.test(ua);
    if (webkit || firefox) {
      if (!storage.getDirectory) return false;
      try {
        await storage.getDirectory();
        return false;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        return webkit ? /unknown transient reason/i.test(message) : /security error/i.test(message);
      }
    }
    if (!storage.estimate) return false;
    const { quota } = await storage.estimate();
    if (typeof quota !== 'number') return false;
    return quota < 2 * (this.page.heapLimit() ?? GIB);
  }
}
