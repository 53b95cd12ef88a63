import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockServer, resetMock } from '../node';
import { scenarios } from '../scenarios';
import { call, loginToken } from '../test-wire-client';
import { pushBindings } from './push';

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mockServer.close());
beforeEach(() => resetMock());

const BIND = '/wps/relay/CSP_fcmBind';
const SUBSCRIBE = '/wps/relay/CSP_fcmSubscribe';
const UNSUBSCRIBE = '/wps/relay/CSP_fcmUnsubscribe';

describe('mock push calls (player-journey §7 CSP_fcmBind {registrationToken}, CSP_fcmSubscribe {registrationToken, topic}, CSP_fcmUnsubscribe {registrationToken, unsubscribeAll})', () => {
  it('bind and subscribe are kept per member; unsubscribeAll (no session needed) drops every topic', async () => {
    const token = await loginToken('DEMO1', 'player01', 'Passw0rd!');
    expect((await call(BIND, { token, body: { registrationToken: 'fake-fcm.1' } })).body).toEqual({ success: true, value: true });
    await call(SUBSCRIBE, { token, body: { registrationToken: 'fake-fcm.1', topic: 'ALL' } });
    expect(pushBindings().get('fake-fcm.1')).toEqual({ merchantCode: 'DEMO1', userName: 'player01', topics: ['ALL'] });
    expect((await call(UNSUBSCRIBE, { body: { registrationToken: 'fake-fcm.1', unsubscribeAll: true } })).body).toEqual({ success: true, value: true });
    expect(pushBindings().get('fake-fcm.1')?.topics).toEqual([]);
  });

  it('bind and subscribe need a session; subscribe needs a bound token', async () => {
    expect((await call(BIND, { body: { registrationToken: 't' } })).status).toBe(401);
    const token = await loginToken('DEMO1', 'player01', 'Passw0rd!');
    expect(await call(SUBSCRIBE, { token, body: { registrationToken: 'unbound', topic: 'ALL' } })).toMatchObject({ body: { success: false, errorCode: 'fcm.token.unbound' } });
  });

  it('DEMO1 serves a vapid key in smsProvider (shell §3), DEMO2 none (§5 "only when the provider settings contain a vapid key"); the pushVapidKey switch removes it', async () => {
    const vapid = async (merchant: string) =>
      ((await call('/wps/system/settings/consolidated', { merchant })).body as { value: { smsProvider: { vapidKey: unknown } } }).value.smsProvider.vapidKey;
    expect(await vapid('DEMO1')).toBe('mock-vapid-key-demo1-mock');
    expect(await vapid('DEMO2')).toBeNull();
    scenarios.set({ pushVapidKey: false });
    expect(await vapid('DEMO1')).toBeNull();
  });

  it('the provider config comes only in smsProvider (shell §3 "smsProvider (firebase, apiKey)"; player-journey §3 "firebase flag, appId, apiKey, authDomain, projectId, messagingSenderId, googleWebClientId")', async () => {
    const value = ((await call('/wps/system/settings/consolidated', { merchant: 'DEMO2' })).body as { value: Record<string, unknown> }).value;
    expect(value).not.toHaveProperty('firebase');
    expect(Object.keys(value.smsProvider as object).sort()).toEqual(
      ['firebase', 'appId', 'apiKey', 'authDomain', 'projectId', 'messagingSenderId', 'googleWebClientId', 'vapidKey'].sort(),
    );
    expect(value.smsProvider).toMatchObject({ firebase: true, apiKey: 'mock-api-key-demo2-mock' });
  });
});
