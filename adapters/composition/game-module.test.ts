import { describe, expect, it } from 'vitest';
import { endpoints } from '../../core/http/endpoints';
import { readLaunchQuery } from '../../core/game/launch-query';
import { ok, ScriptedTransport } from '../../core/testing/scripted-transport';
import { aSession } from '../../core/testing/session-harness';
import { createContainer } from './create-container';
import { testPlatform } from './test-platform';
import { TOKENS } from './tokens';

function wiring(whitelabelVal: Record<string, boolean> = {}, userAgent = 'Mozilla/5.0') {
  const transport = new ScriptedTransport()
    .reply(endpoints.consolidatedSettings.path, ok({ whitelabelVal }))
    .reply(endpoints.launchGame.path, ok({ gameUrl: '/wps/mock/game/lottery/HN' }))
    .reply(endpoints.appPromptSettings.path, ok({ in_game_popup_interval: { enabled: true, value: '2' } }));
  const container = createContainer({ merchantCode: 'DEMO1', apiBaseUrl: '' }, testPlatform({ transport }));
  const facts = container.get(TOKENS.RunFacts).read();
  container.rebind(TOKENS.RunFacts).toConstantValue({ read: () => ({ ...facts, userAgent }) });
  container.get(TOKENS.SessionState).write(aSession());
  return { container, transport };
}

const request = { query: readLaunchQuery('?vendor=LOTT&code=HN'), title: 'Lottery', origin: 'https://m.demo.test' };

describe('composition: game launch (docs/decisions.md "Game launch and the game view"), core/game downloaded on first use', () => {
  it('launches for a member in the UI language', async () => {
    const { container, transport } = wiring();
    expect(await container.get(TOKENS.LaunchGame).execute(request)).toEqual({ kind: 'launched', gameUrl: 'https://m.demo.test/wps/mock/game/lottery/HN' });
    expect(transport.to(endpoints.launchGame.path)[0]?.body).toMatchObject({ language: 'EN' });
  });

  it('STARTGAMEINAPP3 on: app-required in the browser, launched inside the native app', async () => {
    expect(await wiring({ STARTGAMEINAPP3: true }).container.get(TOKENS.LaunchGame).execute(request)).toEqual({ kind: 'app-required' });
    const inApp = wiring({ STARTGAMEINAPP3: true }, 'Mozilla/5.0 AppVer/2.5.0');
    expect((await inApp.container.get(TOKENS.LaunchGame).execute(request)).kind).toBe('launched');
  });

  it('the in-game prompt port is the app-download prompt (docs/decisions.md "App-download prompt policy"); its timer is given on demand', async () => {
    const { container } = wiring();
    expect(container.get(TOKENS.InGamePrompt)).toBe(container.get(TOKENS.AppDownloadPrompt));
    const timer = await container.get(TOKENS.InGamePromptTimer)();
    expect(typeof timer.start()).toBe('function');
  });
});
