import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { useCarriedHref } from '../app/use-carried-href';

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { readonly to: string; readonly children?: ReactNode };

/** An in-app link that keeps the carried query fields (shell §2 "The router carries these query fields"). */
export function AppLink({ to, ...rest }: AnchorProps) {
  return <Link href={useCarriedHref(to)} {...rest} />;
}

/** A navigation link that marks the current page (aria-current) for styles and screen readers. */
export function AppNavLink({ to, ...rest }: AnchorProps) {
  const [path] = useLocation();
  const current = path === to.split('?')[0];
  return <Link href={useCarriedHref(to)} aria-current={current ? 'page' : undefined} {...rest} />;
}
