import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { RouterNavigator } from '../../adapters/browser/router-navigator';
import { TOKENS } from '../../adapters/composition/tokens';
import { carryQuery } from '../../core/routing/query-carry';
import { useService } from './container-context';

/** Lets core navigate through the router once it is mounted, keeping the carried query fields (shell §2). */
export function NavigatorBinding({ navigator }: { navigator: RouterNavigator }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const currentSearch = useRef(search);
  currentSearch.current = search;
  const tracking = useService(TOKENS.StoredTracking);
  useEffect(
    () => navigator.attach((path, options) => navigate(carryQuery(currentSearch.current, path, tracking.values()), options)),
    [navigate, navigator, tracking],
  );
  return null;
}
