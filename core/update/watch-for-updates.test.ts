import { describe, expect, it } from 'vitest';
import type { PageVisibility } from '../chat/ports';
import type { TransportOutcome } from '../http/model';
import { DEFAULT_TIMEOUT_MS } from '../http/request-defaults';
import { requestLayerHarness } from '../testing/request-layer-harness';
import { ScriptedTransport } from '../testing/scripted-transport';
import { OpenPrompts } from '../notice/open-prompts';
import type { WaitingVersion } from './ports';
import { WatchForUpdates } from './watch-for-updates';

class FakeVisibility implements PageVisibility {
  private listeners: ((visible: boolean) => void)[] = [];
  visible = true;
  isVisible() {
    return this.visible;
  }
  onChange(listener: (visible: boolean) => void) {
    this.listeners.push(listener);
    return () => (this.listeners = this.listeners.filter((l) => l !== listener));
  }
  set(visible: boolean) {
    this.visible = visible;
    for (const l of this.listeners) l(visible);
  }
}

const manifest = (version: string): TransportOutcome => ({ kind: 'response', status: 200, body: { files: { 'main.js': `/m/main.${version}.js` } } });
const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

/** A service worker's waiting version under the test's control; records what the watcher asked of it. */
class FakeWaitingVersion implements WaitingVersion {
  readonly calls: string[] = [];
  private listener: (() => void) | null = null;
  finishActivation: () => void = () => undefined;
  /** A version was already waiting when watching started: the worker reports it at once, from inside watch(). */
  alreadyWaiting = false;
  watch(ready: () => void) {
    this.calls.push('watch');
    this.listener = ready;
    if (this.alreadyWaiting) ready();
    return () => {
      this.calls.push('stop');
      this.listener = null;
    };
  }
  lookForUpdate() {
    this.calls.push('lookForUpdate');
  }
  activate() {
    this.calls.push('activate');
    return new Promise<void>((resolve) => (this.finishActivation = resolve));
  }
  /** The worker reports a new version waiting. */
  waiting() {
    this.listener?.();
  }
}

function rig(waitingVersion?: WaitingVersion, origin = '') {
  const transport = new ScriptedTransport();
  const layer = requestLayerHarness(transport, { merchantCode: 'DEMO2', language: 'TH' });
  const time = layer.time;
  const versions = { m: '1', mc: '1' };
  transport.reply('/m/asset-manifest.json', () => manifest(versions.m));
  transport.reply('/mobile/mc/asset-manifest.json', () => manifest(versions.mc));
  const notices = layer.notices;
  const prompts = new OpenPrompts();
  const visibility = new FakeVisibility();
  const reloads: number[] = [];
  const watcher = new WatchForUpdates({
    api: layer.api,
    scheduler: time,
    visibility,
    notifier: notices,
    prompts,
    reloader: { reload: () => reloads.push(time.now()) },
    waitingVersion,
    origin,
  });
  const advance = async (ms: number) => {
    time.advance(ms);
    await flush();
  };
  return { time, transport, versions, notices, prompts, visibility, reloads, watcher, advance };
}

