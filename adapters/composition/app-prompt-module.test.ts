import { describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../core/http/endpoints';
import { ok, ScriptedTransport } from '../../core/testing/scripted-transport';
import { FakeInstallPromptSource } from '../../core/testing/install-fakes';
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

describe('composition: the app-download prompt (docs/decisions.md "App-download prompt policy"), core/app-prompt downloaded on first use', () => {
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

  it('the web-app button installs through the add-to-home-screen capture; once accepted the prompt is skipped (installed)', async () => {
    const { container } = wiring({ download_condition_switch: { enabled: true, value: 1 }, first_deposit: { enabled: true, value: '1' } });
    const source = new FakeInstallPromptSource();
    container.rebind(TOKENS.InstallPromptSource).toConstantValue(source);
    const installer = container.get(TOKENS.WebAppInstaller);
    expect(installer.canInstall()).toBe(false);
    expect(await installer.install()).toBe('unavailable');
    source.offer('accepted');
    expect(installer.canInstall()).toBe(true);
    expect(installer.installed()).toBe(false);
    expect(await installer.install()).toBe('accepted');
    expect(source.prompts).toBe(1);
    expect(installer.installed()).toBe(true);
    const prompt = await container.get(TOKENS.AppDownloadPrompt).get();
    const leave = prompt.enter('deposit');
    await new Promise((resolve) => setTimeout(resolve, 20));
    leave();
    expect(prompt.current).toBeNull();
  });

  it('each polled stats answer reaches tracking: a rise from 0 deposits records firstDeposit and deposit', async () => {
    let deposits = 0;
    const transport = new ScriptedTransport()
      .reply(endpoints.appPromptSettings.path, ok({}))
      .reply(endpoints.depositWithdrawStats.path, () => ok({ totalDepositSuccessCount: deposits, totalWithdrawSuccessCount: 0 }))
      .reply(endpoints.trackingEvent.path, ok(null));
    const platform = testPlatform({ transport });
    const container = createContainer({ merchantCode: 'DEMO1', apiBaseUrl: '' }, platform);
    container.get(TOKENS.SessionState).write(aSession());
    const prompt = await container.get(TOKENS.AppDownloadPrompt).get();
    const leave = prompt.enter('deposit');
    await vi.waitFor(() => expect(transport.to(endpoints.depositWithdrawStats.path)).toHaveLength(1));
    await vi.waitFor(() => expect(platform.scheduler.pending()).toBeGreaterThan(0));
    deposits = 1;
    platform.scheduler.advance(30_000);
    await vi.waitFor(() => expect(transport.to(endpoints.depositWithdrawStats.path)).toHaveLength(2));
    await vi.waitFor(() => expect(transport.to(endpoints.trackingEvent.path)).toHaveLength(2));
    leave();
    const events = transport.to(endpoints.trackingEvent.path).map((call) => JSON.parse(String((call.body as { events: string }).events))[0].event);
    expect(events).toEqual(['firstDeposit', 'deposit']);
  });
});
