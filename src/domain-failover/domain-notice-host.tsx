import { useObservableState } from 'observable-hooks';
import { lazy, Suspense, useMemo } from 'react';
import { TOKENS } from '../../adapters/composition/tokens';
import { useService } from '../app/container-context';

// Downloaded only when system status answers domain_not_available (player-journey §8).
const DomainNoticeModal = lazy(() => import('./domain-notice').catch(() => ({ default: () => null })));

/** Mounts the domain-unreachable notice once the boot check reports domain_not_available. */
export function DomainNoticeHost() {
  const check = useService(TOKENS.CheckSystemStatus);
  const load = useService(TOKENS.DomainNotice);
  const outcome = useObservableState(check.outcome$, check.outcome);
  const unavailable = outcome?.kind === 'domain-not-available';
  const notice = useMemo(() => (unavailable ? load().catch(() => null) : null), [unavailable, load]);
  if (!notice) return null;
  return (
    <Suspense fallback={null}>
      <DomainNoticeModal notice={notice} />
    </Suspense>
  );
}
