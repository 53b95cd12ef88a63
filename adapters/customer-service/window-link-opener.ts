import type { ExternalLinkOpener } from '../../core/customer-service/ports';

type OpenWindow = (url: string, target: string, features: string) => unknown;

/** A new tab that cannot reach back into the app, and that is not told where the player came from. */
export class WindowLinkOpener implements ExternalLinkOpener {
  constructor(private readonly openWindow: OpenWindow = (...args) => window.open(...args)) {}

  open(url: string): void {
    this.openWindow(url, '_blank', 'noopener,noreferrer');
  }
}
