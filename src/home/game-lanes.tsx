import { useObservableState } from 'observable-hooks';
import { useTranslation } from 'react-i18next';
import { TOKENS } from '../../adapters/composition/tokens';
import { gameCardTarget, laneHref, type GameLane } from '../../core/home/game-lanes';
import { useService } from '../app/container-context';
import { useUseCaseResult } from '../app/use-use-case-result';
import { AppLink } from '../ui/app-link';
import { CardArt } from '../ui/card-art';
import { TargetLink } from '../ui/target-link';
import { LanesSkeleton } from './home-skeleton';
import { useNumberFormat } from '../app/use-number-format';
import { useRevealSlot } from './reveal-order';

/** Game art is square (240 px). */
const CARD_SIZE = 240;

function Lane({ lane, loggedIn }: { readonly lane: GameLane; readonly loggedIn: boolean }) {
  const { t } = useTranslation();
  const formatNumber = useNumberFormat();
  const headingId = `lane-${lane.gameClassify ?? lane.title}`.replace(/\s+/g, '-');
  const currentUrl = window.location.href;
  return (
    <section className="home-section" aria-labelledby={headingId}>
      <div className="section-head">
        <h2 id={headingId} dir="auto">
          {lane.title}
        </h2>
        <AppLink to={laneHref(lane)} className="section-more" aria-label={t('home_lane_all', { title: lane.title, count: lane.gameCount })}>
          {t('home_game_count', { count: lane.gameCount, formatted: formatNumber(lane.gameCount) })}
        </AppLink>
      </div>
      <ul className="card-row">
        {lane.cards.map((card, index) => (
          <li key={`${card.accountTypeName}-${card.gameCode ?? index}`} className="game-card">
            <TargetLink target={gameCardTarget(card, { loggedIn, currentUrl })} state={{ gameName: card.displayName }}>
              <CardArt src={card.imageUrl} width={CARD_SIZE} height={CARD_SIZE} className="game-card-image" />
              <span className="game-card-name" dir="auto">
                {card.displayName}
              </span>
            </TargetLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The home screen's game lanes (shell §3): title, "N games" to the whole class, the cards. */
export function GameLanes() {
  const { t } = useTranslation();
  const state = useService(TOKENS.SessionState);
  const session = useObservableState(state.session$, state.session);
  const outcome = useUseCaseResult(useService(TOKENS.LoadGameLanes));
  const shown = useRevealSlot('lanes', outcome !== null);
  if (!shown) return null;
  if (!outcome) {
    return (
      <div role="status" aria-label={t('loading')}>
        <LanesSkeleton />
      </div>
    );
  }
  if (outcome.kind === 'failed' || outcome.lanes.length === 0) {
    return <p className="muted home-empty">{t(outcome.kind === 'failed' ? 'home_games_failed' : 'games_empty')}</p>;
  }
  return (
    <>
      {outcome.lanes.map((lane, index) => (
        <Lane key={`${lane.title}-${index}`} lane={lane} loggedIn={session !== null} />
      ))}
    </>
  );
}
