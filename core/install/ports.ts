/** The browser's answer to its own install prompt. */
export type InstallChoice = 'accepted' | 'dismissed';

/** A captured `beforeinstallprompt` event: it can be shown once. */
export interface DeferredInstallPrompt {
  prompt(): Promise<InstallChoice>;
}

/** The install prompt the browser offered, kept since boot (adapters/install/browser-install-prompt.ts). */
export interface InstallPromptSource {
  /** The captured prompt, or null (none yet, or already used). */
  current(): DeferredInstallPrompt | null;
  /** Forgets the prompt: it cannot be shown twice. */
  consume(): void;
  /** Calls back when the browser says the web app was installed (`appinstalled`); returns the unsubscribe. */
  onInstalled(listener: () => void): () => void;
}
