import type { ReactNode } from 'react';
import type { LinkTarget } from '../../core/home/link-target';
import { AppLink } from './app-link';

interface TargetLinkProps {
  readonly target: LinkTarget;
  readonly className?: string;
  /** The accessible name when the content is only an image or icon. */
  readonly label?: string;
  /** Router state for an in-app route (the game view's title: `{ gameName }`). */
  readonly state?: unknown;
  readonly children: ReactNode;
}

/**
 * A core LinkTarget as a real link (shell §5): an in-app route or /m/login navigates in the app; an
 * external link opens a new tab that cannot reach back (noopener) and is not told the app's address;
 * a refused link is no link at all.
 */
export function TargetLink({ target, className, label, state, children }: TargetLinkProps) {
  switch (target.kind) {
    case 'route':
    case 'login':
      return (
        <AppLink to={target.href} className={className} aria-label={label} state={target.kind === 'route' ? state : undefined}>
          {children}
        </AppLink>
      );
    case 'external':
      return (
        <a href={target.url} target="_blank" rel="noopener noreferrer" className={className} aria-label={label}>
          {children}
        </a>
      );
    default:
      return <div className={className}>{children}</div>;
  }
}
