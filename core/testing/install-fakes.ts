import type { InstallChoice, InstallPromptSource } from '../install/ports';
import type { RunFacts } from '../device/ports';

/** A browser that may have offered its install prompt; the player's answer is scripted. */
export class FakeInstallPromptSource implements InstallPromptSource {
  offered = false;
  answer: InstallChoice = 'accepted';
  prompts = 0;
  private listeners = new Set<() => void>();

  /** The browser fires beforeinstallprompt. */
  offer(answer: InstallChoice = 'accepted'): void {
    this.offered = true;
    this.answer = answer;
  }

  current() {
    if (!this.offered) return null;
    return {
      prompt: () => {
        this.prompts++;
        return Promise.resolve(this.answer);
      },
    };
  }

  consume(): void {
    this.offered = false;
  }

  onInstalled(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The browser fires appinstalled. */
  installed(): void {
    for (const listener of this.listeners) listener();
  }
}

const ANDROID_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const iphone = (version: string) =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS ${version} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/${version.split('_')[0]}.0 Mobile/15E148 Safari/604.1`;

const browser = (userAgent: string): RunFacts => ({ userAgent, maxTouchPoints: 5, standaloneDisplayMode: false, navigatorStandalone: false, webclipFlag: null });

/** Phones by name, for install tests and features. */
export const INSTALL_PHONES: Readonly<Record<string, RunFacts>> = {
  'Android phone': browser(ANDROID_UA),
  'iPhone on iOS 17': browser(iphone('17_4')),
  'iPhone on iOS 16': browser(iphone('16_6')),
  'installed Android web app': { ...browser(ANDROID_UA), standaloneDisplayMode: true },
  'native app': browser(`${ANDROID_UA} AppAndroidVer/3.0`),
};
