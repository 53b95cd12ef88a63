import { useObservableState } from 'observable-hooks';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'wouter';
import { TOKENS } from '../../adapters/composition/tokens';
import { useService } from '../app/container-context';

// Downloaded only when core shows the sheet; a failed download shows nothing.
const AddToHomeScreenSheet = lazy(() => import('./add-to-home-screen-sheet').catch(() => ({ default: () => null })));

/** Tells core each route the player is on and mounts the add-to-home-screen sheet while core shows it (issue 13 item 2). */
export function AddToHomeScreenHost() {
  const [path] = useLocation();
  const store = useService(TOKENS.AddToHomeScreen);
  const sheet = useObservableState(store.sheet$, store.sheet);
  useEffect(() => store.enter(path), [store, path]);
  if (sheet.kind === 'hidden') return null;
  return (
    <Suspense fallback={null}>
      <AddToHomeScreenSheet />
    </Suspense>
  );
}
