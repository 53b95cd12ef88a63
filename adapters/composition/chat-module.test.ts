import { describe, expect, it, vi } from 'vitest';
import type { ChatViewer } from '../../core/chat/chat-access';
import { endpoints } from '../../core/http/endpoints';
import { FakePageVisibility } from '../../core/testing/chat-fakes';
import { ok, ScriptedTransport } from '../../core/testing/scripted-transport';
import { aSession } from '../../core/testing/session-harness';
import { createContainer } from './create-container';
import { testPlatform } from './test-platform';
import { TOKENS } from './tokens';

const flush = async () => {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

function wiring(cbs3: boolean) {
  const transport = new ScriptedTransport()
    .reply(endpoints.consolidatedSettings.path, ok({ whitelabelVal: { CBS3: cbs3 } }))
    .reply(endpoints.unreadCount.path, ok({ unReadCount: 4 }))
    .reply(endpoints.launchChat.path, ok({ chatUrl: 'https://chat.mock.invalid/demo1' }));
  const platform = testPlatform({ transport });
  const container = createContainer({ merchantCode: 'DEMO1', apiBaseUrl: '' }, platform);
  const opened: string[] = [];
  container.rebind(TOKENS.ExternalLinkOpener).toConstantValue({ open: (url: string) => opened.push(url) });
  container.rebind(TOKENS.PageVisibility).toConstantValue(new FakePageVisibility(true));
  return { container, transport, opened, platform };
}

describe('composition: chat (player-journey §5), its code downloaded on first use', () => {
  it('with CBS3 on, a member sees the chat, gets the unread badge and launches the chat', async () => {
    const { container, transport, opened } = wiring(true);
    const viewers: ChatViewer[] = [];
    container.get(TOKENS.ChatViewer).subscribe((viewer) => viewers.push(viewer));
    const badge = container.get(TOKENS.ChatUnreadCount);
    badge.start();
    await container.get(TOKENS.SharedConfigStore).execute();
    container.get(TOKENS.SessionState).write(aSession());
    await flush();
    expect(viewers.at(-1)).toEqual({ access: 'allowed', token: 'T1' });
    await vi.waitFor(() => expect(badge.count).toBe(4));
    const launched = await container.get(TOKENS.LaunchChat).execute({ title: 'Lottery', backUrl: 'https://m.demo.test/m/home' });
    expect(launched).toEqual({ kind: 'opened', url: 'https://chat.mock.invalid/demo1' });
    expect(opened).toEqual(['https://chat.mock.invalid/demo1']);
    expect(transport.to(endpoints.launchChat.path)[0]?.body).toMatchObject({ b2c: true, language: 'EN' });
  });

  it('with CBS3 off nothing about chat is asked', async () => {
    const { container, transport } = wiring(false);
    container.get(TOKENS.ChatUnreadCount).start();
    await container.get(TOKENS.SharedConfigStore).execute();
    container.get(TOKENS.SessionState).write(aSession());
    await flush();
    expect(await container.get(TOKENS.LaunchChat).execute({ title: '', backUrl: '' })).toEqual({ kind: 'hidden' });
    expect(transport.to(endpoints.unreadCount.path)).toEqual([]);
  });
});
