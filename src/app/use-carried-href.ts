import { useLocation } from 'react-router-dom';
import { TOKENS } from '../../adapters/composition/tokens';
import { carryQuery } from '../../core/routing/query-carry';
import { useService } from './container-context';

/** The target href with the current page's carried query fields and the stored tracking values added. */
export function useCarriedHref(to: string): string {
  const { search } = useLocation();
  const tracking = useService(TOKENS.StoredTracking);
  return carryQuery(search, to, tracking.values());
}
