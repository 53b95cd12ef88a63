import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { PageVisibility } from '../../core/chat/ports';
import { ASSET_MANIFEST_PATHS } from '../../core/update/model';
import type { WatchForUpdates } from '../../core/update/watch-for-updates';
import { requestLog } from '../../mock-server/request-log';
import { scenarios } from '../../mock-server/scenarios';
import type { PlayerWorld } from '../support/world';

/** The page's visibility, flipped by the steps. */
class StepVisibility implements PageVisibility {
  private readonly listeners = new Set<(visible: boolean) => void>();
  isVisible(): boolean {
    return true;
  }
  onChange(listener: (visible: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  becomeVisible(): void {
    for (const listener of this.listeners) listener(true);
  }
}

interface UpdateRig {
  readonly visibility: StepVisibility;
  reloads: number;
  watcher?: WatchForUpdates;
}
const rigs = new WeakMap<PlayerWorld, UpdateRig>();

async function start(world: PlayerWorld): Promise<void> {
  const rig: UpdateRig = { visibility: new StepVisibility(), reloads: 0 };
  rigs.set(world, rig);
  world.container.rebind(world.tokens.Clock).toConstantValue(world.time);
  world.container.rebind(world.tokens.PageVisibility).toConstantValue(rig.visibility);
  world.container.rebind(world.tokens.PageReloader).toConstantValue({ reload: () => rig.reloads++ });
  rig.watcher = await world.container.get(world.tokens.WatchForUpdates)();
  rig.watcher.start();
}

function rig(world: PlayerWorld): UpdateRig {
  const r = rigs.get(world);
  assert.ok(r, 'add "the update watcher has started" first');
  return r;
}

function watcher(world: PlayerWorld): WatchForUpdates {
  const w = rig(world).watcher;
  assert.ok(w, 'the watcher is not loaded');
  return w;
}

/** Lets a check that just began answer (real requests in the http wiring). */
async function settle(world: PlayerWorld): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  await watcher(world).settled();
  await new Promise((resolve) => setImmediate(resolve));
}

/** Advances in steps, letting each due check finish so the next hourly one is scheduled. */
async function advance(world: PlayerWorld, ms: number): Promise<void> {
  const hour = 3_600_000;
  for (let left = ms; left > 0; left -= Math.min(left, hour)) {
    world.time.advance(Math.min(left, hour));
    await settle(world);
  }
}

async function becomeVisible(world: PlayerWorld): Promise<void> {
  rig(world).visibility.becomeVisible();
  await settle(world);
}

function readsOfEach(): number[] {
  return ASSET_MANIFEST_PATHS.map((path) => requestLog.count(path, 'GET'));
}

function timestamped(): boolean {
  return ASSET_MANIFEST_PATHS.every((path) => /^\d+$/.test(requestLog.last(path, 'GET')?.query._ ?? ''));
}

function failManifests(fail: boolean): void {
  scenarios.set({ failures: Object.fromEntries(ASSET_MANIFEST_PATHS.map((path) => [path, fail ? { kind: 'status' as const, status: 503 } : null])) });
}

function updateAlerts(world: PlayerWorld): number {
  return world.notices.state.dialogs.filter((d) => 'key' in d.title && d.title.key === 'update_title').length;
}

async function tapRefresh(world: PlayerWorld): Promise<void> {
  const alert = world.notices.state.dialogs.find((d) => 'key' in d.title && d.title.key === 'update_title');
  assert.ok(alert, 'no update alert');
  world.notices.resolve(alert.id, true);
  await settle(world);
}

Given('the update watcher has started', async function (this: PlayerWorld) { await start(this); });
When('{int} ms pass on the update clock', async function (this: PlayerWorld, ms: number) { await advance(this, ms); });
When("the mock's asset version becomes {string}", (version: string) => { scenarios.set({ assetVersion: version }); });
When('the page becomes visible again', async function (this: PlayerWorld) { await becomeVisible(this); });
When('the mock fails the asset manifests', () => { failManifests(true); });
When('the mock serves the asset manifests again', () => { failManifests(false); });
When('the player taps Refresh on the update alert', async function (this: PlayerWorld) { await tapRefresh(this); });
Then('the asset manifests were read {int} time(s)', (times: number) => { assert.deepEqual(readsOfEach(), [times, times]); });
Then('the asset manifests were read {int} time(s), each with a cache-busting timestamp', (times: number) => { assert.deepEqual(readsOfEach(), [times, times]); assert.ok(timestamped()); });
Then('no update alert is shown', function (this: PlayerWorld) { assert.equal(updateAlerts(this), 0); });
Then('the update alert is shown', function (this: PlayerWorld) { assert.ok(updateAlerts(this) >= 1); });
Then('the update alert is shown once', function (this: PlayerWorld) { assert.equal(updateAlerts(this), 1); });
Then('the page was reloaded {int} time(s)', function (this: PlayerWorld, times: number) { assert.equal(rig(this).reloads, times); });
