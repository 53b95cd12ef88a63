import { describe, expect, it } from 'vitest';
import { INSTALL_WAIT_MS, ServiceWorkerVersion, TAKEOVER_WAIT_MS, isNewVersion, type ContainerLike, type RegistrationLike, type WorkerLike } from './service-worker-version';

const flush = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

class FakeWorker implements WorkerLike {
  readonly messages: unknown[] = [];
  private listeners: Array<() => void> = [];
  constructor(public state: string) {}
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  addEventListener(type: 'statechange', listener: () => void) {
    if (type === 'statechange') this.listeners.push(listener);
  }
  become(state: string) {
    this.state = state;
    for (const l of this.listeners) l();
  }
}

class FakeRegistration implements RegistrationLike {
  installing: FakeWorker | null = null;
  /** The version that controls the page (FakeContainer's controller). */
  active: FakeWorker | null = new FakeWorker('activated');
  waiting: FakeWorker | null = null;
  updates = 0;
  /** What update() finds on the server: a worker that starts installing, or nothing new. */
  onUpdate: () => void = () => undefined;
  private found: Array<() => void> = [];
  update() {
    this.updates++;
    this.onUpdate();
    return Promise.resolve(this);
  }
  addEventListener(type: 'updatefound', listener: () => void) {
    if (type === 'updatefound') this.found.push(listener);
  }
  /** A new worker starts installing, then installs (and waits). */
  newVersion(): FakeWorker {
    const worker = new FakeWorker('installing');
    this.installing = worker;
    for (const l of this.found) l();
    return worker;
  }
  installed(worker: FakeWorker) {
    this.installing = null;
    this.waiting = worker;
    worker.become('installed');
  }
}

class FakeContainer implements ContainerLike {
  controller: unknown;
  readonly registrations: Array<[string, { scope: string }]> = [];
  private listeners: Array<() => void> = [];
  constructor(readonly registration: FakeRegistration | Error = new FakeRegistration()) {
    this.controller = registration instanceof Error ? { scriptURL: '/m/sw.js' } : registration.active;
  }
  register(url: string, options: { scope: string }) {
    this.registrations.push([url, options]);
    return this.registration instanceof Error ? Promise.reject(this.registration) : Promise.resolve(this.registration);
  }
  addEventListener(type: 'controllerchange', listener: () => void) {
    if (type === 'controllerchange') this.listeners.push(listener);
  }
  removeEventListener(type: 'controllerchange', listener: () => void) {
    if (type === 'controllerchange') this.listeners = this.listeners.filter((l) => l !== listener);
  }
  takeOver(controller: unknown = { scriptURL: '/m/sw.js', new: true }) {
    this.controller = controller;
    for (const l of [...this.listeners]) l();
  }
  get listening() {
    return this.listeners.length;
  }
}

function rig(registration: FakeRegistration | Error = new FakeRegistration()) {
  const container = new FakeContainer(registration);
  const sleeps: Array<{ ms: number; wake: () => void }> = [];
  let loaded = () => {};
  const pageLoaded = new Promise<void>((resolve) => (loaded = resolve));
  const warnings: string[] = [];
  const version = new ServiceWorkerVersion(
    container,
    { sleep: (ms) => new Promise((wake) => sleeps.push({ ms, wake })), pageLoaded: () => pageLoaded },
    (m) => warnings.push(m),
  );
  return { container, registration: registration as FakeRegistration, sleeps, loaded, warnings, version };
}

describe('isNewVersion (docs/decisions.md "PWA: updates": "a new worker installed while an older one controls the page is a waiting version"; the first install is not an update)', () => {
  const older = new FakeWorker('activated');
  const newer = new FakeWorker('installed');

  it('a worker waiting while an older one is active and controls the page is a new version', () => {
    expect(isNewVersion({ waiting: newer, active: older }, older)).toBe(true);
  });

  it('nothing waiting is no new version', () => {
    expect(isNewVersion({ waiting: null, active: older }, older)).toBe(false);
  });

  it("the first install is not one: no worker active yet, whether the controller is still none (Chromium) or already the installing worker itself (WebKit sets it on the worker's clients.claim() before the worker's 'installed' event)", () => {
    expect(isNewVersion({ waiting: newer, active: null }, null)).toBe(false);
    expect(isNewVersion({ waiting: newer, active: null }, newer)).toBe(false);
  });

  it('a waiting worker that already controls the page is not waiting for it (the registration lags behind the take-over)', () => {
    expect(isNewVersion({ waiting: newer, active: older }, newer)).toBe(false);
  });

  it('no worker active is no update even under a controller of an older registration, and a page no worker controls has nothing to update', () => {
    expect(isNewVersion({ waiting: newer, active: null }, older)).toBe(false);
    expect(isNewVersion({ waiting: newer, active: older }, null)).toBe(false);
  });
});

