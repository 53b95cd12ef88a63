import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TOKENS } from '../../adapters/composition/tokens';
import { gameFrameSandbox } from '../../core/game/back-url';
import type { LaunchOutcome } from '../../core/game/launch-outcome';
import { useService } from '../app/container-context';
import { Icon } from '../ui/icons';

interface GameViewProps {
  /** The game's name for the bar (the launch's own word when the name is not known). */
  readonly title: string;
  /** null while the launch runs. */
  readonly outcome: LaunchOutcome | null;
  readonly onBack: () => void;
  readonly onRetry: () => void;
}

/** The Fullscreen API on the view's container; the toggle follows what the browser reports (Escape leaves too). */
function useFullscreen(target: React.RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const sync = () => setActive(document.fullscreenElement !== null && document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, [target]);
  const toggle = () => {
    const element = target.current;
    if (!element) return;
    if (document.fullscreenElement) void document.exitFullscreen?.().catch(() => undefined);
    else void element.requestFullscreen?.().catch(() => undefined);
  };
  return { active, toggle, supported: typeof document !== 'undefined' && document.fullscreenEnabled !== false };
}

/** While the game is open: the reach issue's in-game prompt fires after in_game_popup_interval seconds. */
function useInGamePrompt(running: boolean) {
  const loadTimer = useService(TOKENS.InGamePromptTimer);
  useEffect(() => {
    if (!running) return;
    let cancel: (() => void) | null = null;
    let live = true;
    void loadTimer()
      .then((timer) => {
        if (live) cancel = timer.start();
      })
      .catch(() => undefined);
    return () => {
      live = false;
      cancel?.();
    };
  }, [running, loadTimer]);
}

/**
 * While the view is on screen the document says so (`data-game-view`): the floating widget steps aside
 * (styles.css), so nothing sits over the game.
 */
function useGameViewMark() {
  useEffect(() => {
    const root = document.documentElement;
    root.setAttribute('data-game-view', '');
    return () => root.removeAttribute('data-game-view');
  }, []);
}

/**
 * The in-page game view: the game edge to edge under a slim bar (back, the game's name, fullscreen), no bottom
 * navigation; a sandboxed iframe (docs/decisions.md "Game launch and the game view"), and the loading, timeout
 * (with Retry), failure and app-required states.
 */
export function GameView({ title, outcome, onBack, onRetry }: GameViewProps) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(container);
  const gameUrl = outcome?.kind === 'launched' ? outcome.gameUrl : null;
  useInGamePrompt(gameUrl !== null);
  useGameViewMark();

  return (
    <div className="game-view">
      {/* The fullscreen target: the bar stays in it so the player can leave fullscreen and go back. */}
      <div className="game-screen" ref={container}>
      <header className="game-bar">
        <button type="button" className="icon-button" aria-label={t('back')} onClick={onBack}>
          <Icon name="back" />
        </button>
        <h1 dir="auto">{title}</h1>
        <button
          type="button"
          className="text-button"
          aria-pressed={fullscreen.active}
          disabled={gameUrl === null || !fullscreen.supported}
          onClick={fullscreen.toggle}
        >
          {t('game_fullscreen')}
        </button>
      </header>
      <main className="game-stage" id="main">
        {gameUrl ? (
          <iframe
            className="game-frame"
            src={gameUrl}
            title={t('game_frame_title')}
            sandbox={gameFrameSandbox(gameUrl, window.location.origin)}
            allow="fullscreen"
            referrerPolicy="no-referrer"
          />
        ) : (
          <GameState outcome={outcome} onRetry={onRetry} />
        )}
      </main>
      </div>
    </div>
  );
}

function GameState({ outcome, onRetry }: { readonly outcome: LaunchOutcome | null; readonly onRetry: () => void }) {
  const { t } = useTranslation();
  if (outcome === null || outcome.kind === 'login-required' || outcome.kind === 'launched') {
    return (
      <p className="game-message" role="status">
        {t('launch_game_preparing')}
      </p>
    );
  }
  if (outcome.kind === 'app-required') {
    return (
      <p className="game-message" role="alert">
        {t('game_app_required')}
      </p>
    );
  }
  const message = outcome.kind === 'timed-out' ? t('timeout_retry_please') : (outcome.message ?? t('game_launch_failed'));
  return (
    <div className="game-message">
      <p role="alert">{message}</p>
      <button type="button" className="button primary" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
