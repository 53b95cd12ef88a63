import { useTranslation } from 'react-i18next';

const SKELETON_LANES = [0, 1];
const SKELETON_CARDS = [0, 1, 2, 3];

/** Two game lanes' frame while they load. */
export function LanesSkeleton() {
  return (
    <>
      {SKELETON_LANES.map((lane) => (
        <div key={lane} className="home-section">
          <div className="skeleton skeleton-line section-head-skeleton" />
          <div className="card-row">
            {SKELETON_CARDS.map((card) => (
              <div key={card} className="game-card">
                <div className="skeleton game-card-image" />
                <div className="skeleton skeleton-line" />
              </div>
            ))}
          </div>
        </div>
      ))}
    </>
  );
}

/** The sections' frame while their code downloads: the marquee line, the quick actions, two game lanes. */
export function HomeSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('loading')}>
      <div className="skeleton marquee-skeleton" />
      <div className="skeleton action-row-skeleton" />
      <LanesSkeleton />
    </div>
  );
}
