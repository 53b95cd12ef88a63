import { useObservableState } from 'observable-hooks';
import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { RouterNavigator } from '../../adapters/browser/router-navigator';
import { TOKENS } from '../../adapters/composition/tokens';
import { AppDownloadHost } from '../app-prompt/app-download-host';
import { ChatUnreadFollower } from '../customer-service/chat-button';
import { ErrorBoundary } from './error-boundary';
import { NoticeHost } from './notice-host';
import { PushPermissionHost } from '../push/push-permission-host';
import { DomainNoticeHost } from '../domain-failover/domain-notice-host';
import { TrackingFollower } from '../tracking/tracking-follower';
import { PageSkeleton } from './page-skeleton';
import { useService } from './container-context';
import { DocumentBindings } from './document-bindings';
import { NavigatorBinding } from './navigator-binding';
import { pageDownloadFailed } from './page-components';
import { RoutedScreen } from './routed-screen';

const MaintenancePage = lazy(() => import('../status/maintenance-page'));
const AccessDeniedPage = lazy(() => import('../status/access-denied-page'));
// Mock builds: the slider captcha and the fake sign-in consent (mock-sign-in-module.ts); production drops them.
const MockSignInHosts = import.meta.env.VITE_USE_MOCK === 'true' ? lazy(() => import('../sign-in/mock-sign-in-hosts')) : null;
// The banner-download modals (shell §4), not over the status pages: nothing until core shows one; a failed download shows none.
const DownloadImageModals = lazy(() => import('../app-prompt/download-image-modals').catch(() => ({ default: () => null })));
// The mini-game widget (player-journey §4, §5): its code only once a member should see it (LOTTMINIGAME3 or SEALOTTMINIGAME3 on).
// The add-to-home-screen sheet (player-journey §4): its store and component after the first paint.
const AddToHomeScreenHost = lazy(() => import('../install/add-to-home-screen-host').catch(() => ({ default: () => null })));
const MiniGameHost = lazy(() => import('../game/mini-game-host').catch(() => ({ default: () => null })));

function MiniGameSlot() {
  const wanted$ = useService(TOKENS.MiniGameHostWanted);
  const wanted = useObservableState(wanted$, false);
  return wanted ? <MiniGameHost /> : null;
}

/** Shows the status pages the boot check asks for (shell §2), else the routes. */
function StatusGate({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  const check = useService(TOKENS.CheckSystemStatus);
  const outcome = useObservableState(check.outcome$, check.outcome);
  if (outcome?.kind === 'maintenance') return <MaintenancePage status={outcome.status} onRetry={onRetry} />;
  if (outcome?.kind === 'region-restricted') return <AccessDeniedPage status={outcome.status} onRetry={onRetry} />;
  return <>{children}</>;
}

interface AppProps {
  readonly navigator: RouterNavigator;
  readonly onRetryStatus: () => void;
}

export function App(props: AppProps) {
  // Core decides every route (core/routing/); the router only holds the address. No transitions: a
  // navigation shows the next page's skeleton at once rather than keeping the old page while its code loads.
  return (
    <BrowserRouter useTransitions={false}>
      <AppScreens {...props} />
    </BrowserRouter>
  );
}

/** Everything inside the router: component tests render it in a MemoryRouter. */
export function AppScreens({ navigator, onRetryStatus }: AppProps) {
  const reloader = useService(TOKENS.PageReloader);
  return (
    <>
      <NavigatorBinding navigator={navigator} />
      <DocumentBindings />
      <ErrorBoundary onRetry={() => pageDownloadFailed() && reloader.reload()}>
        <Suspense fallback={<PageSkeleton />}>
          <StatusGate onRetry={onRetryStatus}>
            <RoutedScreen />
            <Suspense fallback={null}>
              <DownloadImageModals />
            </Suspense>
            <Suspense fallback={null}>
              <MiniGameSlot />
            </Suspense>
            <PushPermissionHost />
            <AppDownloadHost />
            <Suspense fallback={null}>
              <AddToHomeScreenHost />
            </Suspense>
          </StatusGate>
        </Suspense>
      </ErrorBoundary>
      <ChatUnreadFollower />
      <DomainNoticeHost />
      <TrackingFollower />
      <NoticeHost />
      {MockSignInHosts && (
        <Suspense fallback={null}>
          <MockSignInHosts />
        </Suspense>
      )}
    </>
  );
}
