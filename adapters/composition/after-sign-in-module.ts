import { ContainerModule } from 'inversify';
import type { ApiClient } from '../../core/http/api-client';
import type { PushPort } from '../../core/push/ports';
import { AfterSignIn } from '../../core/session/after-sign-in';
import type { SessionState } from '../../core/session/session-state';
import type { TrackingPort } from '../../core/tracking/ports';
import { LoadRankProgress } from '../../core/vip/load-rank-progress';
import { TOKENS } from './tokens';

/**
 * What follows a login and a logout (issue 10 item 8): rank progress, push and the login event. AfterSignIn
 * is attached to SessionLifecycle when the lifecycle is resolved, so the app's existing `start()` runs it.
 */
export const afterSignInModule = new ContainerModule(({ bind, onActivation }) => {
  // PushPort is bound in push-module.ts, TrackingPort in tracking-module.ts. Tests rebind recorders.
  bind(TOKENS.LoadRankProgress)
    .toResolvedValue((api: ApiClient, state: SessionState) => new LoadRankProgress(api, state), [TOKENS.ApiClient, TOKENS.SessionState])
    .inSingletonScope();
  bind(TOKENS.AfterSignIn)
    .toResolvedValue(
      (rank: LoadRankProgress, push: PushPort, tracking: TrackingPort) => new AfterSignIn(rank, push, tracking),
      [TOKENS.LoadRankProgress, TOKENS.PushPort, TOKENS.TrackingPort],
    )
    .inSingletonScope();
  onActivation(TOKENS.SessionLifecycle, (context, lifecycle) => {
    lifecycle.follow(context.get(TOKENS.AfterSignIn));
    return lifecycle;
  });
});
