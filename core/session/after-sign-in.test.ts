import { describe, expect, it } from 'vitest';
import { endpoints } from '../http/endpoints';
import type { PushPort } from '../push/ports';
import { fails, ok, ScriptedTransport } from '../testing/scripted-transport';
import { aSession, sessionHarness } from '../testing/session-harness';
import type { TrackingEventName, TrackingPayload, TrackingPort } from '../tracking/ports';
import { LoadRankProgress } from '../vip/load-rank-progress';
import { AfterSignIn } from './after-sign-in';
import type { SessionInfo } from '../session-state/session-info';
import { RefreshMemberInfo } from './refresh-member-info';
import { SessionLifecycle } from './session-lifecycle';
import { SyncToken } from './sync-token';

class RecordingPush implements PushPort {
  readonly calls: string[] = [];
  failWith: Error | null = null;
  bindAndSubscribe(topic: 'ALL'): Promise<void> {
    this.calls.push(`bind+subscribe ${topic}`);
    return this.failWith ? Promise.reject(this.failWith) : Promise.resolve();
  }
  unsubscribeAll(): Promise<void> {
    this.calls.push('unsubscribeAll');
    return this.failWith ? Promise.reject(this.failWith) : Promise.resolve();
  }
}

class RecordingTracking implements TrackingPort {
  readonly events: [TrackingEventName, TrackingPayload][] = [];
  broken = false;
  record(event: TrackingEventName, payload: TrackingPayload): void {
    if (this.broken) throw new Error('tracker down');
    this.events.push([event, payload]);
  }
}

const gold = { currentProgress: { completedConditions: 2, totalExpectedConditions: 5 }, playerRankProgress: { labelId: 'VIP-GOLD' } };
const info = { id: '1000001', userName: 'player01', account: 'player01', type: 0 };

function wired(session: SessionInfo | null = null, rankReply = ok(gold)) {
  const transport = new ScriptedTransport()
    .reply(endpoints.tokenSync.path, ok(true))
    .reply(endpoints.memberInfo.path, ok({ info }))
    .reply(endpoints.playerRankProgress.path, rankReply);
  const h = sessionHarness(transport, session);
  const rank = new LoadRankProgress(h.api, h.state);
  const push = new RecordingPush();
  const tracking = new RecordingTracking();
  const lifecycle = new SessionLifecycle(h.state, new SyncToken(h.api, h.state), new RefreshMemberInfo(h.api, h.state));
  lifecycle.follow(new AfterSignIn(rank, push, tracking));
  const calls = () => transport.requests.map((r) => `${r.method} ${r.url.replace(/^https?:\/\/[^/]+/, '')}`);
  return { ...h, transport, rank, push, tracking, lifecycle, calls };
}

const RANK = `GET ${endpoints.playerRankProgress.path}`;

describe('AfterSignIn: player-journey §4 "After login" and "After logout"', () => {
  it('a guest boot (no session) makes no call and tells push and tracking nothing', async () => {
    const { lifecycle, calls, push, tracking } = wired();
    lifecycle.start();
    await lifecycle.whenIdle();
    expect(calls()).toEqual([]);
    expect(push.calls).toEqual([]);
    expect(tracking.events).toEqual([]);
  });

  it('after login: rank progress fetched, push bound and subscribed to topic ALL, a login event with customerId and customerName', async () => {
    const { lifecycle, state, calls, push, tracking, rank } = wired();
    lifecycle.start();
    state.write(aSession());
    await lifecycle.whenIdle();
    expect(calls()).toContain(RANK);
    expect(push.calls).toEqual(['bind+subscribe ALL']);
    expect(tracking.events).toEqual([['login', { customerId: '1000001', customerName: 'player01' }]]);
    expect(rank.progress).toEqual({ completedConditions: 2, totalExpectedConditions: 5, labelId: 'VIP-GOLD' });
  });

  it('a session already stored at boot (a reload): progress fetched and push bound, but no new login event', async () => {
    const { lifecycle, calls, push, tracking } = wired(aSession());
    lifecycle.start();
    await lifecycle.whenIdle();
    expect(calls().filter((c) => c === RANK)).toHaveLength(1);
    expect(push.calls).toEqual(['bind+subscribe ALL']);
    expect(tracking.events).toEqual([]);
  });

  it('a token adopted from the native app (no id, no user name yet) records no login event', async () => {
    const { lifecycle, state, push, tracking } = wired();
    lifecycle.start();
    state.write(aSession({ id: '', userName: '' }));
    await lifecycle.whenIdle();
    expect(push.calls).toEqual(['bind+subscribe ALL']);
    expect(tracking.events).toEqual([]);
  });

  it('a login that names the player by id alone, or by user name alone, is still recorded as a login event', async () => {
    const byId = wired();
    byId.lifecycle.start();
    byId.state.write(aSession({ userName: '' }));
    await byId.lifecycle.whenIdle();
    expect(byId.tracking.events).toEqual([['login', { customerId: '1000001', customerName: '' }]]);

    const byName = wired();
    byName.lifecycle.start();
    byName.state.write(aSession({ id: '' }));
    await byName.lifecycle.whenIdle();
    expect(byName.tracking.events).toEqual([['login', { customerId: '', customerName: 'player01' }]]);
  });

  it('after logout: push unsubscribes all, progress and member info are cleared; nothing is fetched', async () => {
    const { lifecycle, state, calls, push, rank } = wired(aSession());
    lifecycle.start();
    await lifecycle.whenIdle();
    const before = calls().length;
    state.clear();
    await lifecycle.whenIdle();
    expect(push.calls).toEqual(['bind+subscribe ALL', 'unsubscribeAll']);
    expect(rank.progress).toBeNull();
    expect(state.memberInfo).toBeNull();
    expect(calls()).toHaveLength(before);
  });

  it('login → logout → login: each transition once, in order', async () => {
    const { lifecycle, state, push, tracking } = wired();
    lifecycle.start();
    state.write(aSession());
    await lifecycle.whenIdle();
    state.clear();
    await lifecycle.whenIdle();
    state.write(aSession({ token: 'T2' }));
    await lifecycle.whenIdle();
    expect(push.calls).toEqual(['bind+subscribe ALL', 'unsubscribeAll', 'bind+subscribe ALL']);
    expect(tracking.events.map(([e]) => e)).toEqual(['login', 'login']);
  });

  it('a failed rank-progress call leaves progress null and the player signed in', async () => {
    const { lifecycle, state, rank, push, notices } = wired(null, fails(500, 'x'));
    lifecycle.start();
    state.write(aSession());
    await lifecycle.whenIdle();
    expect(rank.progress).toBeNull();
    expect(state.session).not.toBeNull();
    expect(push.calls).toEqual(['bind+subscribe ALL']);
    expect(notices.state.dialogs).toHaveLength(0);
  });

  it('a failing push port or a throwing tracker never breaks the session or whenIdle', async () => {
    const { lifecycle, state, push, tracking, rank } = wired();
    push.failWith = new Error('permission denied');
    tracking.broken = true;
    lifecycle.start();
    state.write(aSession());
    await expect(lifecycle.whenIdle()).resolves.toBeUndefined();
    expect(rank.progress?.labelId).toBe('VIP-GOLD');
    state.clear();
    await expect(lifecycle.whenIdle()).resolves.toBeUndefined();
    expect(push.calls).toEqual(['bind+subscribe ALL', 'unsubscribeAll']);
  });
});
