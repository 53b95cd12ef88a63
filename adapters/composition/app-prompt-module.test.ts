import { describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../core/http/endpoints';
import { ok, ScriptedTransport } from '../../core/testing/scripted-transport';
import { aSession } from '../../core/testing/session-harness';
import { createContainer } from './create-container';
import { testPlatform } from './test-platform';
import { TOKENS } from './tokens';

function wiring(prompts: Record<string, unknown>) {
  const transport = new ScriptedTransport()
    .reply(endpoints.appPromptSettings.path, ok(prompts))
    .reply(endpoints.depositWithdrawStats.path, ok({ totalDepositSuccessCount: 0 }))
    .reply(endpoints.downloadSetting.path, ok([{ resourceType: 'Android', url: 'https://dl.example/app.apk' }]));
  const container = createContainer({ merchantCode: 'DEMO1', apiBaseUrl: '' }, testPlatform({ transport }));
  container.get(TOKENS.SessionState).write(aSession());
  return { container, transport };
}

describe('composition: the app-download prompt (issue 13 item 3), core/app-prompt downloaded on first use', () => {
  it('the in-game port opens the prompt when in_game_popup_interval is on', async () => {
    const { container } = wiring({ download_condition_switch: { enabled: true, value: 1 }, in_game_popup_interval: { enabled: true, value: '5' } });
    container.get(TOKENS.InGamePrompt).show();
    const prompt = await container.get(TOKENS.AppDownloadPrompt).get();
    await vi.waitFor(() => expect(prompt.current).toMatchObject({ route: 'in-game', forced: false, canInstall: false }));
  });

  it('the download-setting call asks with the page\'s domain', async () => {
    const { container, transport } = wiring({});
    container.rebind(TOKENS.PageOrigin).toConstantValue(() => 'https://m.demo1.example.com');
    await (await container.get(TOKENS.AppDownloadPrompt).get()).request();
    expect(transport.to(endpoints.downloadSetting.path)[0]?.query).toEqual({ domain: 'm.demo1.example.com' });
  });
});
