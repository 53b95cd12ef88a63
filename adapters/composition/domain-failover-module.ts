import { ContainerModule } from 'inversify';
import { ApiDomainPinger } from '../../core/domain-failover/api-domain-pinger';
import type { DomainNotice } from '../../core/domain-failover/domain-notice';
import type { ApiClient } from '../../core/http/api-client';
import type { DomainUnavailableHandler } from '../../core/http/ports';
import { loadOnce } from '../browser/load-once';
import { resolutionContext } from './resolution-context';
import { resolvedValue } from './resolved-value';
import { TOKENS } from './tokens';

/**
 * The domain-unreachable notice and failover (player-journey §2, §4, §7-§9;
 * docs/decisions.md "Domain failover"). Only the handler that downloads the rest is in the first load.
 */
export const domainFailoverModule = new ContainerModule((bind) => {
  bind(TOKENS.DomainShuffleRandom).toConstantValue(Math.random);
  bind(TOKENS.DomainPinger).toDynamicValue(resolvedValue((api: ApiClient) => new ApiDomainPinger(api), [TOKENS.ApiClient])).inSingletonScope();
  bind(TOKENS.DomainNotice)
    .toDynamicValue((context) => loadOnce(() => import('../domain-failover/create-domain-notice').then((m) => m.createDomainNotice(resolutionContext(context)))))
    .inSingletonScope();
  bind(TOKENS.DomainUnavailableHandler)
    .toDynamicValue(
      resolvedValue(
        (load: () => Promise<DomainNotice>): DomainUnavailableHandler => ({
          handle: (message) => void load().then((notice) => notice.handle(message)),
        }),
        [TOKENS.DomainNotice],
      ),
    )
    .inSingletonScope();
});
