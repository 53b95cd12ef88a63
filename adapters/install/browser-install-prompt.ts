import type { DeferredInstallPrompt, InstallChoice, InstallPromptSource } from '../../core/install/ports';

/** The `beforeinstallprompt` event as Chromium fires it (not in lib.dom). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ readonly outcome: string }>;
}

/** The part of `window` this adapter listens on. */
export interface InstallEventTarget {
  addEventListener(type: string, listener: (event: Event) => void): void;
}

/**
 * Keeps the browser's install prompt from boot on: `beforeinstallprompt` is prevented (no mini-infobar)
 * and kept for the add-to-home-screen sheet or the app-download prompt; `appinstalled` is passed on.
 */
export class BrowserInstallPrompt implements InstallPromptSource {
  private captured: BeforeInstallPromptEvent | null = null;
  private installedSeen = false;
  private readonly listeners = new Set<() => void>();

  constructor(target: InstallEventTarget | null) {
    target?.addEventListener('beforeinstallprompt', (event) => {
      if (!('prompt' in event)) return;
      event.preventDefault();
      this.captured = event as BeforeInstallPromptEvent;
    });
    target?.addEventListener('appinstalled', () => {
      this.captured = null;
      this.installedSeen = true;
      for (const listener of this.listeners) listener();
    });
  }

  current(): DeferredInstallPrompt | null {
    const event = this.captured;
    if (!event) return null;
    return {
      prompt: async (): Promise<InstallChoice> => {
        await event.prompt();
        const choice = await event.userChoice;
        return choice.outcome === 'accepted' ? 'accepted' : 'dismissed';
      },
    };
  }

  consume(): void {
    this.captured = null;
  }

  /** An `appinstalled` seen before the listener came (the install code is downloaded later) is told at once. */
  onInstalled(listener: () => void): () => void {
    if (this.installedSeen) listener();
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

/** The page's window; null in node. */
export function pageInstallEventTarget(): InstallEventTarget | null {
  return typeof window === 'undefined' ? null : window;
}

/**
 * The page's one capture, listening from the moment its module runs: the boot entry (src/boot) imports it, so a
 * prompt the browser offers before the app's code is downloaded is kept.
 */
export const bootInstallPrompt = new BrowserInstallPrompt(pageInstallEventTarget());
