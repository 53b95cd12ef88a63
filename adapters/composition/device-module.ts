import { ContainerModule } from 'inversify';
import { DeviceIdentity } from '../../core/device/device-identity';
import type { CookieJar, DeviceTraits, RunFactsSource, Sha256 } from '../../core/device/ports';
import { decideRunMode } from '../../core/device/run-mode';
import type { KeyValueStore, NetworkEnvironment } from '../../core/http/ports';
import { BrowserDeviceTraits, pageTraitSources } from '../device/browser-device-traits';
import { BrowserRunFacts, pageRunFactSources } from '../device/browser-run-facts';
import { DocumentCookieJar, MemoryCookieJar } from '../device/cookie-jar';
import { pageSubtleCrypto, WebSha256 } from '../device/sha256';
import { TOKENS } from './tokens';

/** The device id and how the app runs (player-journey §3 "Device id", issue 10 item 7). */
export const deviceModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.DeviceTraits).toResolvedValue(() => new BrowserDeviceTraits(pageTraitSources())).inSingletonScope();
  bind(TOKENS.Sha256).toResolvedValue(() => new WebSha256(pageSubtleCrypto())).inSingletonScope();
  bind(TOKENS.CookieJar)
    .toResolvedValue(
      // No document in node (cucumber, vitest): cookies live in memory there.
      (network: NetworkEnvironment) => (typeof document === 'undefined' ? new MemoryCookieJar() : new DocumentCookieJar(document, () => network.isSecure())),
      [TOKENS.NetworkEnvironment],
    )
    .inSingletonScope();
  bind(TOKENS.RunFacts)
    .toResolvedValue((local: KeyValueStore) => new BrowserRunFacts(pageRunFactSources(), local), [TOKENS.LocalKeyValueStore])
    .inSingletonScope();
  bind(TOKENS.DeviceIdentity)
    .toResolvedValue(
      (local: KeyValueStore, cookies: CookieJar, traits: DeviceTraits, sha256: Sha256) => new DeviceIdentity({ local, cookies, traits, sha256 }),
      [TOKENS.LocalKeyValueStore, TOKENS.CookieJar, TOKENS.DeviceTraits, TOKENS.Sha256],
    )
    .inSingletonScope();
  bind(TOKENS.RunMode)
    .toResolvedValue((facts: RunFactsSource) => () => decideRunMode(facts.read()), [TOKENS.RunFacts])
    .inSingletonScope();
});
