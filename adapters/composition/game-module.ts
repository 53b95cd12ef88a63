import { ContainerModule } from 'inversify';
import type { SharedConfigStore } from '../../core/config/shared-config-store';
import type { RunMode } from '../../core/device/run-mode';
import type { GameAreaOutcome } from '../../core/game/load-game-area';
import type { LaunchGameRequest } from '../../core/game/launch-game';
import type { LaunchOutcome } from '../../core/game/launch-outcome';
import type { InGamePrompt } from '../../core/game/ports';
import type { TrialLaunchRequest } from '../../core/game/trial-launch';
import type { ApiClient } from '../../core/http/api-client';
import type { Clock, Scheduler } from '../../core/runtime/ports';
import type { SessionState } from '../../core/session/session-state';
import type { AppNavigator } from '../../core/runtime/ports';
import { deferredUseCase } from './deferred-use-case';
import { resolvedValue } from './resolved-value';
import { TOKENS } from './tokens';

/** player-journey §5: "when option STARTGAMEINAPP3 is on the game requires the app". */
const GAME_IN_APP_OPTION = 'STARTGAMEINAPP3';

const failedToLoad = (): LaunchOutcome => ({ kind: 'failed', reason: 'request-failed', message: null });

/**
 * Game launch, trial, the game area and the in-game prompt's timer (docs/decisions.md "Game launch and the game view"):
 * core/game, downloaded on first use.
 */
export const gameModule = new ContainerModule((bind) => {
  // The app-download prompt (route in-game), bound in app-prompt-module.ts.
  bind(TOKENS.InGamePrompt).toDynamicValue(resolvedValue((launcher: InGamePrompt) => launcher, [TOKENS.AppDownloadPrompt]));
  bind(TOKENS.LaunchGame)
    .toDynamicValue(
      resolvedValue(
        (api: ApiClient, navigator: AppNavigator, state: SessionState, config: SharedConfigStore, runMode: () => RunMode, language: () => string) =>
          deferredUseCase<[LaunchGameRequest], LaunchOutcome>(async () => {
            const { LaunchGame } = await import('../../core/game/launch-game');
            return new LaunchGame({
              api,
              appNavigator: navigator,
              signedIn: () => Boolean(state.session?.token),
              gameInAppOption: async () => {
                await config.execute();
                return config.flag(GAME_IN_APP_OPTION);
              },
              inNativeApp: () => runMode().inNativeApp,
              language,
              labelName: () => state.memberInfo?.clubLabel?.labelName || null,
            });
          }, failedToLoad),
        [TOKENS.ApiClient, TOKENS.AppNavigator, TOKENS.SessionState, TOKENS.SharedConfigStore, TOKENS.RunMode, TOKENS.CurrentLanguage],
      ),
    )
    .inSingletonScope();
  bind(TOKENS.TrialLaunch)
    .toDynamicValue(
      resolvedValue(
        (api: ApiClient) =>
          deferredUseCase<[TrialLaunchRequest], LaunchOutcome>(async () => {
            const { TrialLaunch } = await import('../../core/game/trial-launch');
            return new TrialLaunch(api);
          }, failedToLoad),
        [TOKENS.ApiClient],
      ),
    )
    .inSingletonScope();
  bind(TOKENS.LoadGameArea)
    .toDynamicValue(
      resolvedValue(
        (api: ApiClient) =>
          deferredUseCase<[], GameAreaOutcome>(
            async () => {
              const { LoadGameArea } = await import('../../core/game/load-game-area');
              return new LoadGameArea(api);
            },
            () => ({ kind: 'failed' }),
          ),
        [TOKENS.ApiClient],
      ),
    )
    .inSingletonScope();
  bind(TOKENS.InGamePromptTimer)
    .toDynamicValue(
      resolvedValue(
        (api: ApiClient, clock: Clock, scheduler: Scheduler, prompt: InGamePrompt) => async () => {
          const { InGamePromptTimer } = await import('../../core/game/in-game-prompt');
          return new InGamePromptTimer(api, clock, scheduler, prompt);
        },
        [TOKENS.ApiClient, TOKENS.Clock, TOKENS.Scheduler, TOKENS.InGamePrompt],
      ),
    )
    .inSingletonScope();
});
