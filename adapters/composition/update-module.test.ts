import { describe, expect, it } from 'vitest';
import { ScriptedTransport } from '../../core/testing/scripted-transport';
import { createContainer } from './create-container';
import { testPlatform } from './test-platform';
import { TOKENS } from './tokens';

describe('updateModule', () => {
  it('the watcher reads both manifests through the transport after 1.5 s and reloads through the port on refresh', async () => {
    let version = '1';
    const manifest = () => ({ kind: 'response' as const, status: 200, body: { files: { main: version } } });
    const transport = new ScriptedTransport().reply('/m/asset-manifest.json', manifest).reply('/mobile/mc/asset-manifest.json', manifest);
    const platform = testPlatform({ transport });
    const c = createContainer({ merchantCode: 'DEMO1', apiBaseUrl: '' }, platform);
    let reloads = 0;
    c.rebind(TOKENS.PageReloader).toConstantValue({ reload: () => reloads++ });
    const watcher = await c.get(TOKENS.WatchForUpdates)();
    watcher.start();
    platform.scheduler.advance(1_500);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(transport.requests.map((r) => new URL(r.url, 'https://x.test').pathname)).toEqual(['/m/asset-manifest.json', '/mobile/mc/asset-manifest.json']);
    version = '2';
    expect(await watcher.check()).toBe(true);
    const notices = c.get(TOKENS.NoticeCenter);
    notices.resolve(notices.state.dialogs[0]!.id, true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reloads).toBe(1);
    watcher.stop();
  });
});
