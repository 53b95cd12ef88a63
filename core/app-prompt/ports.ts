/** The browser's web-app install (beforeinstallprompt); the install modal hides its button when it cannot install. */
export interface WebAppInstaller {
  canInstall(): boolean;
  install(): Promise<'accepted' | 'dismissed' | 'unavailable'>;
}

