import { BehaviorSubject, Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../http/endpoints';
import { FakePageVisibility } from '../testing/chat-fakes';
import { requestLayerHarness } from '../testing/request-layer-harness';
import { fails, ok, ScriptedTransport } from '../testing/scripted-transport';
import type { ChatViewer } from './chat-access';
import { ChatUnreadCount, UNREAD_REFRESH_MS } from './chat-unread-count';

const member: ChatViewer = { access: 'allowed', token: 'T1' };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** initial null: the viewer is not known yet (chatViewer$ waits for CBS3, the session and the member type). */
function rig(initial: ChatViewer | null = member, visible = true) {
  let answer: unknown = 2;
  const transport = new ScriptedTransport().reply(endpoints.unreadCount.path, () => ok({ unReadCount: answer }));
  const h = requestLayerHarness(transport);
  h.session.info = { token: 'T1', userName: 'player01', id: '1', merchantCode: 'DEMO1', type: 0, firstTimeLogin: false };
  const viewer: Subject<ChatViewer> = initial ? new BehaviorSubject<ChatViewer>(initial) : new Subject<ChatViewer>();
  const visibility = new FakePageVisibility(visible);
  const badge = new ChatUnreadCount(h.api, viewer, visibility, h.time);
  const seen: (number | null)[] = [];
  badge.count$.subscribe((count) => seen.push(count));
  const calls = () => transport.to(endpoints.unreadCount.path).length;
  return { ...h, transport, viewer, visibility, badge, seen, calls, setAnswer: (a: unknown) => (answer = a) };
}

describe('ChatUnreadCount: "the footer button\'s unread badge from CBS_unreadCount, refreshed while the page is visible"', () => {
  it('asks at once for a member who may chat, then every 30 s while visible', async () => {
    const r = rig();
    r.badge.start();
    await flush();
    expect(r.calls()).toBe(1);
    expect(r.badge.count).toBe(2);
    r.setAnswer(5);
    r.time.advance(UNREAD_REFRESH_MS - 1);
    await flush();
    expect(r.calls()).toBe(1);
    r.time.advance(1);
    await flush();
    expect(r.calls()).toBe(2);
    expect(r.seen).toEqual([null, 2, 5]);
  });

  it('stops while the page is hidden and refreshes as soon as it is visible again', async () => {
    const r = rig();
    r.badge.start();
    await flush();
    r.visibility.set(false);
    r.time.advance(5 * UNREAD_REFRESH_MS);
    await flush();
    expect(r.calls()).toBe(1);
    expect(r.time.pending()).toBe(0);
    r.visibility.set(true);
    await flush();
    expect(r.calls()).toBe(2);
    r.time.advance(UNREAD_REFRESH_MS);
    await flush();
    expect(r.calls()).toBe(3);
  });

  it('a page said to be visible again while it already is (another visibility event) asks no sooner than the 30 s', async () => {
    const r = rig();
    r.badge.start();
    await flush();
    r.time.advance(UNREAD_REFRESH_MS / 2);
    r.visibility.set(true);
    await flush();
    expect(r.calls()).toBe(1);
    r.time.advance(UNREAD_REFRESH_MS / 2);
    await flush();
    expect(r.calls()).toBe(2);
  });

  it('a page hidden and shown again while an answer is on its way keeps a single refresh: hidden once more, it asks nothing', async () => {
    const r = rig();
    const release = r.transport.hold();
    r.badge.start();
    r.visibility.set(false);
    r.visibility.set(true);
    release();
    await flush();
    expect(r.badge.count).toBe(2);
    r.visibility.set(false);
    r.time.advance(3 * UNREAD_REFRESH_MS);
    await flush();
    expect(r.calls()).toBe(1);
    expect(r.time.pending()).toBe(0);
  });

  it('an answer that arrives once the page is hidden still sets the badge, but nothing more is asked while hidden', async () => {
    const r = rig();
    const release = r.transport.hold();
    r.badge.start();
    r.visibility.set(false);
    release();
    await flush();
    expect(r.badge.count).toBe(2);
    r.time.advance(3 * UNREAD_REFRESH_MS);
    await flush();
    expect(r.calls()).toBe(1);
    expect(r.time.pending()).toBe(0);
  });

  it('a page hidden from the start asks nothing until it shows', async () => {
    const r = rig(member, false);
    r.badge.start();
    await flush();
    expect(r.calls()).toBe(0);
    r.visibility.set(true);
    await flush();
    expect(r.calls()).toBe(1);
  });

  it('"no unread count" for guests, member type 4 and CBS3 off: no call, no badge', async () => {
    for (const viewer of [
      { access: 'login-required', token: null },
      { access: 'no-permissions', token: 'T1' },
      { access: 'hidden', token: 'T1' },
    ] as const) {
      const r = rig(viewer);
      r.badge.start();
      await flush();
      r.time.advance(3 * UNREAD_REFRESH_MS);
      r.visibility.set(false);
      r.visibility.set(true);
      await flush();
      expect(r.calls()).toBe(0);
      expect(r.seen).toEqual([null]);
    }
  });

  it('a member type that may chat but no session yet (or any more, mid-logout) asks nothing: CBS_unreadCount is "CBS3 (token)"', async () => {
    const r = rig({ access: 'allowed', token: null });
    r.badge.start();
    await flush();
    r.time.advance(3 * UNREAD_REFRESH_MS);
    await flush();
    expect(r.calls()).toBe(0);
    r.viewer.next(member);
    await flush();
    expect(r.calls()).toBe(1);
  });

  it('nobody gets a count before the viewer is known, even when the page shows', async () => {
    const r = rig(null, false);
    r.badge.start();
    r.visibility.set(true);
    await flush();
    expect(r.calls()).toBe(0);
    r.viewer.next(member);
    await flush();
    expect(r.calls()).toBe(1);
  });

  it('logging out drops the badge and stops the refresh; a new member starts afresh', async () => {
    const r = rig();
    r.badge.start();
    await flush();
    r.viewer.next({ access: 'login-required', token: null });
    expect(r.badge.count).toBeNull();
    r.time.advance(3 * UNREAD_REFRESH_MS);
    await flush();
    expect(r.calls()).toBe(1);
    r.viewer.next({ access: 'allowed', token: 'T2' });
    await flush();
    expect(r.calls()).toBe(2);
  });

  it('an answer that arrives after the member changed is dropped', async () => {
    const r = rig();
    const release = r.transport.hold();
    r.badge.start();
    r.viewer.next({ access: 'no-permissions', token: 'T1' });
    release();
    await flush();
    expect(r.badge.count).toBeNull();
    expect(r.time.pending()).toBe(0);
  });

  it('a failed or unreadable refresh keeps the badge, shows nothing and tries again later', async () => {
    const r = rig();
    r.badge.start();
    await flush();
    r.setAnswer('lots');
    r.time.advance(UNREAD_REFRESH_MS);
    await flush();
    expect(r.badge.count).toBe(2);
    r.transport.reply(endpoints.unreadCount.path, fails(500));
    r.time.advance(UNREAD_REFRESH_MS);
    await flush();
    expect(r.badge.count).toBe(2);
    expect(r.notices.state.dialogs).toHaveLength(0);
    r.transport.reply(endpoints.unreadCount.path, ok({ unReadCount: 9 }));
    r.time.advance(UNREAD_REFRESH_MS);
    await flush();
    expect(r.calls()).toBe(4);
    expect(r.badge.count).toBe(9);
  });

  it('stop() ends the refresh and the listening', async () => {
    const r = rig();
    const stop = r.badge.start();
    await flush();
    stop();
    expect(r.visibility.listening).toBe(0);
    r.time.advance(3 * UNREAD_REFRESH_MS);
    await flush();
    expect(r.calls()).toBe(1);
  });

  it('stopped and started again (a remounted app shell), it still stops asking while hidden: an answer asked for before stop() is dropped', async () => {
    const r = rig();
    const release = r.transport.hold();
    const stop = r.badge.start();
    stop();
    r.badge.start();
    release();
    await flush();
    expect(r.badge.count).toBe(2);
    r.visibility.set(false);
    r.time.advance(3 * UNREAD_REFRESH_MS);
    await flush();
    expect(r.calls()).toBe(1);
    expect(r.time.pending()).toBe(0);
  });
});
