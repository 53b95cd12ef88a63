import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect } from 'react';
import { BehaviorSubject, of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { RouterNavigator } from '../../adapters/browser/router-navigator';
import { TOKENS } from '../../adapters/composition/tokens';
import type { ChatViewer } from '../../core/chat/chat-access';
import { endpoints } from '../../core/http/endpoints';
import type { SessionInfo } from '../../core/session-state/session-info';
import { FakePageVisibility } from '../../core/testing/chat-fakes';
import { InMemoryStore } from '../../core/testing/in-memory-store';
import { ok, ScriptedTransport } from '../../core/testing/scripted-transport';
import { aSession } from '../../core/testing/session-harness';
import { NavigatorBinding } from '../app/navigator-binding';
import { BottomNav } from '../app/bottom-nav';
import { renderWithContainer } from '../testing/render-with-container';
import { ChatUnreadFollower } from './chat-button';
import { NoticeHost } from '../app/notice-host';

interface Setup {
  readonly cbs3?: boolean;
  readonly session?: SessionInfo | null;
  readonly unread?: number;
}

/** The footer as the app mounts it, on the real container: shared config, session, badge follower, notices. */
async function openNav({ cbs3 = true, session = aSession(), unread = 0 }: Setup = {}) {
  const transport = new ScriptedTransport()
    .reply(endpoints.consolidatedSettings.path, ok({ whitelabelVal: { CBS3: cbs3 } }))
    .reply(endpoints.unreadCount.path, ok({ unReadCount: unread }))
    .reply(endpoints.launchChat.path, ok({ chatUrl: 'https://chat.mock.invalid/demo1' }));
  const sessionStore = new InMemoryStore();
  if (session) sessionStore.set('MC_SESSION_INFO', JSON.stringify(session));
  const navigator = new RouterNavigator(() => undefined);
  const opened: string[] = [];
  const view = await renderWithContainer(
    <>
      <NavigatorBinding navigator={navigator} />
      <BottomNav />
      <ChatUnreadFollower />
      <NoticeHost />
    </>,
    { transport, sessionStore, navigator },
    {
      prepare: (container) => {
        container.rebind(TOKENS.PageVisibility).toConstantValue(new FakePageVisibility(true));
        container.rebind(TOKENS.ExternalLinkOpener).toConstantValue({ open: (url: string) => void opened.push(url) });
      },
    },
  );
  await act(async () => {
    await view.container.get(TOKENS.SharedConfigStore).execute();
  });
  return { ...view, transport, opened };
}

const nav = () => screen.getByRole('navigation', { name: 'Main navigation' });

describe('the footer chat button (player-journey §5)', () => {
  it('"Chat is shown only if option CBS3 is on": off, the nav keeps its five items and has no chat', async () => {
    const { transport } = await openNav({ cbs3: false });
    expect(within(nav()).queryByRole('button', { name: /chat/i })).toBeNull();
    expect(within(nav()).getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Games', 'Promotions', 'Me']);
    expect(within(nav()).getByRole('button', { name: 'Service' })).toBeInTheDocument();
    expect(transport.to(endpoints.unreadCount.path)).toEqual([]);
  });

  it('"Not logged in: chat redirects to /m/login"', async () => {
    const { location, transport } = await openNav({ session: null });
    await userEvent.click(within(nav()).getByRole('button', { name: 'Chat' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/m/login'));
    expect(transport.to(endpoints.launchChat.path)).toEqual([]);
  });

  it('"Member type 4: message no_permissions and no unread count"', async () => {
    const { transport } = await openNav({ session: aSession({ type: 4 }), unread: 5 });
    await userEvent.click(within(nav()).getByRole('button', { name: 'Chat' }));
    expect(await screen.findByText('You do not have permission to use this feature.')).toBeInTheDocument();
    expect(transport.to(endpoints.unreadCount.path)).toEqual([]);
    expect(transport.to(endpoints.launchChat.path)).toEqual([]);
    expect(within(nav()).getByRole('button', { name: 'Chat' })).toBeInTheDocument();
  });

  it('a member\'s press POSTs CBS_launchChat (b2c, the site name as title, backUrl, language) and opens the chatUrl', async () => {
    const { transport, opened } = await openNav();
    await userEvent.click(within(nav()).getByRole('button', { name: 'Chat' }));
    await waitFor(() => expect(opened).toEqual(['https://chat.mock.invalid/demo1']));
    expect(transport.to(endpoints.launchChat.path)[0]?.body).toEqual({
      b2c: true,
      title: 'Lottery',
      backUrl: window.location.href,
      language: 'EN',
    });
  });

  it('"also headerColor in one form": with the theme\'s header colour painted, the launch carries it as headerColor', async () => {
    document.documentElement.style.setProperty('--brand', '#f06595');
    try {
      const { transport, opened } = await openNav();
      await userEvent.click(within(nav()).getByRole('button', { name: 'Chat' }));
      await waitFor(() => expect(opened).toHaveLength(1));
      expect(transport.to(endpoints.launchChat.path)[0]?.body).toMatchObject({ b2c: true, language: 'EN', headerColor: '#f06595' });
    } finally {
      document.documentElement.style.removeProperty('--brand');
    }
  });

  it('"Chat footer button with unread badge": the CBS_unreadCount count, in the accessible name too', async () => {
    await openNav({ unread: 3 });
    const button = await within(nav()).findByRole('button', { name: 'Chat, 3 unread' });
    expect(button).toHaveTextContent('3Chat');
  });

  it('a page\'s new nav has the chat item in its first paint (no item popping in and narrowing the others)', async () => {
    const { unmount, container } = await openNav();
    unmount();
    const firstPaint: boolean[] = [];
    function FirstPaintProbe() {
      useLayoutEffect(() => void firstPaint.push(screen.queryByRole('button', { name: 'Chat' }) !== null), []);
      return null;
    }
    await renderWithContainer(
      <>
        <BottomNav />
        <FirstPaintProbe />
      </>,
      {},
      { prepare: (c) => c.rebind(TOKENS.ChatViewer).toConstantValue(container.get(TOKENS.ChatViewer)) },
    );
    expect(firstPaint).toEqual([true]);
  });

  it('no badge at 0 unread, and "99+" above 99 (the accessible name keeps the count)', async () => {
    const count$ = new BehaviorSubject<number | null>(0);
    const viewer: ChatViewer = { access: 'allowed', token: 'T1' };
    await renderWithContainer(<BottomNav />, {}, {
      prepare: (container) => {
        container.rebind(TOKENS.ChatViewer).toConstantValue(of(viewer));
        container.rebind(TOKENS.ChatUnreadCount).toConstantValue({ count$, count: count$.value, start: () => () => undefined } as never);
      },
    });
    expect(within(nav()).getByRole('button', { name: 'Chat' })).toHaveTextContent(/^Chat$/);
    act(() => count$.next(150));
    expect(within(nav()).getByRole('button', { name: 'Chat, 150 unread' })).toHaveTextContent('99+Chat');
  });
});
