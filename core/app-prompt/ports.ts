import type { PromptStats } from './model';

/** The browser's web-app install (beforeinstallprompt); the install modal hides its button when it cannot install. */
export interface WebAppInstaller {
  canInstall(): boolean;
  /** The web app was installed on this device (the add-to-home-screen installed flag, player-journey §4). */
  installed(): boolean;
  install(): Promise<'accepted' | 'dismissed' | 'unavailable'>;
}


/** Sees each polled stats answer with the member it belongs to (the tracking of deposit, firstDeposit and withdraw). */
export interface PromptStatsObserver {
  observe(customerId: string, stats: PromptStats): void;
}
