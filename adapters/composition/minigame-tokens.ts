import type { MiniGameTarget } from '../../core/minigame/mini-game-script';
import type { MiniGameStore } from '../../core/minigame/mini-game-store';
import type { MiniGameScriptLoader } from '../../core/minigame/ports';
import type { Observable } from 'rxjs';
import { token } from './token';

/** The tokens minigame-module.ts binds. */
export const minigameTokens = {
  /** Mini-game widget: minigame-module.ts. Script and token the widget should follow. */
  MiniGameTarget: token<Observable<MiniGameTarget>>('MiniGameTarget'),
  /** True from the first moment a member should see the widget: the host's code is downloaded then. */
  MiniGameHostWanted: token<Observable<boolean>>('MiniGameHostWanted'),
  /** Gives the script loader (downloaded on first use); tests rebind a fake. */
  MiniGameScriptLoader: token<() => Promise<MiniGameScriptLoader<HTMLElement>>>('MiniGameScriptLoader'),
  /** Gives the widget's store (downloaded on first use); the host renders `view$`. */
  MiniGame: token<() => Promise<MiniGameStore<HTMLElement>>>('MiniGame'),
} as const;
