import { ContainerModule } from 'inversify';
import type { RunFactsSource } from '../../core/device/ports';
import { decideRunMode } from '../../core/device/run-mode';
import type { NetworkEnvironment } from '../../core/http/ports';
import type { KeyValueStore } from '../../core/runtime/ports';
import { BrowserRunFacts, pageRunFactSources } from '../device/browser-run-facts';
import { LazyDeviceIdentity } from '../device/lazy-device-identity';
import { resolvedValue } from './resolved-value';
import { TOKENS } from './tokens';

/** The device id and how the app runs (player-journey §3 "Device id"). */
export const deviceModule = new ContainerModule((bind) => {
  bind(TOKENS.RunFacts)
    .toDynamicValue(resolvedValue((local: KeyValueStore) => new BrowserRunFacts(pageRunFactSources(), local), [TOKENS.LocalKeyValueStore]))
    .inSingletonScope();
  bind(TOKENS.DeviceIdentity)
    .toDynamicValue(
      resolvedValue(
        (local: KeyValueStore, network: NetworkEnvironment) =>
          new LazyDeviceIdentity(async () => {
            const { createBrowserDeviceIdentity } = await import('../device/browser-device-identity');
            return createBrowserDeviceIdentity(local, network);
          }, local),
        [TOKENS.LocalKeyValueStore, TOKENS.NetworkEnvironment],
      ),
    )
    .inSingletonScope();
  bind(TOKENS.RunMode)
    .toDynamicValue(resolvedValue((facts: RunFactsSource) => () => decideRunMode(facts.read()), [TOKENS.RunFacts]))
    .inSingletonScope();
});
