import { ContainerModule } from 'inversify';
import type { ApiClient } from '../../core/http/api-client';
import type { NetworkEnvironment } from '../../core/http/ports';
import type { PushedRegistrationInfoStore } from '../../core/registration/pushed-registration-info';
import type { StoredTracking } from '../../core/routing/ports';
import type { Scheduler } from '../../core/runtime/ports';
import { CheckSystemStatus } from '../../core/shell/check-system-status';
import type { ReconnectOutcome } from '../../core/shell/status-ping';
import { NoticeCenter } from '../../core/notice/notice-center';
import { OpenPrompts } from '../../core/notice/open-prompts';
import type { DomainUnavailableHandler } from '../../core/http/ports';
import { deferredUseCase } from './deferred-use-case';
import { resolvedValue } from './resolved-value';
import { TOKENS } from './tokens';

/** Notices and the shell's use cases. */
export const shellModule = new ContainerModule((bind) => {
  bind(TOKENS.NoticeCenter)
    .toDynamicValue(resolvedValue((scheduler: Scheduler) => new NoticeCenter(scheduler), [TOKENS.Scheduler]))
    .inSingletonScope();
  bind(TOKENS.OpenPrompts).toDynamicValue(() => new OpenPrompts()).inSingletonScope();
  // DomainUnavailableHandler: the domain-unreachable notice, domain-failover-module.ts.
  bind(TOKENS.CheckSystemStatus)
    .toDynamicValue(
      resolvedValue(
        (
          api: ApiClient,
          notices: NoticeCenter,
          network: NetworkEnvironment,
          domainUnavailable: DomainUnavailableHandler,
          tracking: StoredTracking,
          pushed: PushedRegistrationInfoStore,
        ) => new CheckSystemStatus(api, notices, network, domainUnavailable, { tracking, pushed }),
        [
          TOKENS.ApiClient,
          TOKENS.NoticeCenter,
          TOKENS.NetworkEnvironment,
          TOKENS.DomainUnavailableHandler,
          TOKENS.StoredTracking,
          TOKENS.PushedRegistrationInfo,
        ],
      ),
    )
    .inSingletonScope();
  // Downloaded when the network first comes back (adapters/browser/network-return.ts): nothing at boot.
  bind(TOKENS.RecheckOnReconnect)
    .toDynamicValue(
      resolvedValue(
        (api: ApiClient, scheduler: Scheduler, status: CheckSystemStatus) =>
          deferredUseCase<[], ReconnectOutcome>(
            async () => {
              const { RecheckOnReconnect, StatusPing } = await import('../../core/shell/status-ping');
              return new RecheckOnReconnect(new StatusPing(api, scheduler), status);
            },
            () => ({ kind: 'unreachable' }),
          ),
        [TOKENS.ApiClient, TOKENS.Scheduler, TOKENS.CheckSystemStatus],
      ),
    )
    .inSingletonScope();
});
