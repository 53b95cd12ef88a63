import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { TOKENS } from '../../adapters/composition/tokens';
import { useService } from '../app/container-context';

/** Tells tracking each page shown (viewContent); the first, after the first paint, starts tracking. */
export function TrackingFollower() {
  const views = useService(TOKENS.TrackingViews);
  const { pathname: path } = useLocation();
  useEffect(() => views.viewed(path), [views, path]);
  return null;
}
