import type { WebAppInstaller } from '../../core/app-prompt/ports';

/** Until the add-to-home-screen capture (beforeinstallprompt) is connected: never installs, so the button is hidden. */
export class UnavailableWebAppInstaller implements WebAppInstaller {
  canInstall(): boolean {
    return false;
  }

  install(): Promise<'unavailable'> {
    return Promise.resolve('unavailable');
  }
}
