import type { KeyValueStore } from '../runtime/ports';
import { A2HS_COUNT_KEY, INSTALLED_COUNT, WEB_APP_INSTALLED_KEY, type InstallOutcome } from './install-keys';
import type { InstallPromptSource } from './ports';

/**
 * "Install the web app now" (TOKENS.WebAppInstall): shows the browser's captured install prompt. The
 * add-to-home-screen sheet and the app-download prompt's web-app install button both call it. Resolves
 * 'unavailable' when the browser offered no prompt (iOS, already installed, or not yet offered).
 */
export class InstallWebApp {
  private readonly installedListeners = new Set<() => void>();

  constructor(
    private readonly source: InstallPromptSource,
    private readonly session: KeyValueStore,
    private readonly local: KeyValueStore,
  ) {
    source.onInstalled(() => {
      this.markInstalled();
      for (const listener of this.installedListeners) listener();
    });
  }

  /** Calls back when the browser reports the web app installed (`appinstalled`). */
  onInstalled(listener: () => void): () => void {
    this.installedListeners.add(listener);
    return () => this.installedListeners.delete(listener);
  }

  /** True when the browser holds an install prompt now. */
  available(): boolean {
    return this.source.current() !== null;
  }

  /** player-journey §4 "once installed ... an installed flag is stored". */
  get installed(): boolean {
    return this.local.get(WEB_APP_INSTALLED_KEY) === '1';
  }

  async execute(): Promise<InstallOutcome> {
    const prompt = this.source.current();
    // Stryker disable next-line ConditionalExpression: equivalent, a missing prompt would throw in prompt() below, caught as 'unavailable'
    if (!prompt) return 'unavailable';
    this.source.consume();
    let choice: InstallOutcome;
    try {
      choice = await prompt.prompt();
    } catch {
      return 'unavailable';
    }
    if (choice === 'accepted') this.markInstalled();
    return choice;
  }

  /** player-journey §4 "once installed the counter is set to 99 and an installed flag is stored". */
  markInstalled(): void {
    this.session.set(A2HS_COUNT_KEY, String(INSTALLED_COUNT));
    this.local.set(WEB_APP_INSTALLED_KEY, '1');
  }
}
