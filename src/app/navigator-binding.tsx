import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { RouterNavigator } from '../../adapters/browser/router-navigator';

/** Lets core navigate through the router once it is mounted. */
export function NavigatorBinding({ navigator }: { navigator: RouterNavigator }) {
  const navigate = useNavigate();
  useEffect(() => navigator.attach((path, options) => void navigate(path, options)), [navigate, navigator]);
  return null;
}
