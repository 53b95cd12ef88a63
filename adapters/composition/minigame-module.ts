import { ContainerModule } from 'inversify';
import { distinctUntilChanged, map, type Observable } from 'rxjs';
import type { SharedConfigStore } from '../../core/config/shared-config-store';
import { miniGameHostWanted$, miniGameScriptIn, miniGameTarget$, type MiniGameTarget } from '../../core/minigame/mini-game-script';
import type { MiniGameStore } from '../../core/minigame/mini-game-store';
import type { MiniGameScriptLoader } from '../../core/minigame/ports';
import type { Clock, Scheduler } from '../../core/runtime/ports';
import type { SessionState } from '../../core/session/session-state';
import type { AppConfig } from '../../core/shell/app-config';
import { loadOnce } from '../browser/load-once';
import { resolvedValue } from './resolved-value';
import { TOKENS } from './tokens';

/**
 * The mini-game widget (player-journey §2, §4, §5, §9). Only the flag-and-session
 * streams live in the first load; the store, the script loader and the host are downloaded once a member
 * is logged in on a merchant with LOTTMINIGAME3 or SEALOTTMINIGAME3 on.
 */
export const miniGameModule = new ContainerModule((bind) => {
  bind(TOKENS.MiniGameTarget)
    .toDynamicValue(
      resolvedValue(
        (config: SharedConfigStore, state: SessionState): Observable<MiniGameTarget> => {
          const script$ = config.config$.pipe(
            map(miniGameScriptIn),
            distinctUntilChanged(),
          );
          return miniGameTarget$(script$, state.session$);
        },
        [TOKENS.SharedConfigStore, TOKENS.SessionState],
      ),
    )
    .inSingletonScope();
  bind(TOKENS.MiniGameHostWanted)
    .toDynamicValue(resolvedValue((target$: Observable<MiniGameTarget>) => miniGameHostWanted$(target$), [TOKENS.MiniGameTarget]))
    .inSingletonScope();
  bind(TOKENS.MiniGameScriptLoader)
    .toDynamicValue(
      resolvedValue(
        (scheduler: Scheduler) =>
          loadOnce(async (): Promise<MiniGameScriptLoader<HTMLElement>> => {
            const { DomScriptLoader } = await import('../minigame/dom-script-loader');
            return new DomScriptLoader(document, () => (window as { MiniGame?: unknown }).MiniGame, scheduler);
          }),
        [TOKENS.Scheduler],
      ),
    )
    .inSingletonScope();
  bind(TOKENS.MiniGame)
    .toDynamicValue(
      resolvedValue(
        (
          target$: Observable<MiniGameTarget>,
          loadLoader: () => Promise<MiniGameScriptLoader<HTMLElement>>,
          clock: Clock,
          scheduler: Scheduler,
          app: AppConfig,
          language: () => string,
        ) =>
          loadOnce(async (): Promise<MiniGameStore<HTMLElement>> => {
            const [{ MiniGameStore }, loader] = await Promise.all([import('../../core/minigame/mini-game-store'), loadLoader()]);
            return new MiniGameStore<HTMLElement>({ target$, loader, clock, scheduler, merchant: app.merchantCode, language });
          }),
        [TOKENS.MiniGameTarget, TOKENS.MiniGameScriptLoader, TOKENS.Clock, TOKENS.Scheduler, TOKENS.AppConfig, TOKENS.CurrentLanguage],
      ),
    )
    .inSingletonScope();
});
