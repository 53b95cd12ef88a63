import type { WebAppInstaller } from '../../core/app-prompt/ports';
import type { KeyValueStore } from '../../core/runtime/ports';
import { WEB_APP_INSTALLED_KEY } from '../../core/install/install-keys';
import type { InstallWebApp } from '../../core/install/install-web-app';
import type { InstallPromptSource } from '../../core/install/ports';

/**
 * The install modal's web-app button over the add-to-home-screen capture: it can install while the browser
 * holds its prompt (captured since boot), and installing downloads "install the web app now" on first use.
 */
export class BrowserWebAppInstaller implements WebAppInstaller {
  constructor(
    private readonly source: InstallPromptSource,
    private readonly local: KeyValueStore,
    private readonly installWebApp: () => Promise<InstallWebApp>,
  ) {}

  canInstall(): boolean {
    return this.source.current() !== null;
  }

  installed(): boolean {
    return this.local.get(WEB_APP_INSTALLED_KEY) === '1';
  }

  async install(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
    try {
      return await (await this.installWebApp()).execute();
    } catch {
      return 'unavailable';
    }
  }
}
