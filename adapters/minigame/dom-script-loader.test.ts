// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RecordingMiniGameWidget } from '../../core/testing/mini-game-fakes';
import { ManualTime } from '../../core/testing/manual-scheduler';
import { DomScriptLoader, MINI_GAME_SCRIPT_TIMEOUT_MS } from './dom-script-loader';

const V1 = '/mini-game/v1/minigame.js';
const scripts = () => [...document.head.querySelectorAll('script')];

function rig() {
  const time = new ManualTime();
  const global: { MiniGame?: unknown } = {};
  const loader = new DomScriptLoader(document, () => global.MiniGame, time);
  return { time, global, loader };
}

// The document is shared with other files of the worker (vitest.config.ts isolate: false): a clean head on each side.
beforeEach(() => {
  document.head.innerHTML = '';
});
afterEach(() => {
  document.head.innerHTML = '';
});

describe('the mini-game script loader (player-journey §4 "The script loads once")', () => {
  it('injects one <script src> and answers with window.MiniGame once it has run', async () => {
    const { global, loader } = rig();
    const first = loader.load(V1);
    const second = loader.load(V1);
    expect(scripts().map((s) => s.getAttribute('src'))).toEqual([V1]);
    const widget = new RecordingMiniGameWidget<HTMLElement>();
    global.MiniGame = widget;
    scripts()[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toEqual({ ok: true, widget });
    await expect(second).resolves.toEqual({ ok: true, widget });
    await expect(loader.load(V1)).resolves.toEqual({ ok: true, widget });
    expect(scripts()).toHaveLength(1);
  });

  it('a script that defines no widget (or half of one) has failed', async () => {
    const { global, loader } = rig();
    const loading = loader.load(V1);
    global.MiniGame = { render: () => undefined };
    scripts()[0]!.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toEqual({ ok: false, reason: 'no-widget' });
  });

  it('a load error has failed; the element goes and a later try fetches again', async () => {
    const { loader } = rig();
    const loading = loader.load(V1);
    scripts()[0]!.dispatchEvent(new Event('error'));
    await expect(loading).resolves.toEqual({ ok: false, reason: 'error' });
    expect(scripts()).toHaveLength(0);
    void loader.load(V1);
    expect(scripts()).toHaveLength(1);
  });

  it('no widget 10 s after injecting is a timeout', async () => {
    const { time, loader } = rig();
    const loading = loader.load(V1);
    time.advance(MINI_GAME_SCRIPT_TIMEOUT_MS - 1);
    let settled = false;
    void loading.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    time.advance(1);
    await expect(loading).resolves.toEqual({ ok: false, reason: 'timeout' });
    expect(scripts()).toHaveLength(0);
  });

  it('a widget already on the page is used without fetching', async () => {
    const { global, loader } = rig();
    const widget = new RecordingMiniGameWidget<HTMLElement>();
    global.MiniGame = widget;
    await expect(loader.load(V1)).resolves.toEqual({ ok: true, widget });
    expect(scripts()).toHaveLength(0);
  });

  it('a script address off the page\'s origin is refused before any tag (docs/decisions.md "Trusted Types"): a failed load', async () => {
    const { loader } = rig();
    await expect(loader.load('https://cdn.attacker.test/minigame.js')).resolves.toEqual({ ok: false, reason: 'error' });
    expect(scripts()).toHaveLength(0);
  });
});
