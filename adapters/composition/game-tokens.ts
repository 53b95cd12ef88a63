import type { InGamePromptTimer } from '../../core/game/in-game-prompt';
import type { LaunchGameRequest } from '../../core/game/launch-game';
import type { LaunchOutcome } from '../../core/game/launch-outcome';
import type { GameAreaOutcome } from '../../core/game/load-game-area';
import type { InGamePrompt } from '../../core/game/ports';
import type { TrialLaunchRequest } from '../../core/game/trial-launch';
import type { UseCase } from './deferred-use-case';
import { token } from './token';

/** The tokens game-module.ts binds. */
export const gameTokens = {
  /** Game launch and the game view: game-module.ts; core/game downloaded on first use. */
  LaunchGame: token<UseCase<[LaunchGameRequest], LaunchOutcome>>('LaunchGame'),
  TrialLaunch: token<UseCase<[TrialLaunchRequest], LaunchOutcome>>('TrialLaunch'),
  /** /m/game: the vendor list and the game matches. */
  LoadGameArea: token<UseCase<[], GameAreaOutcome>>('LoadGameArea'),
  /** The reach issue's in-game download prompt (a no-op until then). */
  InGamePrompt: token<InGamePrompt>('InGamePrompt'),
  /** Gives the timer that fires InGamePrompt in_game_popup_interval seconds after a game starts. */
  InGamePromptTimer: token<() => Promise<InGamePromptTimer>>('InGamePromptTimer'),
} as const;
