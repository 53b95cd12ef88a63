import { BehaviorSubject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { ManualTime } from '../testing/manual-scheduler';
import type { MiniGameTarget } from './mini-game-script';
import { FakeMiniGameLoader, FakeViewport, RecordingMiniGameWidget } from './mini-game-fakes';
import { BOUNDS_POLL_MS, MiniGameStore, type MiniGameView } from './mini-game-store';

const V1 = '/mini-game/v1/minigame.js';
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function rig(options: { script?: string | null; token?: string | null; manual?: boolean; fail?: boolean } = {}) {
  const time = new ManualTime();
  const target$ = new BehaviorSubject<MiniGameTarget>({ script: options.script === undefined ? V1 : options.script, token: options.token === undefined ? null : options.token });
  const widget = new RecordingMiniGameWidget<string>();
  const loader = new FakeMiniGameLoader<string>(options.fail ? { ok: false, reason: 'timeout' } : { ok: true, widget }, options.manual);
  const store = new MiniGameStore<string>({ target$, loader, clock: time, scheduler: time, merchant: 'DEMO1', language: () => 'EN' });
  const views: MiniGameView[] = [];
  store.view$.subscribe((view) => views.push(view));
  const viewport = new FakeViewport();
  const stop = store.start();
  store.attach('mount', viewport, { bottom: 20, left: 30 });
  const login = (token: string) => target$.next({ ...target$.value, token });
  const logout = () => target$.next({ ...target$.value, token: null });
  return { time, target$, widget, loader, store, views, viewport, stop, login, logout };
}

describe('the widget states (§4 "shown only while a member is logged in and hidden when logged out")', () => {
  it('a guest: hidden, and the script is never fetched', async () => {
    const { store, loader } = rig();
    await flush();
    expect(store.view.status).toBe('hidden');
    expect(loader.requested).toEqual([]);
  });

  it('§5 a merchant without the flags: hidden for a member too, nothing fetched', async () => {
    const { store, loader } = rig({ script: null, token: 'T1' });
    await flush();
    expect(store.view.status).toBe('hidden');
    expect(loader.requested).toEqual([]);
  });

  it('login: loading until the script is there, then shown, rendered with merchant, token and language', async () => {
    const { store, loader, widget, login } = rig({ manual: true });
    login('T1');
    expect(store.view.status).toBe('loading');
    loader.release();
    await flush();
    expect(store.view.status).toBe('shown');
    expect(widget.rendered?.mount).toBe('mount');
    expect(widget.rendered?.options).toMatchObject({ merchant: 'DEMO1', token: 'T1', language: 'EN' });
  });

  it('"The script loads once; the widget is rendered once and then shown or hidden" across logout and login', async () => {
    const { store, loader, widget, login, logout } = rig();
    login('T1');
    await flush();
    logout();
    expect(store.view.status).toBe('hidden');
    login('T2');
    await flush();
    logout();
    login('T3');
    await flush();
    expect(loader.requested).toEqual([V1]);
    expect(widget.calls).toEqual(['render', 'hide', 'show', 'hide', 'show']);
    expect(widget.lastSession).toEqual({ token: 'T3', language: 'EN' });
  });

  it('logging out while the script loads: hidden, and nothing is rendered when it arrives', async () => {
    const { store, loader, widget, login, logout } = rig({ manual: true });
    login('T1');
    logout();
    loader.release();
    await flush();
    expect(store.view.status).toBe('hidden');
    expect(widget.calls).toEqual([]);
  });

  it('a failed load: failed for that member, tried again when another token appears', async () => {
    const { store, loader, widget, login, logout } = rig({ fail: true });
    login('T1');
    await flush();
    expect(store.view.status).toBe('failed');
    logout();
    expect(store.view.status).toBe('hidden');
    loader.result = { ok: true, widget };
    login('T2');
    await flush();
    expect(store.view.status).toBe('shown');
    expect(loader.requested).toEqual([V1, V1]);
  });

  it('a new token while shown reaches the widget; a new mount re-renders into it', async () => {
    const { store, widget, login } = rig({ token: 'T1' });
    await flush();
    login('T9');
    expect(widget.lastSession?.token).toBe('T9');
    store.attach('other mount', new FakeViewport());
    expect(widget.calls).toEqual(['render', 'show', 'destroy', 'render']);
    expect(widget.rendered?.mount).toBe('other mount');
  });

  it('the widget closing its panel is passed on', async () => {
    const { store, widget } = rig({ token: 'T1' });
    await flush();
    let closed = 0;
    store.closed$.subscribe(() => closed++);
    widget.rendered?.options.onClose();
    expect(closed).toBe(1);
  });
});

describe('position and bounds (§9 "bounds poll every 250 ms; margin 2% of window width")', () => {
  it('starts from bottom and left', async () => {
    const { store } = rig({ token: 'T1' });
    await flush();
    expect(store.view.position).toEqual({ left: 30, top: 800 - 60 - 20 });
  });

  it('the poll re-clamps when the viewport shrinks, every 250 ms while shown and not while hidden', async () => {
    const { store, viewport, time, logout } = rig({ token: 'T1' });
    await flush();
    store.moveBy(1000, 0);
    expect(store.view.position).toEqual({ left: 332, top: 720 });
    viewport.screen = { width: 300, height: 500 };
    time.advance(BOUNDS_POLL_MS - 1);
    expect(store.view.position?.left).toBe(332);
    time.advance(1);
    expect(store.view.position).toEqual({ left: 234, top: 434 });
    logout();
    expect(time.pending()).toBe(0);
  });

  it('before the player moves it, a size change places it from the anchor again', async () => {
    const { store, viewport, time } = rig({ token: 'T1' });
    await flush();
    viewport.widget = { width: 100, height: 100 };
    time.advance(BOUNDS_POLL_MS);
    expect(store.view.position).toEqual({ left: 30, top: 680 });
  });
});

describe('dragging and tapping (§4 "movement under 2 px counts as a tap"; §9 "drag click debounce 250 ms")', () => {
  it('under 2 px is a tap: it does not move and its click counts', async () => {
    const { store } = rig({ token: 'T1' });
    await flush();
    const before = store.view.position;
    store.pointerDown({ x: 50, y: 50 });
    expect(store.pointerMove({ x: 51, y: 51 })).toBe(false);
    expect(store.pointerUp({ x: 51, y: 51 })).toBe('tap');
    expect(store.view.position).toEqual(before);
    expect(store.allowClick()).toBe(true);
  });

  it('a drag moves it inside the margin and swallows the click it ends with; a tap 250 ms later counts', async () => {
    const { store, time } = rig({ token: 'T1' });
    await flush();
    store.pointerDown({ x: 50, y: 700 });
    expect(store.pointerMove({ x: 52, y: 700 })).toBe(true);
    store.pointerMove({ x: -400, y: 900 });
    expect(store.pointerUp({ x: -400, y: 900 })).toBe('drag');
    expect(store.view.position).toEqual({ left: 8, top: 732 });
    expect(store.allowClick()).toBe(false);
    time.advance(250);
    expect(store.allowClick()).toBe(true);
    expect(store.allowClick()).toBe(false);
  });

  it('a jump of 2 px or more between down and up without a move event is a drag', async () => {
    const { store } = rig({ token: 'T1' });
    await flush();
    store.pointerDown({ x: 50, y: 50 });
    expect(store.pointerUp({ x: 60, y: 50 })).toBe('drag');
    expect(store.view.position).toEqual({ left: 40, top: 720 });
  });

  it('no gestures while hidden; a cancelled drag still debounces', async () => {
    const { store, login } = rig();
    store.pointerDown({ x: 0, y: 0 });
    expect(store.pointerUp({ x: 40, y: 0 })).toBe('none');
    login('T1');
    await flush();
    store.pointerDown({ x: 0, y: 0 });
    store.pointerMove({ x: 10, y: 0 });
    store.pointerCancel();
    expect(store.allowClick()).toBe(false);
  });

  it('keyboard moves go by the step asked and stay inside', async () => {
    const { store } = rig({ token: 'T1' });
    await flush();
    store.moveBy(-16, 0);
    expect(store.view.position).toEqual({ left: 14, top: 720 });
    store.moveBy(-16, 100);
    expect(store.view.position).toEqual({ left: 8, top: 732 });
  });
});
