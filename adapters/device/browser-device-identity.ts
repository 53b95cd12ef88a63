import { DeviceIdentity } from '../../core/device/device-identity';
import type { NetworkEnvironment } from '../../core/http/ports';
import type { KeyValueStore } from '../../core/runtime/ports';
import { BrowserDeviceTraits, pageTraitSources } from './browser-device-traits';
import { DocumentCookieJar, MemoryCookieJar } from './cookie-jar';
import { pageSubtleCrypto, WebSha256 } from './sha256';

/** The device id made from this page's traits, SubtleCrypto and cookies (loaded on the first sign-in call). */
export function createBrowserDeviceIdentity(local: KeyValueStore, network: NetworkEnvironment): DeviceIdentity {
  // No document in node (cucumber, vitest): cookies live in memory there.
  const cookies = typeof document === 'undefined' ? new MemoryCookieJar() : new DocumentCookieJar(document, () => network.isSecure());
  return new DeviceIdentity({ local, cookies, traits: new BrowserDeviceTraits(pageTraitSources()), sha256: new WebSha256(pageSubtleCrypto()) });
}
