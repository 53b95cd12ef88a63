import { ContainerModule } from 'inversify';
import type { ApiClient } from '../../core/http/api-client';
import type { RequestContext } from '../../core/http/ports';
import type { RandomSource } from '../../core/domain-failover/ports';
import type { Scheduler } from '../../core/runtime/ports';
import type { PushPort } from '../../core/push/ports';
import { AfterSignIn } from '../../core/session/after-sign-in';
import type { SessionState } from '../../core/session/session-state';
import { ApplySessionSettings } from '../../core/session/session-settings';
import type { TrackingPort } from '../../core/tracking/ports';
import { LoadRankProgress } from '../../core/vip/load-rank-progress';
import { resolvedValue } from './resolved-value';
import { TOKENS } from './tokens';

/**
 * What follows a login and a logout (player-journey §4 "After login"; docs/decisions.md "After login and after
 * logout"): rank progress, push and the login event; the session's settings after their delay. AfterSignIn and ApplySessionSettings are attached to SessionLifecycle when the
 * lifecycle is resolved, so the app's existing `start()` runs them.
 */
export const afterSignInModule = new ContainerModule((bind, _unbind, _isBound, _rebind, _unbindAsync, onActivation) => {
  // PushPort is bound in push-module.ts, TrackingPort in tracking-module.ts. Tests rebind recorders.
  bind(TOKENS.LoadRankProgress)
    .toDynamicValue(resolvedValue((api: ApiClient, state: SessionState) => new LoadRankProgress(api, state), [TOKENS.ApiClient, TOKENS.SessionState]))
    .inSingletonScope();
  bind(TOKENS.AfterSignIn)
    .toDynamicValue(
      resolvedValue(
        (rank: LoadRankProgress, push: PushPort, tracking: TrackingPort) => new AfterSignIn(rank, push, tracking),
        [TOKENS.LoadRankProgress, TOKENS.PushPort, TOKENS.TrackingPort],
      ),
    )
    .inSingletonScope();
  // player-journey §9 "Session settings applied after 1 to 2.5 s delays": the language sync (core/session/session-settings.ts).
  bind(TOKENS.SessionSettingsRandom).toConstantValue(Math.random);
  bind(TOKENS.ApplySessionSettings)
    .toDynamicValue(
      resolvedValue(
        (state: SessionState, context: RequestContext, api: ApiClient, scheduler: Scheduler, random: RandomSource) =>
          new ApplySessionSettings({ state, language: () => context.language(), api, scheduler, random }),
        [TOKENS.SessionState, TOKENS.RequestContext, TOKENS.ApiClient, TOKENS.Scheduler, TOKENS.SessionSettingsRandom],
      ),
    )
    .inSingletonScope();
  onActivation(TOKENS.SessionLifecycle, (context, lifecycle) => {
    lifecycle.follow(context.container.get(TOKENS.AfterSignIn));
    lifecycle.follow(context.container.get(TOKENS.ApplySessionSettings));
    return lifecycle;
  });
});
