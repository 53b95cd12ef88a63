import { useObservableState } from 'observable-hooks';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { TOKENS } from '../../adapters/composition/tokens';
import type { AddToHomeScreen } from '../../core/install/add-to-home-screen';
import { useService } from '../app/container-context';

// Downloaded only when core shows the sheet; a failed download shows nothing.
const AddToHomeScreenSheet = lazy(() => import('./add-to-home-screen-sheet').catch(() => ({ default: () => null })));

function SheetSlot({ store }: { store: AddToHomeScreen }) {
  const { pathname: path } = useLocation();
  const sheet = useObservableState(store.sheet$, store.sheet);
  useEffect(() => store.enter(path), [store, path]);
  if (sheet.kind === 'hidden') return null;
  return (
    <Suspense fallback={null}>
      <AddToHomeScreenSheet store={store} />
    </Suspense>
  );
}

/**
 * Loads the add-to-home-screen store after the first paint (player-journey §4 "Add-to-home-screen prompt";
 * docs/decisions.md "Add-to-home-screen"), tells it each route the player is on and mounts the sheet while it
 * shows. The app loads this component lazily.
 */
export default function AddToHomeScreenHost() {
  const load = useService(TOKENS.AddToHomeScreen);
  const [store, setStore] = useState<AddToHomeScreen | null>(null);
  useEffect(() => {
    let live = true;
    load().then(
      (loaded) => live && setStore(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [load]);
  return store ? <SheetSlot store={store} /> : null;
}
