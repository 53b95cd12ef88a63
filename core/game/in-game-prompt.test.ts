import { describe, expect, it } from 'vitest';
import { endpoints } from '../http/endpoints';
import { requestLayerHarness } from '../testing/request-layer-harness';
import { fails, ok, ScriptedTransport } from '../testing/scripted-transport';
import type { TransportOutcome } from '../http/model';
import { inGamePromptDelayMs, InGamePromptTimer, MAX_IN_GAME_POPUP_SECONDS } from './in-game-prompt';

const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('inGamePromptDelayMs: "in_game_popup_interval is seconds after game start" (player-journey §9, shell §3)', () => {
  it('reads the keyed settings, under value or at the top level, numbers as strings', () => {
    expect(inGamePromptDelayMs({ in_game_popup_interval: { enabled: true, value: '300' } })).toBe(300_000);
    expect(inGamePromptDelayMs({ value: { in_game_popup_interval: { enabled: '1', value: 5 } } })).toBe(5_000);
    expect(inGamePromptDelayMs([{ key: 'in_game_popup_interval', enabled: 1, value: '60' }])).toBe(60_000);
  });

  it('reads a list under value, finding the entry by key or name among others', () => {
    const list = [null, { key: 'app_desc', enabled: true, value: '9' }, { name: 'in_game_popup_interval', enabled: true, value: '60' }];
    expect(inGamePromptDelayMs({ value: list })).toBe(60_000);
  });

  it('the longest interval a browser timer can wait is kept', () => {
    expect(inGamePromptDelayMs({ in_game_popup_interval: { enabled: true, value: MAX_IN_GAME_POPUP_SECONDS } })).toBe(2_147_483_000);
  });

  it('a keyed setting is read before a list beside it', () => {
    expect(inGamePromptDelayMs({ in_game_popup_interval: { enabled: true, value: '5' }, value: [] })).toBe(5_000);
  });

  it.each([
    ['off', { in_game_popup_interval: { enabled: false, value: '300' } }],
    ['zero', { in_game_popup_interval: { enabled: true, value: '0' } }],
    ['junk', { in_game_popup_interval: { enabled: true, value: 'soon' } }],
    // Found by the endpoint fuzzing: beyond 2^31-1 ms a browser timer fires at once, so the prompt would show immediately.
    ['beyond a timer (2147484 s)', { in_game_popup_interval: { enabled: true, value: 2_147_484 } }],
    ['huge', { in_game_popup_interval: { enabled: true, value: '99999999999999999999' } }],
    ['missing', { app_desc: { enabled: true, value: 'x' } }],
    ['no settings', null],
  ])('%s: no prompt', (_name, settings) => {
    expect(inGamePromptDelayMs(settings)).toBeNull();
  });
});

function rig(answer: TransportOutcome) {
  const transport = new ScriptedTransport().reply(endpoints.appPromptSettings.path, answer);
  const h = requestLayerHarness(transport);
  const shown: number[] = [];
  const timer = new InGamePromptTimer(h.api, h.time, h.time, { show: () => shown.push(h.time.now()) });
  return { ...h, transport, shown, timer };
}

describe('InGamePromptTimer: fires the InGamePrompt port in_game_popup_interval seconds after the game started', () => {
  it('fires once, after the interval, while the view is open', async () => {
    const r = rig(ok({ in_game_popup_interval: { enabled: true, value: '5' } }));
    const start = r.time.now();
    r.timer.start();
    await flush();
    expect(r.time.pending()).toBe(1);
    r.time.advance(4_999);
    expect(r.shown).toEqual([]);
    r.time.advance(1);
    expect(r.shown).toEqual([start + 5_000]);
  });

  it('"seconds after game start": counted from the start, not from when the settings arrived', async () => {
    const r = rig(ok({ in_game_popup_interval: { enabled: true, value: '5' } }));
    const release = r.transport.hold();
    const start = r.time.now();
    r.timer.start();
    r.time.advance(2_000);
    release();
    await flush();
    r.time.advance(3_000);
    expect(r.shown).toEqual([start + 5_000]);
  });

  it('closing the view first cancels it', async () => {
    const r = rig(ok({ in_game_popup_interval: { enabled: true, value: '5' } }));
    const cancel = r.timer.start();
    await flush();
    cancel();
    r.time.advance(10_000);
    expect(r.shown).toEqual([]);
  });

  it('closing before the settings arrive schedules nothing', async () => {
    const r = rig(ok({ in_game_popup_interval: { enabled: true, value: '5' } }));
    r.timer.start()();
    await flush();
    expect(r.time.pending()).toBe(0);
  });

  it('a disabled setting or a failed call fires nothing and shows no notice', async () => {
    for (const answer of [ok({ in_game_popup_interval: { enabled: false, value: '5' } }), fails(500)]) {
      const r = rig(answer);
      r.timer.start();
      await flush();
      r.time.advance(600_000);
      expect(r.shown).toEqual([]);
      expect(r.notices.dialogTexts()).toEqual([]);
      expect(r.notices.toastTexts()).toEqual([]);
    }
  });
});
