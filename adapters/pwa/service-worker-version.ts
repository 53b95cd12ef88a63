import type { WaitingVersion } from '../../core/update/ports';
import { APP_SCOPE, APP_SERVICE_WORKER, CACHE_URLS, SKIP_WAITING, loadedAssets } from './worker-routes';
import { scriptSource } from '../browser/trusted-script-url';

/** The parts of ServiceWorker, ServiceWorkerRegistration and ServiceWorkerContainer used here. */
export interface WorkerLike {
  readonly state: string;
  postMessage(message: unknown): void;
  addEventListener(type: 'statechange', listener: () => void): void;
}

export interface RegistrationLike {
  readonly installing: WorkerLike | null;
  readonly waiting: WorkerLike | null;
  readonly active: WorkerLike | null;
  update(): Promise<unknown>;
  addEventListener(type: 'updatefound', listener: () => void): void;
}

export interface ContainerLike {
  readonly controller: unknown;
  register(url: string, options: { scope: string }): Promise<RegistrationLike>;
  addEventListener(type: 'controllerchange', listener: () => void): void;
  removeEventListener(type: 'controllerchange', listener: () => void): void;
}

export interface VersionTiming {
  /** Resolves after `ms`. */
  readonly sleep: (ms: number) => Promise<void>;
  /** Resolves once the page has loaded: the worker and its precache do not compete with the boot. */
  readonly pageLoaded: () => Promise<void>;
  /** The addresses of what the page has loaded (its resource timing entries) and the page's origin. */
  readonly loadedResources?: () => readonly string[];
  readonly origin?: string;
  /** Whether a worker answered the page's own navigation (its files then went through a worker already). */
  readonly loadedUnderWorker?: () => boolean;
}

/** How long Refresh waits for a version the server has just announced to finish downloading. */
export const INSTALL_WAIT_MS = 10_000;
/** How long Refresh waits for the new worker to take the page over before reloading anyway. */
export const TAKEOVER_WAIT_MS = 5_000;

/**
 * Whether the registration's waiting worker is a new version for this page: an older worker is active and controls
 * the page (docs/decisions.md "PWA: updates"). The first install has no active worker yet; WebKit sets the
 * controller to the first worker (its clients.claim()) before that worker's 'installed' event reaches the page, so
 * a controller alone does not tell an update from the first install.
 */
export function isNewVersion(registration: Pick<RegistrationLike, 'waiting' | 'active'>, controller: unknown): boolean {
  const { waiting, active } = registration;
  return waiting !== null && active !== null && controller !== null && controller !== waiting;
}

/**
 * The PWA worker's side of update detection (docs/decisions.md "PWA: updates"). Registers /m/sw.js once the
 * page has loaded; a new worker that has installed while an older one controls the page is a waiting version
 * (the first install is not an update). The worker waits until activate() sends it SKIP_WAITING.
 */
export class ServiceWorkerVersion implements WaitingVersion {
  private registration: Promise<RegistrationLike | null> | null = null;
  /** No worker answered the page's navigation: a first visit, whose files the first worker has not seen. */
  private readonly firstVisit: boolean;

  constructor(
    private readonly container: ContainerLike,
    private readonly timing: VersionTiming,
    private readonly warn: (message: string) => void = (m) => console.warn(m),
  ) {
    // Without a way to tell (a test's timing), no hand-over.
    this.firstVisit = timing.loadedUnderWorker ? !timing.loadedUnderWorker() : false;
  }

