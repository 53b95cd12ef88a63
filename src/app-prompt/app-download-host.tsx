import { useObservableState } from 'observable-hooks';
import { lazy, Suspense } from 'react';
import { TOKENS } from '../../adapters/composition/tokens';
import { useService } from '../app/container-context';

const InstallAppModal = lazy(() => import('../install/install-app-modal').catch(() => ({ default: () => null })));
const AppUpgradeModal = lazy(() => import('./app-upgrade-modal').catch(() => ({ default: () => null })));

/**
 * The install-app modal once the prompt's code is loaded (a route, the game view or the player asked), and
 * inside the native app the app-upgrade modal's check (docs/decisions.md "App-download prompt policy").
 */
export function AppDownloadHost() {
  const launcher = useService(TOKENS.AppDownloadPrompt);
  const runMode = useService(TOKENS.RunMode);
  const prompt = useObservableState(launcher.prompt$, null);
  // One boundary each: the install modal's code arriving must not hide an upgrade modal already on screen.
  return (
    <>
      <Suspense fallback={null}>{prompt && <InstallAppModal prompt={prompt} />}</Suspense>
      <Suspense fallback={null}>{runMode().inNativeApp && <AppUpgradeModal />}</Suspense>
    </>
  );
}