describe('WatchForUpdates (player-journey §4 "Update detection", §9 "Asset check")', () => {
  it('"first check after 1.5 s": both manifests, each with a cache-busting timestamp', async () => {
    const r = rig();
    r.watcher.start();
    await r.advance(1_499);
    expect(r.transport.requests).toHaveLength(0);
    await r.advance(1);
    expect(r.transport.requests.map((q) => q.url)).toEqual(['/m/asset-manifest.json', '/mobile/mc/asset-manifest.json']);
    expect(r.transport.requests.every((q) => q.query?._ === r.time.now())).toBe(true);
  });

  it('§7 "Default request settings: GET, 30,000 ms timeout … headers … Merchant. Every request also carries Language": through the request layer', async () => {
    const r = rig(undefined, 'https://m.demo.test');
    await r.watcher.check();
    expect(r.transport.requests.map((q) => q.url)).toEqual(['https://m.demo.test/m/asset-manifest.json', 'https://m.demo.test/mobile/mc/asset-manifest.json']);
    for (const sent of r.transport.requests) {
      expect(sent.method).toBe('GET');
      expect(sent.timeoutMs).toBe(DEFAULT_TIMEOUT_MS);
      expect(sent.headers).toMatchObject({ Merchant: 'DEMO2', Language: 'TH' });
      expect(sent.headers.Authorization).toBeUndefined();
    }
  });

  it('a failed manifest is silent: no notice of the request layer\'s (the rows\' alert is off)', async () => {
    const r = rig();
    r.transport.reply('/m/asset-manifest.json', { kind: 'timeout' });
    r.transport.reply('/mobile/mc/asset-manifest.json', { kind: 'response', status: 500, body: { success: false, message: 'down' } });
    await r.watcher.check();
    await r.advance(3_000);
    expect(r.notices.state.dialogs).toHaveLength(0);
  });

  it('"every 3,600,000 ms" after the first check', async () => {
    const r = rig();
    r.watcher.start();
    await r.advance(1_500);
    await r.advance(3_599_999);
    expect(r.transport.requests).toHaveLength(2);
    await r.advance(1);
    expect(r.transport.requests).toHaveLength(4);
    await r.advance(3_600_000);
    expect(r.transport.requests).toHaveLength(6);
  });

  it('"when the page becomes visible again" it checks; hiding it does not', async () => {
    const r = rig();
    r.watcher.start();
    await r.advance(1_500);
    r.visibility.set(false);
    await flush();
    expect(r.transport.requests).toHaveLength(2);
    r.visibility.set(true);
    await flush();
    expect(r.transport.requests).toHaveLength(4);
  });

  it('no change, no alert; a changed manifest shows the update alert with its refresh button, claimed as a prompt', async () => {
    const r = rig();
    r.watcher.start();
    await r.advance(1_500);
    expect(r.notices.state.dialogs).toHaveLength(0);
    r.versions.mc = '2';
    r.visibility.set(true);
    await flush();
    const dialog = r.notices.state.dialogs[0];
    expect(dialog).toMatchObject({ title: { key: 'update_title' }, message: { key: 'update_available' }, confirmLabel: { key: 'refresh' }, closable: false });
    expect(r.prompts.open.has('update-alert')).toBe(true);
    expect(r.reloads).toHaveLength(0);
    r.notices.confirmTop();
    await flush();
    expect(r.reloads).toHaveLength(1);
    expect(r.prompts.open.has('update-alert')).toBe(false);
  });

  it('"appears once": after the alert nothing is fetched or shown again', async () => {
    const r = rig();
    r.watcher.start();
    await r.advance(1_500);
    r.versions.m = '2';
    await r.advance(3_600_000);
    expect(r.notices.state.dialogs).toHaveLength(1);
    const fetched = r.transport.requests.length;
    r.versions.m = '3';
    r.visibility.set(true);
    await r.advance(7_200_000);
    expect(r.transport.requests).toHaveLength(fetched);
    expect(r.notices.state.dialogs).toHaveLength(1);
  });

  it('a manifest that fails or answers something else is skipped; the other still detects a change', async () => {
    const r = rig();
    r.transport.reply('/mobile/mc/asset-manifest.json', { kind: 'response', status: 200, body: '<!doctype html>' });
    r.watcher.start();
    await r.advance(1_500);
    r.transport.reply('/mobile/mc/asset-manifest.json', { kind: 'no-response' });
    r.visibility.set(true);
    await flush();
    expect(r.notices.state.dialogs).toHaveLength(0);
    r.versions.m = '2';
    r.visibility.set(true);
    await flush();
    expect(r.notices.state.dialogs).toHaveLength(1);
  });

  it('both failing is no check, and a manifest that comes back unchanged is no update', async () => {
    const r = rig();
    r.watcher.start();
    await r.advance(1_500);
    r.transport.reply('/m/asset-manifest.json', { kind: 'timeout' });
    r.transport.reply('/mobile/mc/asset-manifest.json', { kind: 'response', status: 500, body: {} });
    await r.advance(3_600_000);
    expect(r.notices.state.dialogs).toHaveLength(0);
    r.transport.reply('/m/asset-manifest.json', () => manifest('1'));
    await r.advance(3_600_000);
    expect(r.notices.state.dialogs).toHaveLength(0);
  });

  it('a manifest first seen later becomes its own baseline rather than a change', async () => {
    const r = rig();
    r.transport.reply('/mobile/mc/asset-manifest.json', { kind: 'response', status: 404, body: {} });
    r.watcher.start();
    await r.advance(1_500);
    r.versions.mc = '9';
    r.transport.reply('/mobile/mc/asset-manifest.json', () => manifest(r.versions.mc));
    r.visibility.set(true);
    await flush();
    expect(r.notices.state.dialogs).toHaveLength(0);
    r.versions.mc = '10';
    r.visibility.set(true);
    await flush();
    expect(r.notices.state.dialogs).toHaveLength(1);
  });

  it('stop() cancels the timer and the visibility listener; start() twice schedules once', async () => {
    const r = rig();
    r.watcher.start();
    r.watcher.start();
    expect(r.time.pending()).toBe(1);
    r.watcher.stop();
    await r.advance(3_700_000);
    r.visibility.set(true);
    await flush();
    expect(r.transport.requests).toHaveLength(0);
  });

  it('stop() then start() watches again ("first check after 1.5 s")', async () => {
    const r = rig();
    r.watcher.start();
    r.watcher.stop();
    r.watcher.start();
    await r.advance(1_500);
    expect(r.transport.requests).toHaveLength(2);
    expect(r.transport.requests.every((q) => q.method === 'GET')).toBe(true);
  });

  it('stopped while a check is under way: no next hourly check is scheduled', async () => {
    const r = rig();
    r.watcher.start();
    const release = r.transport.hold();
    await r.advance(1_500);
    r.watcher.stop();
    release();
    await flush();
    await r.advance(3 * 3_600_000);
    expect(r.transport.requests).toHaveLength(2);
    expect(r.time.pending()).toBe(0);
  });

  it('"appears once": a check asked after the alert fetches nothing and shows nothing', async () => {
    const r = rig();
    await r.watcher.check();
    r.versions.m = '2';
    await expect(r.watcher.check()).resolves.toBe(true);
    const fetched = r.transport.requests.length;
    r.versions.m = '3';
    await expect(r.watcher.check()).resolves.toBe(false);
    expect(r.transport.requests).toHaveLength(fetched);
    expect(r.notices.state.dialogs).toHaveLength(1);
  });

  it('settled() waits for the comparison under way', async () => {
    const r = rig();
    await r.watcher.check();
    r.versions.mc = '2';
    void r.watcher.check();
    await r.watcher.settled();
    expect(r.notices.state.dialogs).toHaveLength(1);
  });

  it('only a 2xx answer is a manifest: status 0, 199 or 300 with an object body says nothing', async () => {
    const r = rig();
    await r.watcher.check();
    for (const status of [0, 199, 300]) {
      r.transport.reply('/m/asset-manifest.json', { kind: 'response', status, body: { redirected: status } });
      await expect(r.watcher.check()).resolves.toBe(false);
    }
    expect(r.notices.state.dialogs).toHaveLength(0);
  });

  it('a transport that throws is a failed manifest, not a failed check; the hourly check goes on', async () => {
    const r = rig();
    r.watcher.start();
    await r.advance(1_500);
    r.transport.reply('/mobile/mc/asset-manifest.json', () => Promise.reject(new Error('network down')));
    await r.advance(3_600_000);
    r.versions.m = '2';
    await r.advance(3_600_000);
    expect(r.notices.state.dialogs).toHaveLength(1);
  });
});

