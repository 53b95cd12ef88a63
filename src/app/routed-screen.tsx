import { useObservableState } from 'observable-hooks';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { TOKENS } from '../../adapters/composition/tokens';
import { decideGuard } from '../../core/routing/guard';
import { findRoute } from '../../core/routing/route-table';
import { seoFor } from '../../core/routing/seo';
import { useService } from './container-context';
import { pageFor } from './page-components';
import { noteInAppNavigation } from './in-app-history';

/**
 * Applies core's routing decisions: the route guard (shell §2), the page's title, description,
 * canonical link and noindex, then the page. (The refresh rule runs once at boot, in main.tsx.)
 */
export function RoutedScreen() {
  const { pathname: path, search } = useLocation();
  const sessionState = useService(TOKENS.SessionState);
  const session = useObservableState(sessionState.session$, sessionState.session);
  const tracking = useService(TOKENS.StoredTracking);
  const decision = decideGuard({ path, query: search, hasSessionToken: Boolean(session?.token), storedTracking: tracking.values() });
  const redirecting = decision.kind === 'redirect';
  usePageMeta(path, redirecting);
  useEffect(() => noteInAppNavigation(path), [path]);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  const route = findRoute(path);
  const Page = pageFor(decision.kind === 'not-found' || !route ? 'notFound' : route.id);
  return <Page />;
}

function usePageMeta(path: string, redirecting: boolean): void {
  const { t, i18n } = useTranslation();
  const head = useService(TOKENS.DocumentHead);
  useEffect(() => {
    if (redirecting) return;
    const seo = seoFor(path, window.location.origin);
    const notFound = findRoute(path) === null;
    head.setTitle(`${t(notFound ? 'page_not_found' : seo.titleKey)} | ${t('site_name')}`);
    head.setDescription(t(seo.descriptionKey));
    head.setCanonical(seo.canonicalUrl);
    head.setNoindex(seo.noindex);
  }, [path, redirecting, head, t, i18n.language]);
}
