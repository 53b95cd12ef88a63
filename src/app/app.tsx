import { useObservableState } from 'observable-hooks';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import type { RouterNavigator } from '../../adapters/browser/router-navigator';
import { TOKENS } from '../../adapters/composition/tokens';
import { ErrorBoundary } from '../components/error-boundary';
import { NoticeHost } from '../components/notice-host';
import { StatusScreen } from '../components/status-screen';
// The landing page ships in the entry chunk: lazy-loading it would cost one more round trip at boot.
import HomePage from '../pages/home-page';
import { useService } from './container-context';
import { NavigatorBinding } from './navigator-binding';

const LoginPage = lazy(() => import('../pages/login-page'));
const NotFoundPage = lazy(() => import('../pages/not-found-page'));

const HOME_PATHS = ['/m/home', '/m/index', '/m/index.html'];

function Loading() {
  const { t } = useTranslation();
  return (
    <p className="page-loading" role="status">
      {t('loading')}
    </p>
  );
}

/** Shows the status pages the boot check asks for, else the routes. */
function StatusGate({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  const { t } = useTranslation();
  const check = useService(TOKENS.CheckSystemStatus);
  const outcome = useObservableState(check.outcome$, check.outcome);
  if (outcome?.kind === 'maintenance') {
    return (
      <StatusScreen
        title={t('maintenance_title')}
        lines={[outcome.status.maintenanceDescription, outcome.status.maintenanceEnd].filter((l): l is string => !!l)}
        onRetry={onRetry}
      />
    );
  }
  if (outcome?.kind === 'region-restricted') {
    return <StatusScreen title={t('access_denied_title')} lines={outcome.status.ip ? [outcome.status.ip] : []} onRetry={onRetry} />;
  }
  return <>{children}</>;
}

export function App({ navigator, onRetryStatus }: { navigator: RouterNavigator; onRetryStatus: () => void }) {
  return (
    <BrowserRouter>
      <NavigatorBinding navigator={navigator} />
      <StatusGate onRetry={onRetryStatus}>
        <ErrorBoundary>
          <Suspense fallback={<Loading />}>
            <Routes>
              <Route path="/" element={<Navigate to="/m/home" replace />} />
              <Route path="/m" element={<Navigate to="/m/home" replace />} />
              {HOME_PATHS.map((path) => (
                <Route key={path} path={path} element={<HomePage />} />
              ))}
              <Route path="/m/login" element={<LoginPage />} />
              <Route path="*" element={<NotFoundPage />} />
            </Routes>
          </Suspense>
        </ErrorBoundary>
      </StatusGate>
      <NoticeHost />
    </BrowserRouter>
  );
}