  /**
   * On a first visit, once a worker controls the page, names it the build files the page loaded before (CACHE_URLS):
   * an offline start then finds them all, in an engine that loads the whole boot before the worker takes over
   * (WebKit) as in one where the worker catches the later ones itself.
   */
  private handOverLoadedFiles(): void {
    const { loadedResources, origin } = this.timing;
    if (!this.firstVisit || !loadedResources || !origin) return;
    const send = () => {
      const controller = this.container.controller as Partial<WorkerLike> | null;
      if (!controller || typeof controller.postMessage !== 'function') return false;
      const urlsToCache = loadedAssets(loadedResources(), origin);
      if (urlsToCache.length) controller.postMessage({ type: CACHE_URLS, payload: { urlsToCache } });
      return true;
    };
    if (send()) return;
    const once = () => {
      this.container.removeEventListener('controllerchange', once);
      send();
    };
    this.container.addEventListener('controllerchange', once);
  }

  watch(ready: () => void): () => void {
    let watching = true;
    void this.register().then((registration) => {
      if (!registration) return;
      this.handOverLoadedFiles();
      const report = () => {
        if (watching && isNewVersion(registration, this.container.controller)) ready();
      };
      const follow = (worker: WorkerLike | null) =>
        worker?.addEventListener('statechange', () => {
          if (worker.state === 'installed') report();
        });
      report();
      follow(registration.installing);
      registration.addEventListener('updatefound', () => follow(registration.installing));
    });
    return () => {
      watching = false;
    };
  }

  lookForUpdate(): void {
    void this.register().then((registration) => registration?.update().catch(() => undefined));
  }

  async activate(): Promise<void> {
    const registration = await this.register();
    if (!registration || !this.container.controller) return;
    if (!registration.waiting) {
      await registration.update().catch(() => undefined);
      await this.settled(registration.installing);
    }
    const waiting = registration.waiting;
    if (!waiting) return;
    let done = () => {};
    const takenOver = new Promise<void>((resolve) => (done = resolve));
    this.container.addEventListener('controllerchange', done);
    waiting.postMessage({ type: SKIP_WAITING });
    await Promise.race([takenOver, this.timing.sleep(TAKEOVER_WAIT_MS)]);
    this.container.removeEventListener('controllerchange', done);
  }

  /** The registration, after the page has loaded; null when the browser refuses it (warned once). */
  private register(): Promise<RegistrationLike | null> {
    return (this.registration ??= this.timing
      .pageLoaded()
      .then(() => this.container.register(APP_SERVICE_WORKER, { scope: APP_SCOPE }))
      .catch((error: unknown) => {
        this.warn(`service worker not registered (${String(error)})`);
        return null;
      }));
  }

  /** Resolves when an installing worker has installed or failed, or after INSTALL_WAIT_MS. */
  private async settled(worker: WorkerLike | null): Promise<void> {
    if (!worker || worker.state !== 'installing') return;
    const finished = new Promise<void>((resolve) =>
      worker.addEventListener('statechange', () => {
        if (worker.state !== 'installing') resolve();
      }),
    );
    await Promise.race([finished, this.timing.sleep(INSTALL_WAIT_MS)]);
  }
}

/** The browser's worker container and timers; null where the app runs no worker of its own. */
export function browserServiceWorkerVersion(): ServiceWorkerVersion | null {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  const container = navigator.serviceWorker;
  // The worker's address as a TrustedScriptURL where the page has Trusted Types (register is a script sink).
  const trusted: ContainerLike = {
    get controller() {
      return container.controller;
    },
    register: (url, options) => container.register(scriptSource(url, 'same-origin', document), options) as unknown as Promise<RegistrationLike>,
    addEventListener: (type, listener) => container.addEventListener(type, listener),
    removeEventListener: (type, listener) => container.removeEventListener(type, listener),
  };
  return new ServiceWorkerVersion(trusted, {
    sleep: (ms) => new Promise((resolve) => window.setTimeout(resolve, ms)),
    pageLoaded: () =>
      document.readyState === 'complete' ? Promise.resolve() : new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true })),
    loadedResources: () => performance.getEntriesByType('resource').map((entry) => entry.name),
    origin: window.location.origin,
    loadedUnderWorker: () => ((performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.workerStart ?? 0) > 0,
  });
}