describe('ServiceWorkerVersion (docs/decisions.md "PWA: updates": the PWA worker feeds the one update alert)', () => {
  it('registers /m/sw.js with scope /m/ only once the page has loaded, and only once', async () => {
    const r = rig();
    r.version.watch(() => undefined);
    r.version.lookForUpdate();
    await flush();
    expect(r.container.registrations).toEqual([]);
    r.loaded();
    await flush();
    expect(r.container.registrations).toEqual([['/m/sw.js', { scope: '/m/' }]]);
    expect(r.registration.updates).toBe(1);
  });

  it('a version already waiting at registration is reported; the first install of a page with no worker is not an update', async () => {
    const waiting = rig();
    waiting.registration.waiting = new FakeWorker('installed');
    const seen: string[] = [];
    waiting.version.watch(() => seen.push('waiting'));
    waiting.loaded();
    await flush();
    expect(seen).toEqual(['waiting']);

    const first = rig();
    first.registration.active = null;
    first.container.controller = null;
    const firstSeen: string[] = [];
    first.version.watch(() => firstSeen.push('waiting'));
    first.loaded();
    await flush();
    first.registration.installed(first.registration.newVersion());
    expect(firstSeen).toEqual([]);
  });

  it("the first install is not an update in WebKit's order either: the page's controller is already the new worker (its clients.claim()) when the worker's 'installed' event arrives", async () => {
    const r = rig();
    r.registration.active = null;
    r.container.controller = null;
    const seen: string[] = [];
    r.version.watch(() => seen.push('waiting'));
    r.loaded();
    await flush();
    const worker = r.registration.newVersion();
    // WebKitGTK 2.50: installed, activating, controllerchange and activated are delivered together, the controller set first.
    r.container.controller = worker;
    r.registration.installed(worker);
    expect(seen).toEqual([]);
  });

  it('a new version found later is reported when it has installed, not while installing; stop() ends the reports', async () => {
    const r = rig();
    const seen: string[] = [];
    const stop = r.version.watch(() => seen.push('waiting'));
    r.loaded();
    await flush();
    const worker = r.registration.newVersion();
    expect(seen).toEqual([]);
    r.registration.installed(worker);
    expect(seen).toEqual(['waiting']);
    stop();
    r.registration.installed(r.registration.newVersion());
    expect(seen).toEqual(['waiting']);
  });

  it('activate(): SKIP_WAITING to the waiting worker, resolved once it controls the page', async () => {
    const r = rig();
    const worker = new FakeWorker('installed');
    r.registration.waiting = worker;
    r.loaded();
    let activated = false;
    void r.version.activate().then(() => (activated = true));
    await flush();
    expect(worker.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(activated).toBe(false);
    r.container.takeOver();
    await flush();
    expect(activated).toBe(true);
    expect(r.container.listening).toBe(0);
    expect(r.registration.updates).toBe(0);
  });

  it('activate() after a manifest-only alert: a new version that has installed by the time the server answered is let in without waiting, even while the registration still lists it as installing', async () => {
    const r = rig();
    r.registration.onUpdate = () => {
      const worker = r.registration.newVersion();
      r.registration.installed(worker);
      r.registration.installing = worker;
    };
    r.loaded();
    void r.version.activate();
    await flush();
    expect(r.registration.waiting!.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(r.sleeps.map((s) => s.ms)).toEqual([TAKEOVER_WAIT_MS]);
  });

  it('activate() after a manifest-only alert: asks the server, waits for the new version to install, then lets it take over', async () => {
    const r = rig();
    let worker: FakeWorker | null = null;
    r.registration.onUpdate = () => (worker = r.registration.newVersion());
    r.loaded();
    let activated = false;
    void r.version.activate().then(() => (activated = true));
    await flush();
    expect(r.registration.updates).toBe(1);
    expect(r.sleeps.map((s) => s.ms)).toEqual([INSTALL_WAIT_MS]);
    r.registration.installed(worker!);
    await flush();
    expect(worker!.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    r.container.takeOver();
    await flush();
    expect(activated).toBe(true);
  });

  it('activate() gives up waiting (reload anyway) when the worker never takes over', async () => {
    const r = rig();
    r.registration.waiting = new FakeWorker('installed');
    r.loaded();
    let activated = false;
    void r.version.activate().then(() => (activated = true));
    await flush();
    expect(r.sleeps.map((s) => s.ms)).toEqual([TAKEOVER_WAIT_MS]);
    r.sleeps[0]!.wake();
    await flush();
    expect(activated).toBe(true);
    expect(r.container.listening).toBe(0);
  });

  it('activate() with nothing new, with no controlling worker, or with a refused registration resolves at once', async () => {
    const nothing = rig();
    nothing.loaded();
    await expect(nothing.version.activate()).resolves.toBeUndefined();
    expect(nothing.registration.updates).toBe(1);

    const uncontrolled = rig();
    uncontrolled.container.controller = null;
    uncontrolled.registration.waiting = new FakeWorker('installed');
    uncontrolled.loaded();
    await expect(uncontrolled.version.activate()).resolves.toBeUndefined();
    expect(uncontrolled.registration.waiting.messages).toEqual([]);

    const refused = rig(new Error('SecurityError'));
    refused.loaded();
    refused.version.watch(() => undefined);
    await expect(refused.version.activate()).resolves.toBeUndefined();
    expect(refused.warnings).toEqual(['service worker not registered (Error: SecurityError)']);
  });
});

describe('a first visit hands its worker the files it loaded before the worker controlled it (docs/decisions.md "PWA: the first offline start")', () => {
  const timing = (loaded: readonly string[], underWorker: boolean) => ({
    sleep: () => Promise.resolve(),
    pageLoaded: () => Promise.resolve(),
    loadedResources: () => loaded,
    origin: 'https://m.example',
    loadedUnderWorker: () => underWorker,
  });
  const LOADED = ['https://m.example/m/assets/main-1.js', 'https://m.example/m/assets/en-2.js?x=1', 'https://m.example/wps/system/status', 'https://cdn.example/m/assets/x.js', 'https://m.example/m/assets/main-1.js'];

  it('once the first worker takes the page over: CACHE_URLS with its own build files, each once, no query', async () => {
    const registration = new FakeRegistration();
    const container = new FakeContainer(registration);
    container.controller = null;
    new ServiceWorkerVersion(container, timing(LOADED, false)).watch(() => undefined);
    await flush();
    const worker = new FakeWorker('activated');
    container.takeOver(worker);
    expect(worker.messages).toEqual([{ type: 'CACHE_URLS', payload: { urlsToCache: ['https://m.example/m/assets/main-1.js', 'https://m.example/m/assets/en-2.js'] } }]);
    container.takeOver(worker);
    expect(worker.messages).toHaveLength(1);
  });

  it('a controller that takes no messages gets none, and nothing throws', async () => {
    const container = new FakeContainer(new FakeRegistration());
    container.controller = null;
    new ServiceWorkerVersion(container, timing(LOADED, false)).watch(() => undefined);
    await flush();
    expect(() => container.takeOver({ scriptURL: '/m/sw.js' })).not.toThrow();
  });

  it('a page that loaded no build file sends no message; without a way to tell a first visit, none either', async () => {
    const registration = new FakeRegistration();
    const container = new FakeContainer(registration);
    new ServiceWorkerVersion(container, timing(['https://m.example/wps/system/status'], false)).watch(() => undefined);
    const { loadedUnderWorker: _unknown, ...untold } = timing(LOADED, false);
    new ServiceWorkerVersion(container, untold).watch(() => undefined);
    await flush();
    expect(registration.active!.messages).toEqual([]);
  });

  it('a worker already in control when the registration answers (WebKit claims early) is told at once', async () => {
    const registration = new FakeRegistration();
    const container = new FakeContainer(registration);
    const worker = registration.active!;
    new ServiceWorkerVersion(container, timing(LOADED, false)).watch(() => undefined);
    await flush();
    expect(worker.messages).toEqual([{ type: 'CACHE_URLS', payload: { urlsToCache: ['https://m.example/m/assets/main-1.js', 'https://m.example/m/assets/en-2.js'] } }]);
    // Told once: a later takeover is not a first visit's.
    container.takeOver(worker);
    expect(worker.messages).toHaveLength(1);
  });

  it('a page a worker answered sends nothing: its files went through the worker', async () => {
    const registration = new FakeRegistration();
    const container = new FakeContainer(registration);
    new ServiceWorkerVersion(container, timing(LOADED, true)).watch(() => undefined);
    await flush();
    expect(registration.active!.messages).toEqual([]);
  });
});

