/** Reloads the page (shell §4 "the refresh button reloads the page"). */
export interface PageReloader {
  reload(): void;
}

/**
 * A new version of the app that a service worker has already downloaded and holds back until the page says
 * so (docs/decisions.md "PWA: updates"). It leads to the same one update alert as a changed asset manifest.
 */
export interface WaitingVersion {
  /** Starts watching; `ready` is called when a new version waits. Returns what stops watching. */
  watch(ready: () => void): () => void;
  /** Asks the server for a newer version now (with each manifest check). */
  lookForUpdate(): void;
  /** Lets the waiting version (or one found now) take over; resolves when the page may reload; never rejects. */
  activate(): Promise<void>;
}
