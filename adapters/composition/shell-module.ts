import { ContainerModule } from 'inversify';
import type { ApiClient } from '../../core/http/api-client';
import type { NetworkEnvironment } from '../../core/http/ports';
import type { StoredTracking } from '../../core/routing/ports';
import type { Scheduler } from '../../core/runtime/ports';
import { CheckSystemStatus } from '../../core/shell/check-system-status';
import { NoticeCenter } from '../../core/shell/notice-center';
import { OpenPrompts } from '../../core/shell/open-prompts';
import type { DomainUnavailableHandler } from '../../core/shell/ports';
import { TOKENS } from './tokens';

/** Notices and the shell's use cases. */
export const shellModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.NoticeCenter)
    .toResolvedValue((scheduler: Scheduler) => new NoticeCenter(scheduler), [TOKENS.Scheduler])
    .inSingletonScope();
  bind(TOKENS.OpenPrompts).toResolvedValue(() => new OpenPrompts()).inSingletonScope();
  // DomainUnavailableHandler: the domain-unreachable notice, domain-failover-module.ts.
  bind(TOKENS.CheckSystemStatus)
    .toResolvedValue(
      (api: ApiClient, notices: NoticeCenter, network: NetworkEnvironment, domainUnavailable: DomainUnavailableHandler, tracking: StoredTracking) =>
        new CheckSystemStatus(api, notices, network, domainUnavailable, { tracking }),
      [TOKENS.ApiClient, TOKENS.NoticeCenter, TOKENS.NetworkEnvironment, TOKENS.DomainUnavailableHandler, TOKENS.StoredTracking],
    )
    .inSingletonScope();
});
