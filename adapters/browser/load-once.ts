/**
 * Lazy code is downloaded once, and not requested while the browser knows it is offline. Chromium keeps a failed
 * dynamic import of a URL, and a failed modulepreload of its dependencies, for the page's whole life
 * (whatwg/html#6768; the spec change, whatwg/html#10327, is not shipped in the Chromium we target): one chunk
 * asked for in a tunnel would fail every later try until a reload (a login submitted offline could never be
 * submitted again). Not asked for offline, the caller's failure path runs now and the next call, online,
 * downloads the code (docs/decisions.md "Endurance run").
 */
export class OfflineDownloadError extends Error {
  constructor() {
    super('offline: the code was not requested');
    this.name = 'OfflineDownloadError';
  }
}

/** The browser's own word: `navigator.onLine` false means no network; true may still be a lie, and is tried. */
export const browserOnline = (): boolean => globalThis.navigator?.onLine !== false;

/**
 * `load` (a dynamic import, and what is built from it) run once; a failed download is forgotten so the next call
 * tries again; offline, a rejection with OfflineDownloadError without asking.
 */
export function loadOnce<T>(load: () => Promise<T>, online: () => boolean = browserOnline): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    if (pending) return pending;
    if (!online()) return Promise.reject(new OfflineDownloadError());
    pending = load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}
