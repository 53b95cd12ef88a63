import type { PageReloader } from '../../core/update/ports';

/** Reloads the page (shell §4 "the refresh button reloads the page"). */
export class LocationReloader implements PageReloader {
  constructor(private readonly location: () => { reload(): void } | null = () => (typeof window === 'undefined' ? null : window.location)) {}

  reload(): void {
    this.location()?.reload();
  }
}

/** The page's own origin for its static files ('' in node: the transport's base). */
export function pageOrigin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}

