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

function isInstallPrompt(event: Event): event is BeforeInstallPromptEvent {
  const candidate = event as Partial<BeforeInstallPromptEvent>;
  return typeof candidate.prompt === 'function' && candidate.userChoice !== undefined;
}

/**
 * Keeps the browser's install prompt from boot on: `beforeinstallprompt` is prevented (no mini-infobar)
 * and kept for the add-to-home-screen sheet or the app-download prompt; `appinstalled` is passed on.
 */
export class BrowserInstallPrompt implements InstallPromptSource {
  private captured: BeforeInstallPromptEvent | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(target: InstallEventTarget | null) {
    target?.addEventListener('beforeinstallprompt', (event) => {
      if (!isInstallPrompt(event)) return;
      event.preventDefault();
      this.captured = event;
    });
    target?.addEventListener('appinstalled', () => {
      this.captured = null;
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

  onInstalled(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

/** The page's window; null in node. */
export function pageInstallEventTarget(): InstallEventTarget | null {
  return typeof window === 'undefined' ? null : window;
}

/** The page's host (the download resources' `domain` query); '' in node. */
export function pageHost(): string {
  return typeof window === 'undefined' ? '' : window.location.host;
}
