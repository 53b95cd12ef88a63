import { describe, expect, it } from 'vitest';
import { endpoints } from '../http/endpoints';
import { fails, ok, ScriptedTransport } from '../testing/scripted-transport';
import { aSession, sessionHarness } from '../testing/session-harness';
import { RefreshMemberInfo } from './refresh-member-info';
import { SessionLifecycle } from './session-lifecycle';
import { SyncToken } from './sync-token';

const info = { id: '1000001', userName: 'player01', account: 'player01', type: 2 };

function lifecycle(session = aSession(), memberReply = ok({ info })) {
  const transport = new ScriptedTransport().reply(endpoints.tokenSync.path, ok(true)).reply(endpoints.memberInfo.path, memberReply);
  const h = sessionHarness(transport, session);
  const watcher = new SessionLifecycle(h.state, new SyncToken(h.api, h.state), new RefreshMemberInfo(h.api, h.state));
  const calls = () => transport.requests.map((r) => `${r.method} ${r.url}`);
  return { ...h, transport, watcher, calls };
}

const SYNC = `POST ${endpoints.tokenSync.path}`;
const INFO = `GET ${endpoints.memberInfo.path}`;

describe('SessionLifecycle: follows the session', () => {
  it('null → token (login): token sync POST and member info', async () => {
    const { watcher, state, calls } = lifecycle(null as never);
    watcher.start();
    await watcher.whenIdle();
    expect(calls()).toEqual([]);
    state.write(aSession());
    await watcher.whenIdle();
    expect(calls()).toEqual([SYNC, INFO]);
    expect(state.memberInfo?.type).toBe(2);
    expect(state.memberType).toBe(2);
  });

  it('a session already stored at boot counts as appearing: synced and fetched once', async () => {
    const { watcher, calls } = lifecycle();
    watcher.start();
    watcher.start();
    await watcher.whenIdle();
    expect(calls()).toEqual([SYNC, INFO]);
  });

  it('a rewrite with the same token (adopted session filled in) starts nothing new', async () => {
    const { watcher, state, calls } = lifecycle(aSession({ userName: '', id: '' }));
    watcher.start();
    await watcher.whenIdle();
    state.write({ ...state.session!, firstTimeLogin: true });
    await watcher.whenIdle();
    expect(calls()).toEqual([SYNC, INFO]);
    expect(state.session?.userName).toBe('player01');
  });

  it('a newer session written while a logout is announced wins: the followers hear it signed in, never a stale sign-out', async () => {
    const { watcher, state } = lifecycle(aSession({ token: 'T1' }));
    const heard: string[] = [];
    watcher.follow({ signedIn: (session) => Promise.resolve(heard.push(`in ${session.token}`)), signedOut: () => Promise.resolve(heard.push('out')) });
    // Another listener, subscribed first, signs the player in again the moment the session is cleared.
    state.session$.subscribe((session) => {
      if (session === null) state.write(aSession({ token: 'T2' }));
    });
    watcher.start();
    await watcher.whenIdle();
    state.clear();
    await watcher.whenIdle();
    expect(heard).toEqual(['in T1', 'in T2']);
    expect(state.session?.token).toBe('T2');
    expect(state.memberInfo).not.toBeNull();
  });

  it('token → null: member info cleared', async () => {
    const { watcher, state } = lifecycle();
    watcher.start();
    await watcher.whenIdle();
    expect(state.memberInfo).not.toBeNull();
    state.clear();
    expect(state.memberInfo).toBeNull();
  });

  it('token → another token: synced and fetched again', async () => {
    const { watcher, state, calls } = lifecycle();
    watcher.start();
    await watcher.whenIdle();
    state.write(aSession({ token: 'T2' }));
    await watcher.whenIdle();
    expect(calls()).toEqual([SYNC, INFO, SYNC, INFO]);
    expect(state.session?.token).toBe('T2');
  });

  it('a failing member-info call leaves the player logged in without member info', async () => {
    const { watcher, state } = lifecycle(aSession(), fails(500, 'x'));
    watcher.start();
    await watcher.whenIdle();
    expect(state.session).not.toBeNull();
    expect(state.memberInfo).toBeNull();
  });

  it('stopped: later sessions start nothing', async () => {
    const { watcher, state, calls } = lifecycle(null as never);
    const stop = watcher.start();
    stop();
    state.write(aSession());
    await watcher.whenIdle();
    expect(calls()).toEqual([]);
    watcher.start();
    await watcher.whenIdle();
    expect(calls()).toEqual([SYNC, INFO]);
  });

  it('followers: told of each sign-in (restored for the boot session) and sign-out, never of a guest boot; a rejecting follower is ignored', async () => {
    const { watcher, state } = lifecycle(null as never);
    const told: string[] = [];
    watcher.follow({
      signedIn: (session, restored) => {
        told.push(`in ${session.token} ${restored ? 'restored' : 'new'}`);
        return Promise.reject(new Error('follower broke'));
      },
      signedOut: () => {
        told.push('out');
        return Promise.resolve();
      },
    });
    watcher.start();
    await watcher.whenIdle();
    expect(told).toEqual([]);
    state.write(aSession());
    await expect(watcher.whenIdle()).resolves.toBeUndefined();
    state.clear();
    await watcher.whenIdle();
    expect(told).toEqual(['in T1 new', 'out']);
  });

  it('followers: a session stored at boot is signed in as restored', async () => {
    const { watcher } = lifecycle();
    const told: boolean[] = [];
    watcher.follow({ signedIn: (_s, restored) => Promise.resolve(told.push(restored)), signedOut: () => Promise.resolve() });
    watcher.start();
    await watcher.whenIdle();
    expect(told).toEqual([true]);
  });
});

describe('SessionLifecycle: starting and stopping', () => {
  it('"Idempotent; the returned function stops watching": the function a repeated start returns stops it too', async () => {
    const { watcher, state, calls } = lifecycle(null as never);
    watcher.start();
    const stop = watcher.start();
    stop();
    state.write(aSession());
    await watcher.whenIdle();
    expect(calls()).toEqual([]);
  });

  it('stopping a lifecycle that is not watching is harmless', async () => {
    const { watcher, calls } = lifecycle();
    expect(() => watcher.stop()).not.toThrow();
    const stop = watcher.start();
    stop();
    expect(() => stop()).not.toThrow();
    await watcher.whenIdle();
    expect(calls()).toEqual([SYNC, INFO]);
  });

  it('a token cleared again before the lifecycle hears of it signs nobody in', async () => {
    const { watcher, state, calls } = lifecycle(null as never);
    // Subscribed before the lifecycle: it hears of the token first and clears it at once.
    state.session$.subscribe((session) => {
      if (session?.token === 'REFUSED') state.clear();
    });
    const signedIn: (string | undefined)[] = [];
    watcher.follow({
      signedIn: (session) => Promise.resolve(signedIn.push(session?.token)),
      signedOut: () => Promise.resolve(),
    });
    watcher.start();
    state.write(aSession({ token: 'REFUSED' }));
    await watcher.whenIdle();
    expect(state.session).toBeNull();
    expect(signedIn).toEqual([]);
    expect(calls()).toEqual([]);
  });
});
