import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useHref, useLinkClickHandler, useLocation } from 'react-router-dom';
import { useCarriedHref } from '../app/use-carried-href';

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { readonly to: string; readonly state?: unknown; readonly children?: ReactNode };

/**
 * A router link built from React Router's link hooks, as its <Link> is without the framework-mode prefetching
 * (route modules, page links) that the app, whose routes core decides, never uses.
 */
function RouterLink({ to, state, onClick, ...rest }: AnchorProps) {
  const href = useHref(to);
  const navigateOnClick = useLinkClickHandler<HTMLAnchorElement>(to, { target: rest.target, state });
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigateOnClick(event);
  };
  return <a {...rest} href={href} onClick={click} />;
}

/** An in-app link that keeps the carried query fields (shell §2 "The router carries these query fields"). */
export function AppLink({ to, ...rest }: AnchorProps) {
  return <RouterLink to={useCarriedHref(to)} {...rest} />;
}

/** A navigation link that marks the current page (aria-current) for styles and screen readers. */
export function AppNavLink({ to, ...rest }: AnchorProps) {
  const { pathname } = useLocation();
  const current = pathname === to.split('?')[0];
  return <RouterLink to={useCarriedHref(to)} aria-current={current ? 'page' : undefined} {...rest} />;
}
