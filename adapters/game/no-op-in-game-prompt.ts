import type { InGamePrompt } from '../../core/game/ports';

/** Nothing yet: the reach issue's download prompt takes this port over (docs/decisions.md "Game launch and the game view"). */
export class NoOpInGamePrompt implements InGamePrompt {
  show(): void {
    // Intentionally empty.
  }
}
