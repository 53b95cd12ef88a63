import { describe, expect, it } from 'vitest';
import { endpoints } from '../../core/http/endpoints';
import { PushPrompt } from '../../core/push/push-prompt';
import { PushRegistration } from '../../core/push/push-registration';
import { InMemoryStore } from '../../core/testing/in-memory-store';
import { fakePushEnvironment, FakePermissions } from '../../core/testing/push-fakes';
import { ok, ScriptedTransport } from '../../core/testing/scripted-transport';
import { LazyPush } from '../push/lazy-push';
import { createContainer } from './create-container';
import { mockPushModule } from './mock-push-module';
import { testPlatform } from './test-platform';
import { TOKENS } from './tokens';

const session = { token: 'T1', userName: 'player01', id: '1000001', merchantCode: 'DEMO1', type: 0, firstTimeLogin: false };
const settings = { firebase: { firebase: true, apiKey: 'k', projectId: 'p', appId: 'a', messagingSenderId: '1', vapidKey: 'vk' } };

function container(overrides: Parameters<typeof testPlatform>[0] = {}) {
  const transport = new ScriptedTransport()
    .reply(endpoints.tokenSync.path, ok(true))
    .reply(endpoints.tokenSyncRemove.path, ok(true))
    .reply(endpoints.logout.path, ok(true))
    .reply(endpoints.memberInfo.path, ok({ info: { id: '1000001', userName: 'player01', type: 0 } }))
    .reply(endpoints.playerRankProgress.path, ok({}))
    .reply(endpoints.consolidatedSettings.path, ok(settings))
    .reply(endpoints.fcmBind.path, ok(true))
    .reply(endpoints.fcmSubscribe.path, ok(true))
    .reply(endpoints.fcmUnsubscribe.path, ok(true));
  const localStore = new InMemoryStore();
  const c = createContainer({ merchantCode: 'DEMO1', apiBaseUrl: '' }, testPlatform({ transport, localStore, ...overrides }));
  return { c, transport, localStore };
}

describe('composition: push notifications (docs/decisions.md "Push notifications")', () => {
  it('the port is lazy; the prompt one instance; the registration downloaded once, on first use', async () => {
    const { c } = container();
    expect(c.get(TOKENS.PushPort)).toBeInstanceOf(LazyPush);
    expect(c.get(TOKENS.PushPrompt)).toBeInstanceOf(PushPrompt);
    expect(c.get(TOKENS.PushPrompt)).toBe(c.get(TOKENS.PushPrompt));
    const load = c.get(TOKENS.PushRegistration);
    const first = await load();
    expect(first).toBeInstanceOf(PushRegistration);
    expect(await load()).toBe(first);
  });

  it('in node (no Notification API) the production environment is "unsupported": a login asks nothing of push', async () => {
    const { c, transport } = container();
    const lifecycle = c.get(TOKENS.SessionLifecycle);
    lifecycle.start();
    c.get(TOKENS.SessionState).write(session);
    await lifecycle.whenIdle();
    expect(transport.to(endpoints.fcmBind.path)).toEqual([]);
    expect(transport.to(endpoints.consolidatedSettings.path)).toEqual([]);
  });

  it('"After login … bound and subscribed to topic ALL. After logout … unsubscribed (unsubscribeAll)" through the session lifecycle', async () => {
    const { c, transport } = container();
    c.rebind(TOKENS.PushEnvironment).toConstantValue(() => Promise.resolve(fakePushEnvironment(new FakePermissions('granted'))));
    const lifecycle = c.get(TOKENS.SessionLifecycle);
    lifecycle.start();
    c.get(TOKENS.SessionState).write(session);
    await lifecycle.whenIdle();
    expect(transport.to(endpoints.fcmBind.path).map((r) => r.body)).toEqual([{ registrationToken: 'fcm-1' }]);
    expect(transport.to(endpoints.fcmSubscribe.path).map((r) => r.body)).toEqual([{ registrationToken: 'fcm-1', topic: 'ALL' }]);
    await c.get(TOKENS.Logout).execute();
    await lifecycle.whenIdle();
    const unsubscribe = transport.to(endpoints.fcmUnsubscribe.path);
    expect(unsubscribe.map((r) => r.body)).toEqual([{ registrationToken: 'fcm-1', unsubscribeAll: true }]);
    // After logout no token is left to send (docs/decisions.md "Push notifications").
    expect(unsubscribe[0]?.headers.Authorization).toBeUndefined();
  });

  it('mock builds: the fake messaging provider (fake-fcm.{random}) over the browser permission', async () => {
    const { c, localStore } = container({ overrides: [mockPushModule] });
    const env = await c.get(TOKENS.PushEnvironment)();
    expect(await env.permissions.state()).toBe('unsupported'); // node: no Notification API
    expect(await env.messaging.getToken({ vapidKey: 'vk', provider: {} as never })).toMatch(/^fake-fcm\./);
    expect(localStore.keys()).toContain('fake-fcm-token');
    expect(env.messaging.scope).toBe('/m/');
  });
});
