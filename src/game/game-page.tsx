import { useObservableState } from 'observable-hooks';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { TOKENS } from '../../adapters/composition/tokens';
import { arrangeGameArea, readGameAreaFilters, type GameMatch } from '../../core/game/game-area';
import type { LaunchOutcome } from '../../core/game/launch-outcome';
import { gameCardTarget } from '../../core/home/game-lanes';
import type { OrderedVendor } from '../../core/home/vendor-ordering';
import { useService } from '../app/container-context';
import { useRetryableResult } from '../app/use-use-case-result';
import { AppLink } from '../ui/app-link';
import { LazyImage } from '../ui/lazy-image';
import { LoadFailed, LoadingLine } from '../ui/load-state';
import { TargetLink } from '../ui/target-link';
import { PageLayout } from '../app/page-layout';

const GameView = lazy(() => import('./game-view').then((module) => ({ default: module.GameView })));

/** The game list shows this many more at each "Show more" (a class may hold a hundred games and more). */
const GAME_LIST_PAGE = 20;

/** Vendor logos are drawn at 240 × 96. */
const LOGO_WIDTH = 240;
const LOGO_HEIGHT = 96;

interface Trial {
  readonly match: GameMatch;
  readonly outcome: LaunchOutcome | null;
}

/**
 * /m/game (player-journey §2 "Game area"; docs/decisions.md "Game launch and the game view"): the vendor list
 * and the game matches in shell §9 order, filtered by ?vendor= and ?classify=. A lottery vendor's tile launches
 * its lobby (login first); another's filters the matches; a match with a game id offers a trial, played in the
 * game view over this page (guests too).
 */
export default function GamePage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const state = useService(TOKENS.SessionState);
  const session = useObservableState(state.session$, state.session);
  const trialLaunch = useService(TOKENS.TrialLaunch);
  const { result: outcome, retry } = useRetryableResult(useService(TOKENS.LoadGameArea));
  const [trial, setTrial] = useState<Trial | null>(null);
  const [shown, setShown] = useState(GAME_LIST_PAGE);
  // Another filter starts the list from its first page.
  useEffect(() => setShown(GAME_LIST_PAGE), [search]);

  const play = (match: GameMatch) => {
    if (!match.gameId) return;
    setTrial({ match, outcome: null });
    void trialLaunch.execute({ gameId: match.gameId, nodeId: match.nodeId, origin: window.location.origin }).then((result) =>
      setTrial((current) => (current?.match === match ? { match, outcome: result } : current)),
    );
  };

  if (trial) {
    return (
      <Suspense fallback={<p role="status">{t('launch_game_preparing')}</p>}>
        <GameView title={trial.match.name} outcome={trial.outcome} onBack={() => setTrial(null)} onRetry={() => play(trial.match)} />
      </Suspense>
    );
  }

  const filters = readGameAreaFilters(search);
  const area = outcome?.kind === 'loaded' ? arrangeGameArea(outcome.ordering, outcome.matches, filters) : null;
  const matchesFailed = outcome?.kind === 'loaded' && outcome.matchesFailed;
  return (
    <PageLayout title={t('game_title')}>
      {/* The page's headline, painted with the frame: its largest paint does not wait for the game list. */}
      <p id="game-intro" className="hero-text">
        {t('game_intro')}
      </p>
      {outcome === null ? <LoadingLine /> : null}
      {outcome?.kind === 'failed' ? <LoadFailed message={t('games_failed')} onRetry={retry} /> : null}
      {area ? (
        <>
          <section className="home-section" aria-labelledby="game-vendors">
            <div className="section-head">
              <h2 id="game-vendors">{t('home_vendors')}</h2>
              {filters.vendor || filters.classify ? (
                <AppLink to="/m/game" className="section-more">
                  {t('game_all_vendors')}
                </AppLink>
              ) : null}
            </div>
            <ul className="vendor-grid">
              {area.vendors.map((vendor) => (
                <VendorTile key={vendor.vendor} vendor={vendor} loggedIn={session !== null} current={filters.vendor === vendor.vendor} />
              ))}
            </ul>
          </section>
          <section className="home-section" aria-labelledby="game-matches">
            <div className="section-head">
              <h2 id="game-matches">{t('game_matches')}</h2>
            </div>
            {matchesFailed ? <LoadFailed message={t('games_failed')} onRetry={retry} /> : null}
            {area.matches.length === 0 && !matchesFailed ? <p className="page-intro">{t('games_empty')}</p> : null}
            <ul className="game-match-list">
              {area.matches.slice(0, shown).map((match) => (
                <li key={match.id} className="game-match">
                  <span className="game-match-name" dir="auto">
                    {match.name}
                  </span>
                  <span className="game-match-vendor" dir="auto">
                    {match.vendor}
                  </span>
                  {match.gameId ? (
                    <button type="button" className="button small secondary" aria-label={t('game_try', { name: match.name })} onClick={() => play(match)}>
                      {t('game_trial')}
                    </button>
                  ) : null}
                </li>
              ))}
            </ul>
            {area.matches.length > shown ? (
              <button type="button" className="button secondary block" onClick={() => setShown((count) => count + GAME_LIST_PAGE)}>
                {t('game_show_more', { count: area.matches.length - shown })}
              </button>
            ) : null}
          </section>
        </>
      ) : null}
    </PageLayout>
  );
}

function VendorTile({ vendor, loggedIn, current }: { readonly vendor: OrderedVendor; readonly loggedIn: boolean; readonly current: boolean }) {
  const name = vendor.displayName ?? vendor.vendor;
  // A lottery vendor launches its lobby like a home card; any other opens this area on it.
  const target = gameCardTarget(
    { accountTypeName: vendor.vendor, displayName: name, gameCode: null, prizeMode: null, imageUrl: vendor.logoUrl },
    { loggedIn, currentUrl: window.location.href },
  );
  return (
    <li aria-current={current ? 'true' : undefined}>
      <TargetLink target={target} className="vendor-tile" label={name} state={{ gameName: name }}>
        {vendor.logoUrl ? (
          <LazyImage src={vendor.logoUrl} alt="" width={LOGO_WIDTH} height={LOGO_HEIGHT} className="vendor-logo" />
        ) : (
          <span className="vendor-logo vendor-name" dir="auto">
            {name}
          </span>
        )}
      </TargetLink>
    </li>
  );
}
