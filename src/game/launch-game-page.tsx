import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { TOKENS } from '../../adapters/composition/tokens';
import { gameBackPath } from '../../core/game/back-url';
import type { LaunchOutcome } from '../../core/game/launch-outcome';
import { readLaunchQuery } from '../../core/game/launch-query';
import { useService } from '../app/container-context';
import { GameView } from './game-view';

/**
 * /m/launchGame (shell §2): reads the query, launches the lottery game (guests never get here: the route
 * guard sends them to /m/login) and shows it in the in-page game view; back goes to a same-origin backUrl
 * only, else /m/game.
 */
export default function LaunchGamePage() {
  const { t } = useTranslation();
  const { search, state } = useLocation();
  const navigate = useNavigate();
  const launch = useService(TOKENS.LaunchGame);
  const [outcome, setOutcome] = useState<LaunchOutcome | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setOutcome(null);
    void launch.execute({ query: readLaunchQuery(search), title: t('site_name'), origin: window.location.origin }).then((result) => {
      if (live) setOutcome(result);
    });
    return () => {
      live = false;
    };
    // The title is read once per launch; a language change does not relaunch the game.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [launch, search, attempt]);

  const back = useCallback(() => {
    const backUrl = new URLSearchParams(search).get('backUrl');
    if (document.fullscreenElement) void document.exitFullscreen?.().catch(() => undefined);
    navigate(gameBackPath(backUrl, window.location.origin));
  }, [navigate, search]);

  return <GameView title={gameNameOf(state) ?? t('launch_game_title')} outcome={outcome} onBack={back} onRetry={() => setAttempt((n) => n + 1)} />;
}

/** The name the game's card or tile passed with the link (router state), when there is one. */
function gameNameOf(state: unknown): string | null {
  const name = typeof state === 'object' && state !== null ? (state as { gameName?: unknown }).gameName : null;
  return typeof name === 'string' && name.trim() !== '' ? name.trim() : null;
}
