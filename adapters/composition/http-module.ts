import { ContainerModule } from 'inversify';
import type { DeviceIdSource } from '../../core/device/ports';
import { ApiClient } from '../../core/http/api-client';
import { FailureReporter } from '../../core/http/report-failure';
import type { HttpTransport } from '../../core/http/ports';
import type { KeyValueStore } from '../../core/runtime/ports';
import type { AppConfig } from '../../core/shell/app-config';
import { BrowserRequestContext } from '../browser/request-context';
import { LazyCipherLoader } from '../crypto/lazy-cipher-loader';
import type { PrefetchedAnswer } from '../boot/boot-prefetch';
import { LazyAxiosTransport } from '../http/lazy-axios-transport';
import { PrefetchedTransport } from '../http/prefetched-transport';
import { resolvedValue } from './resolved-value';
import { TOKENS } from './tokens';

/** The request layer: transport, cipher, context, failure reporting and the client. */
export const httpModule = new ContainerModule((bind) => {
  bind(TOKENS.NetworkTransport)
    .toDynamicValue(resolvedValue((config: AppConfig) => new LazyAxiosTransport(config.apiBaseUrl), [TOKENS.AppConfig]))
    .inSingletonScope();
  bind(TOKENS.HttpTransport)
    .toDynamicValue(
      resolvedValue(
        (network: HttpTransport, config: AppConfig, prefetched: readonly PrefetchedAnswer[]) => new PrefetchedTransport(network, config.apiBaseUrl, prefetched),
        [TOKENS.NetworkTransport, TOKENS.AppConfig, TOKENS.PrefetchedAnswers],
      ),
    )
    .inSingletonScope();
  bind(TOKENS.PayloadCipherLoader).toDynamicValue(() => new LazyCipherLoader()).inSingletonScope();
  bind(TOKENS.RequestContext)
    .toDynamicValue(
      resolvedValue(
        // The Device header carries DeviceIdentity's id (device-module.ts).
        (config: AppConfig, language: () => string, local: KeyValueStore, device: DeviceIdSource) =>
          new BrowserRequestContext(config.merchantCode, language, local, () => device.current()),
        [TOKENS.AppConfig, TOKENS.CurrentLanguage, TOKENS.LocalKeyValueStore, TOKENS.DeviceIdentity],
      ),
    )
    .inSingletonScope();
  bind(TOKENS.FailureReporter)
    .toDynamicValue(
      resolvedValue(
        (...deps: ConstructorParameters<typeof FailureReporter>) => new FailureReporter(...deps),
        [TOKENS.NoticeCenter, TOKENS.SessionState, TOKENS.AppNavigator, TOKENS.AutoLoginPreference, TOKENS.Scheduler],
      ),
    )
    .inSingletonScope();
  bind(TOKENS.ApiClient)
    .toDynamicValue(
      resolvedValue(
        (transport, cipherLoader, cache, session, context, network, clock, reporter) =>
          new ApiClient({ transport, cipherLoader, cache, session, context, network, clock, reporter }),
        [
          TOKENS.HttpTransport,
          TOKENS.PayloadCipherLoader,
          TOKENS.SessionKeyValueStore,
          TOKENS.SessionState,
          TOKENS.RequestContext,
          TOKENS.NetworkEnvironment,
          TOKENS.Clock,
          TOKENS.FailureReporter,
        ],
      ),
    )
    .inSingletonScope();
});
