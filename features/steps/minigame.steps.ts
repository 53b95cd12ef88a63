import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { getResponse } from 'msw';
import { ClickDebounce } from '../../core/minigame/click-debounce';
import { clampPosition, initialPosition, isTap, type Anchor } from '../../core/minigame/drag-math';
import { FakeViewport, RecordingMiniGameWidget } from '../../core/testing/mini-game-fakes';
import type { MiniGameStore } from '../../core/minigame/mini-game-store';
import type { MiniGameLoadResult, MiniGameScriptLoader } from '../../core/minigame/ports';
import { ManualTime } from '../../core/testing/manual-scheduler';
import { handlers } from '../../mock-server/handlers';
import { scenarios } from '../../mock-server/scenarios';
import type { PlayerWorld } from '../support/world';
import { eventually } from '../support/eventually';

/**
 * Fetches the script from the mock (msw/node in the http wiring, the handlers directly in the core wiring)
 * and, when it is served, answers with a recording widget: what a browser does, without a DOM.
 */
class MockScriptLoader implements MiniGameScriptLoader<HTMLElement> {
  readonly widget = new RecordingMiniGameWidget<HTMLElement>();
  constructor(private readonly origin: string) {}

  async load(src: string): Promise<MiniGameLoadResult<HTMLElement>> {
    const request = new Request(new URL(src, this.origin));
    const response = process.env.WIRING === 'core' ? await getResponse(handlers, request) : await fetch(request).catch(() => undefined);
    if (!response || response.status !== 200) return { ok: false, reason: 'error' };
    return (await response.text()).includes('window.MiniGame') ? { ok: true, widget: this.widget } : { ok: false, reason: 'no-widget' };
  }
}

interface MiniGamePage {
  readonly loader: MockScriptLoader;
  readonly viewport: FakeViewport;
  readonly time: { advance(ms: number): void };
  readonly store: MiniGameStore<HTMLElement>;
  wanted: boolean[];
}
const pages = new WeakMap<object, MiniGamePage>();

function page(world: PlayerWorld): MiniGamePage {
  const current = pages.get(world.container);
  assert.ok(current, 'the mini-game is not set up');
  return current;
}

async function setUp(world: PlayerWorld, viewport: FakeViewport, anchor: Anchor): Promise<void> {
  const loader = new MockScriptLoader(world.container.get(world.tokens.AppConfig).apiBaseUrl);
  // The world's scheduler is already hand-driven (its clock is the system's; the debounce tables below use their own).
  const time = world.time;
  world.container.rebind(world.tokens.MiniGameScriptLoader).toConstantValue(() => Promise.resolve(loader));
  await world.container.get(world.tokens.SharedConfigStore).execute();
  const store = await world.container.get(world.tokens.MiniGame)();
  const current: MiniGamePage = { loader, viewport, time, store, wanted: [] };
  world.container.get(world.tokens.MiniGameHostWanted).subscribe((wanted) => current.wanted.push(wanted));
  store.start();
  store.attach({} as HTMLElement, viewport, anchor);
  pages.set(world.container, current);
}

Given('the mini-game is set up on the page', async function (this: PlayerWorld) {
  await setUp(this, new FakeViewport(), {});
});

Given(
  'the mini-game is set up on the page in a {int} x {int} window at bottom {int} and left {int}',
  async function (this: PlayerWorld, width: number, height: number, bottom: number, left: number) {
    await setUp(this, new FakeViewport({ width, height }), { bottom, left });
  },
);

Given('the mock fails the mini-game script {string}', function (path: string) {
  scenarios.set({ failures: { [path]: { kind: 'status', status: 503 } } });
});

When('the mock serves the mini-game script {string} again', function (path: string) {
  scenarios.set({ failures: { [path]: null } });
});

When('the window becomes {int} x {int}', function (this: PlayerWorld, width: number, height: number) {
  page(this).viewport.screen = { width, height };
});

When('{int} ms pass(es) on the mini-game clock', function (this: PlayerWorld, ms: number) {
  page(this).time.advance(ms);
});

Then('the mini-game widget is {word}', async function (this: PlayerWorld, status: string) {
  await eventually(() => assert.equal(page(this).store.view.status, status));
});

Then('the mini-game host is not wanted', function (this: PlayerWorld) {
  assert.deepEqual(page(this).wanted, [false]);
});

Then('the mini-game widget was rendered for merchant {string} with the member\'s token', function (this: PlayerWorld, merchant: string) {
  const options = page(this).loader.widget.rendered?.options;
  assert.equal(options?.merchant, merchant);
  assert.equal(options?.token, this.container.get(this.tokens.SessionState).session?.token);
  assert.equal(options?.language, 'EN');
});

Then('the mini-game widget was told {string}', function (this: PlayerWorld, calls: string) {
  assert.deepEqual(page(this).loader.widget.calls, calls.split(',').map((c) => c.trim()));
});

Then('the mini-game container is at left {float} and top {float}', async function (this: PlayerWorld, left: number, top: number) {
  await eventually(() => {
    const position = page(this).store.view.position;
    assert.ok(position && Math.abs(position.left - left) < 1e-9 && Math.abs(position.top - top) < 1e-9, `at ${JSON.stringify(position)}`);
  });
});

Then(
  'in a {int} x {int} window a {int} x {int} container asked to go to \\({float}, {float}) sits at \\({float}, {float})',
  function (ww: number, wh: number, cw: number, ch: number, left: number, top: number, x: number, y: number) {
    const at = clampPosition({ left, top }, { width: cw, height: ch }, { width: ww, height: wh });
    assert.ok(Math.abs(at.left - x) < 1e-9 && Math.abs(at.top - y) < 1e-9, `at ${JSON.stringify(at)}`);
  },
);

function anchorOf(text: string): Anchor {
  const bottom = /bottom (\d+)/.exec(text)?.[1];
  const left = /left (\d+)/.exec(text)?.[1];
  return { ...(bottom ? { bottom: Number(bottom) } : {}), ...(left ? { left: Number(left) } : {}) };
}

Then(
  'in a {int} x {int} window a {int} x {int} container anchored at {} starts at \\({float}, {float})',
  function (ww: number, wh: number, cw: number, ch: number, anchor: string, x: number, y: number) {
    assert.deepEqual(initialPosition(anchorOf(anchor), { width: cw, height: ch }, { width: ww, height: wh }), { left: x, top: y });
  },
);

Then('a pointer moving by \\({float}, {float}) is a {word}', function (dx: number, dy: number, gesture: string) {
  assert.equal(isTap({ x: 100, y: 100 }, { x: 100 + dx, y: 100 + dy }) ? 'tap' : 'drag', gesture);
});

Then('after {}, a click {int} ms later counts: {word}', function (event: string, gap: number, counts: string) {
  const time = new ManualTime();
  const debounce = new ClickDebounce(time);
  if (event === 'a click') assert.equal(debounce.accept(), true);
  else debounce.dragEnded();
  time.advance(gap);
  assert.equal(debounce.accept(), counts === 'yes');
});