describe('WatchForUpdates with the PWA worker (docs/decisions.md "PWA: updates": "a waiting version … leads to the same one update alert")', () => {
  it('a new version waiting in the worker shows the same update alert, without any manifest change', async () => {
    const worker = new FakeWaitingVersion();
    const r = rig(worker);
    r.watcher.start();
    expect(worker.calls).toEqual(['watch']);
    worker.waiting();
    await flush();
    expect(r.notices.state.dialogs).toHaveLength(1);
    expect(r.notices.state.dialogs[0]).toMatchObject({ title: { key: 'update_title' }, message: { key: 'update_available' }, confirmLabel: { key: 'refresh' }, closable: false });
    expect(r.prompts.open.has('update-alert')).toBe(true);
  });

  it('"appears once": the worker and the manifests both finding the update make one alert, whichever comes first', async () => {
    const worker = new FakeWaitingVersion();
    const r = rig(worker);
    r.watcher.start();
    await r.advance(1_500);
    r.versions.m = '2';
    await r.watcher.check();
    worker.waiting();
    worker.waiting();
    await flush();
    expect(r.notices.state.dialogs).toHaveLength(1);

    const first = new FakeWaitingVersion();
    const other = rig(first);
    other.watcher.start();
    await other.advance(1_500);
    first.waiting();
    other.versions.m = '2';
    await expect(other.watcher.check()).resolves.toBe(false);
    expect(other.notices.state.dialogs).toHaveLength(1);
  });

  it('"whichever comes first; the other is ignored": the worker reporting while a manifest check is under way leaves that check with no alert of its own', async () => {
    const worker = new FakeWaitingVersion();
    const r = rig(worker);
    r.watcher.start();
    await r.advance(1_500);
    r.versions.m = '2';
    const release = r.transport.hold();
    const asked = r.watcher.check();
    worker.waiting();
    release();
    await expect(asked).resolves.toBe(false);
    expect(r.notices.state.dialogs).toHaveLength(1);
    r.notices.confirmTop();
    await flush();
    expect(worker.calls.filter((c) => c === 'activate')).toHaveLength(1);
  });

  it('"appears once": a version already waiting, reported the moment watching starts, makes one alert, and one Refresh, however often the worker reports it again', async () => {
    const worker = new FakeWaitingVersion();
    worker.alreadyWaiting = true;
    const r = rig(worker);
    r.watcher.start();
    worker.waiting();
    await r.advance(1_500);
    expect(r.notices.state.dialogs).toHaveLength(1);
    expect(r.transport.requests).toHaveLength(0);
    r.notices.confirmTop();
    await flush();
    expect(worker.calls.filter((c) => c === 'activate')).toHaveLength(1);
    worker.finishActivation();
    await flush();
    expect(r.reloads).toHaveLength(1);
  });

  it('Refresh lets the waiting version take over first, and reloads only once it has', async () => {
    const worker = new FakeWaitingVersion();
    const r = rig(worker);
    r.watcher.start();
    worker.waiting();
    await flush();
    r.notices.confirmTop();
    await flush();
    expect(worker.calls).toContain('activate');
    expect(r.reloads).toHaveLength(0);
    worker.finishActivation();
    await flush();
    expect(r.reloads).toHaveLength(1);
    expect(r.prompts.open.has('update-alert')).toBe(false);
  });

  it('a failing activation still reloads (the alert never leaves the player stuck)', async () => {
    const r = rig({ watch: () => () => undefined, lookForUpdate: () => undefined, activate: () => Promise.reject(new Error('no worker')) });
    r.versions.m = '1';
    await r.watcher.check();
    r.versions.m = '2';
    await r.watcher.check();
    r.notices.confirmTop();
    await flush();
    expect(r.reloads).toHaveLength(1);
  });

  it('each manifest check asks the worker to look for a new version too; none after the alert; stop() stops watching', async () => {
    const worker = new FakeWaitingVersion();
    const r = rig(worker);
    r.watcher.start();
    await r.advance(1_500);
    r.visibility.set(true);
    await flush();
    expect(worker.calls.filter((c) => c === 'lookForUpdate')).toHaveLength(2);
    worker.waiting();
    await flush();
    expect(worker.calls.at(-1)).toBe('stop');
    await r.watcher.check();
    expect(worker.calls.filter((c) => c === 'lookForUpdate')).toHaveLength(2);
  });

  it('a check asked while one is under way joins it: one fetch of each manifest, one look for a new version, the same answer', async () => {
    const worker = new FakeWaitingVersion();
    const r = rig(worker);
    await r.watcher.check();
    r.versions.mc = '2';
    const release = r.transport.hold();
    const first = r.watcher.check();
    const joined = r.watcher.check();
    release();
    await expect(Promise.all([first, joined])).resolves.toEqual([true, true]);
    expect(r.transport.requests).toHaveLength(4);
    expect(worker.calls.filter((c) => c === 'lookForUpdate')).toHaveLength(2);
    expect(r.notices.state.dialogs).toHaveLength(1);
  });
});
