import { describe, expect, it } from 'vitest';
import { endpoints } from '../../core/http/endpoints';
import { FakeMiniGameLoader, FakeViewport, RecordingMiniGameWidget } from '../../core/testing/mini-game-fakes';
import type { MiniGameTarget } from '../../core/minigame/mini-game-script';
import { ok, ScriptedTransport } from '../../core/testing/scripted-transport';
import { aSession } from '../../core/testing/session-harness';
import { createContainer } from './create-container';
import { testPlatform } from './test-platform';
import { TOKENS } from './tokens';

const flush = async () => {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

function wiring(flags: Record<string, boolean>) {
  const transport = new ScriptedTransport().reply(endpoints.consolidatedSettings.path, ok({ whitelabelVal: flags }));
  const platform = testPlatform({ transport });
  const container = createContainer({ merchantCode: 'DEMO2', apiBaseUrl: '' }, platform);
  const widget = new RecordingMiniGameWidget<HTMLElement>();
  const loader = new FakeMiniGameLoader<HTMLElement>({ ok: true, widget });
  container.rebind(TOKENS.MiniGameScriptLoader).toConstantValue(() => Promise.resolve(loader));
  return { container, widget, loader };
}

describe('composition: the mini-game widget (player-journey §4, §5)', () => {
  it('"disabled unless LOTTMINIGAME3 or SEALOTTMINIGAME3 is on": a member on such a merchant wants nothing', async () => {
    const { container } = wiring({ CBS3: true });
    const targets: MiniGameTarget[] = [];
    const wanted: boolean[] = [];
    container.get(TOKENS.MiniGameTarget).subscribe((t) => targets.push(t));
    container.get(TOKENS.MiniGameHostWanted).subscribe((w) => wanted.push(w));
    await container.get(TOKENS.SharedConfigStore).execute();
    container.get(TOKENS.SessionState).write(aSession());
    await flush();
    expect(targets.at(-1)).toEqual({ script: null, token: 'T1' });
    expect(wanted).toEqual([false]);
  });

  it('SEALOTTMINIGAME3 on: the host is wanted once a member logs in, and the store renders the s1 widget for them', async () => {
    const { container, widget, loader } = wiring({ SEALOTTMINIGAME3: '1' as unknown as boolean });
    const wanted: boolean[] = [];
    container.get(TOKENS.MiniGameHostWanted).subscribe((w) => wanted.push(w));
    await container.get(TOKENS.SharedConfigStore).execute();
    expect(wanted).toEqual([false]);
    container.get(TOKENS.SessionState).write(aSession({ token: 'T7' }));
    expect(wanted).toEqual([false, true]);
    const store = await container.get(TOKENS.MiniGame)();
    expect(await container.get(TOKENS.MiniGame)()).toBe(store);
    store.start();
    store.attach({} as HTMLElement, new FakeViewport());
    await flush();
    expect(loader.requested).toEqual(['/mini-game/s1/minigame.js']);
    expect(store.view.status).toBe('shown');
    expect(widget.rendered?.options).toMatchObject({ merchant: 'DEMO2', token: 'T7', language: 'EN' });
    container.get(TOKENS.SessionState).clear();
    expect(store.view.status).toBe('hidden');
    expect(wanted).toEqual([false, true]);
  });
});
