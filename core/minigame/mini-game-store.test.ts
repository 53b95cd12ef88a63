import { BehaviorSubject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { ManualTime } from '../testing/manual-scheduler';
import { FakeMiniGameLoader, FakeViewport, RecordingMiniGameWidget } from '../testing/mini-game-fakes';
import type { MiniGameTarget } from './mini-game-script';
import { BOUNDS_POLL_MS, MiniGameStore, type MiniGameView } from './mini-game-store';

const V1 = '/mini-game/v1/minigame.js';
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function rig(options: { script?: string | null; token?: string | null; manual?: boolean; fail?: boolean; mount?: boolean } = {}) {
  const time = new ManualTime();
  const target$ = new BehaviorSubject<MiniGameTarget>({ script: options.script === undefined ? V1 : options.script, token: options.token === undefined ? null : options.token });
  const widget = new RecordingMiniGameWidget<string>();
  const loader = new FakeMiniGameLoader<string>(options.fail ? { ok: false, reason: 'timeout' } : { ok: true, widget }, options.manual);
  const store = new MiniGameStore<string>({ target$, loader, clock: time, scheduler: time, merchant: 'DEMO1', language: () => 'EN' });
  const views: MiniGameView[] = [];
  store.view$.subscribe((view) => views.push(view));
  const viewport = new FakeViewport();
  const stop = store.start();
  if (options.mount !== false) store.attach('mount', viewport, { bottom: 20, left: 30 });
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

describe('the widget states, edge cases (§4 "The script loads once; the widget is rendered once and then shown or hidden")', () => {
  it('a guest sees one view, hidden with no position, and it is not repeated', async () => {
    const { views } = rig();
    await flush();
    expect(views).toEqual([{ status: 'hidden', position: null }]);
  });

  it('a container attached before the store follows the session stays hidden and fetches nothing', async () => {
    const time = new ManualTime();
    const target$ = new BehaviorSubject<MiniGameTarget>({ script: V1, token: null });
    const loader = new FakeMiniGameLoader<string>({ ok: true, widget: new RecordingMiniGameWidget<string>() });
    const store = new MiniGameStore<string>({ target$, loader, clock: time, scheduler: time, merchant: 'DEMO1', language: () => 'EN' });
    store.attach('mount', new FakeViewport());
    await flush();
    expect(store.view.status).toBe('hidden');
    expect(loader.requested).toEqual([]);
  });

  it('a member with no container yet: hidden and nothing fetched until one is attached', async () => {
    const { store, loader, viewport } = rig({ token: 'T1', mount: false });
    await flush();
    expect(store.view.status).toBe('hidden');
    expect(loader.requested).toEqual([]);
    store.attach('mount', viewport);
    await flush();
    expect(store.view.status).toBe('shown');
    expect(loader.requested).toEqual([V1]);
  });

  it('while the script loads, another token does not fetch it again; the widget renders with the latest token', async () => {
    const { store, loader, widget, login } = rig({ manual: true });
    login('T1');
    login('T2');
    expect(loader.requested).toEqual([V1]);
    loader.release();
    await flush();
    expect(store.view.status).toBe('shown');
    expect(widget.rendered?.options.token).toBe('T2');
  });

  it('the same member again while shown: the widget is not asked anything more', async () => {
    const { target$, widget } = rig({ token: 'T1' });
    await flush();
    target$.next({ ...target$.value });
    expect(widget.calls).toEqual(['render']);
  });

  it('the same member logging out and in again: hidden, then shown again', async () => {
    const { store, widget, login, logout } = rig({ token: 'T1' });
    await flush();
    logout();
    login('T1');
    expect(store.view.status).toBe('shown');
    expect(widget.calls).toEqual(['render', 'hide', 'show']);
  });

  it('a widget already hidden is not hidden again', async () => {
    const { widget, logout } = rig({ token: 'T1' });
    await flush();
    logout();
    logout();
    expect(widget.calls).toEqual(['render', 'hide']);
  });

  it('the returned stop function stops following the session (the widget stays as it is) and the poll', async () => {
    const { store, time, stop, logout } = rig({ token: 'T1' });
    await flush();
    stop();
    logout();
    expect(store.view.status).toBe('shown');
    expect(time.pending()).toBe(0);
  });

  it('letting the container go stops the poll; the next change hides the widget, as there is nowhere to draw', async () => {
    const { store, time, login } = rig({ token: 'T1' });
    await flush();
    const detach = store.attach('second', new FakeViewport());
    detach();
    expect(time.pending()).toBe(0);
    login('T2');
    expect(store.view.status).toBe('hidden');
  });

  it('letting go of a container that was replaced changes nothing', async () => {
    const { store, time, widget, login } = rig({ token: 'T1' });
    await flush();
    const detachFirst = store.attach('first', new FakeViewport());
    store.attach('second', new FakeViewport());
    detachFirst();
    expect(time.pending()).toBe(1);
    login('T2');
    expect(store.view.status).toBe('shown');
    expect(widget.lastSession?.token).toBe('T2');
  });
});

describe('position and bounds, edge cases (§9 "bounds poll every 250 ms; margin 2% of window width")', () => {
  it('measuring while hidden places nothing', async () => {
    const { store } = rig();
    await flush();
    store.measure();
    expect(store.view.position).toBeNull();
  });

  it('measuring after the container was let go keeps the position', async () => {
    const { store } = rig({ token: 'T1' });
    await flush();
    const second = new FakeViewport({ width: 300, height: 500 });
    const detach = store.attach('second', second);
    const before = store.view.position;
    detach();
    second.screen = { width: 200, height: 300 };
    expect(() => store.measure()).not.toThrow();
    expect(store.view.position).toEqual(before);
  });

  it('a change of the viewport width alone is picked up by the poll', async () => {
    const { store, viewport, time } = rig({ token: 'T1' });
    await flush();
    store.moveBy(1000, 0);
    viewport.screen = { width: 300, height: 800 };
    time.advance(BOUNDS_POLL_MS);
    expect(store.view.position).toEqual({ left: 300 - 60 - 300 * 0.02, top: 720 });
  });

  it('a change of the viewport height alone is picked up by the poll', async () => {
    const { store, viewport, time } = rig({ token: 'T1' });
    await flush();
    store.moveBy(0, 1000);
    viewport.screen = { width: 400, height: 500 };
    time.advance(BOUNDS_POLL_MS);
    expect(store.view.position).toEqual({ left: 30, top: 500 - 60 - 400 * 0.02 });
  });

  it('one poll at a time, however often the session changes while shown', async () => {
    const { time, login } = rig({ token: 'T1' });
    await flush();
    login('T2');
    login('T3');
    expect(time.pending()).toBe(1);
  });

  it('a member whose load failed sees "failed", and the bounds poll stops', async () => {
    const { store, loader, widget, time, login } = rig({ fail: true });
    login('T1');
    await flush();
    loader.result = { ok: true, widget };
    login('T2');
    await flush();
    expect(store.view.status).toBe('shown');
    login('T1');
    expect(store.view.status).toBe('failed');
    time.advance(BOUNDS_POLL_MS);
    expect(time.pending()).toBe(0);
  });

  it('moves keep to the bounds last measured; new sizes count from the next poll', async () => {
    const { store, viewport, time } = rig({ token: 'T1' });
    await flush();
    viewport.screen = { width: 300, height: 800 };
    viewport.widget = { width: 100, height: 60 };
    store.moveBy(1000, 0);
    expect(store.view.position).toEqual({ left: 400 - 60 - 400 * 0.02, top: 720 });
    time.advance(BOUNDS_POLL_MS);
    expect(store.view.position).toEqual({ left: 300 - 100 - 300 * 0.02, top: 720 });
  });

  it('a move against the edge changes nothing and gives no new view', async () => {
    const { store, views } = rig({ token: 'T1' });
    await flush();
    store.moveBy(-1000, 0);
    const count = views.length;
    store.moveBy(-16, 0);
    expect(views.length).toBe(count);
  });

  it('keyboard moves while hidden do nothing', async () => {
    const { store, logout } = rig({ token: 'T1' });
    await flush();
    logout();
    const before = store.view.position;
    store.moveBy(16, 0);
    expect(store.view.position).toEqual(before);
  });

  it('keyboard moves after the container was let go do nothing', async () => {
    const { store } = rig({ token: 'T1' });
    await flush();
    const before = store.view.position;
    store.attach('second', new FakeViewport())();
    store.moveBy(16, 0);
    expect(store.view.position).toEqual(before);
  });

  it('after a drag, a size change clamps where the player put it instead of going back to bottom/left (docs/decisions.md)', async () => {
    const { store, viewport, time } = rig({ token: 'T1' });
    await flush();
    store.pointerDown({ x: 50, y: 700 });
    store.pointerMove({ x: 150, y: 600 });
    store.pointerUp({ x: 150, y: 600 });
    viewport.screen = { width: 400, height: 700 };
    time.advance(BOUNDS_POLL_MS);
    expect(store.view.position).toEqual({ left: 130, top: 620 });
  });

  it('after a drag with no move events, a size change clamps where the player put it', async () => {
    const { store, viewport, time } = rig({ token: 'T1' });
    await flush();
    store.pointerDown({ x: 50, y: 700 });
    store.pointerUp({ x: 150, y: 600 });
    viewport.screen = { width: 400, height: 700 };
    time.advance(BOUNDS_POLL_MS);
    expect(store.view.position).toEqual({ left: 130, top: 620 });
  });
});

describe('dragging and tapping, edge cases (§4 "movement under 2 px counts as a tap")', () => {
  it('a pointer moving with no press first drags nothing', async () => {
    const { store } = rig({ token: 'T1' });
    await flush();
    const before = store.view.position;
    expect(store.pointerMove({ x: 200, y: 200 })).toBe(false);
    expect(store.view.position).toEqual(before);
  });

  it('no gesture starts while hidden, even where the widget last stood', async () => {
    const { store, logout } = rig({ token: 'T1' });
    await flush();
    logout();
    store.pointerDown({ x: 50, y: 700 });
    expect(store.pointerUp({ x: 150, y: 700 })).toBe('none');
  });

  it('while dragging, the container follows the move events; the release does not move it again', async () => {
    const { store } = rig({ token: 'T1' });
    await flush();
    store.pointerDown({ x: 50, y: 700 });
    store.pointerMove({ x: 150, y: 600 });
    expect(store.pointerUp({ x: 160, y: 600 })).toBe('drag');
    expect(store.view.position).toEqual({ left: 130, top: 620 });
  });

  it('a press cancelled before it moved is no drag: the next click counts', async () => {
    const { store } = rig({ token: 'T1' });
    await flush();
    store.pointerDown({ x: 50, y: 700 });
    store.pointerCancel();
    expect(store.allowClick()).toBe(true);
  });

  it('a cancel with no press is ignored', async () => {
    const { store } = rig({ token: 'T1' });
    await flush();
    expect(() => store.pointerCancel()).not.toThrow();
    expect(store.allowClick()).toBe(true);
  });
});
