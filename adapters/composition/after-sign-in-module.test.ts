import { describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY } from '../../core/runtime/storage-keys';
import { endpoints } from '../../core/http/endpoints';

import { InMemoryStore } from '../../core/testing/in-memory-store';
import { ok, ScriptedTransport } from '../../core/testing/scripted-transport';
import type { TrackingEventName } from '../../core/tracking/ports';
import { LazyPush } from '../push/lazy-push';
import { createContainer } from './create-container';
import { testPlatform } from './test-platform';
import { TOKENS } from './tokens';

const session = { token: 'T1', userName: 'player01', id: '1000001', merchantCode: 'DEMO1', type: 0, firstTimeLogin: false };
const rank = { currentProgress: { completedConditions: 2, totalExpectedConditions: 5 }, playerRankProgress: { labelId: 'VIP-GOLD' } };

function container(sessionStore = new InMemoryStore()) {
  const transport = new ScriptedTransport()
    .reply(endpoints.tokenSync.path, ok(true))
    .reply(endpoints.memberInfo.path, ok({ info: { id: '1000001', userName: 'player01', type: 0 } }))
    .reply(endpoints.playerRankProgress.path, ok(rank));
  const c = createContainer({ merchantCode: 'DEMO1', apiBaseUrl: '' }, testPlatform({ transport, sessionStore }));
  return { c, transport };
}

describe('composition: after login and after logout (player-journey §4 "After login", "After logout")', () => {
  it('push is the lazily downloaded registration (push-module.ts); tracking the lazily downloaded recorder (tracking-module.ts)', () => {
    const { c } = container();
    expect(c.get(TOKENS.PushPort)).toBeInstanceOf(LazyPush);
    expect(c.get(TOKENS.TrackingPort)).toBe(c.get(TOKENS.TrackingViews));
    expect(c.get(TOKENS.LoadRankProgress)).toBe(c.get(TOKENS.LoadRankProgress));
    expect(c.get(TOKENS.AfterSignIn)).toBe(c.get(TOKENS.AfterSignIn));
  });

  it('starting the session lifecycle also runs AfterSignIn: a login fetches the rank progress and records a login event', async () => {
    const { c, transport } = container();
    const events: TrackingEventName[] = [];
    c.rebind(TOKENS.TrackingPort).toConstantValue({ record: (event) => events.push(event) });
    const lifecycle = c.get(TOKENS.SessionLifecycle);
    lifecycle.start();
    c.get(TOKENS.SessionState).write(session);
    await lifecycle.whenIdle();
    expect(transport.to(endpoints.playerRankProgress.path)).toHaveLength(1);
    expect(events).toEqual(['login']);
    expect(c.get(TOKENS.LoadRankProgress).progress?.labelId).toBe('VIP-GOLD');
  });

  it('a guest boot asks nothing of the rank progress', async () => {
    const { c, transport } = container();
    const lifecycle = c.get(TOKENS.SessionLifecycle);
    lifecycle.start();
    await lifecycle.whenIdle();
    expect(transport.requests).toEqual([]);
  });

  it('a stored session at boot: the progress is fetched once', async () => {
    const store = new InMemoryStore();
    store.set(SESSION_STORAGE_KEY, JSON.stringify(session));
    const { c, transport } = container(store);
    const lifecycle = c.get(TOKENS.SessionLifecycle);
    lifecycle.start();
    await lifecycle.whenIdle();
    expect(transport.to(endpoints.playerRankProgress.path)).toHaveLength(1);
  });

  it('player-journey §9 "Session settings applied after 1 to 2.5 s delays": the phone\'s language is written to a member whose account names another', async () => {
    const transport = new ScriptedTransport()
      .reply(endpoints.tokenSync.path, ok(true))
      .reply(endpoints.memberInfo.path, ok({ info: { id: '1000001', userName: 'player01', type: 0, language: 'EN' } }))
      .reply(endpoints.playerRankProgress.path, ok(rank))
      .reply(endpoints.memberLanguage.path, ok(true));
    const platform = testPlatform({ transport, currentLanguage: () => 'TH' });
    const c = createContainer({ merchantCode: 'DEMO1', apiBaseUrl: '' }, platform);
    c.rebind(TOKENS.SessionSettingsRandom).toConstantValue(() => 0.5);
    const lifecycle = c.get(TOKENS.SessionLifecycle);
    lifecycle.start();
    c.get(TOKENS.SessionState).write(session);
    await lifecycle.whenIdle();
    platform.scheduler.advance(1_749);
    expect(transport.to(endpoints.memberLanguage.path)).toHaveLength(0);
    platform.scheduler.advance(1);
    expect(await c.get(TOKENS.ApplySessionSettings).last).toBe('synced');
    expect(transport.to(endpoints.memberLanguage.path).map((r) => r.body)).toEqual([{ language: 'TH' }]);
  });
});
