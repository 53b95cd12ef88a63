import type { FirebaseApp, FirebaseOptions } from 'firebase/app';
import type { Messaging } from 'firebase/messaging';
import { describe, expect, it } from 'vitest';
import { RIG_FIREBASE } from '../../core/testing/identity-rig';
import { FirebaseMessaging, PUSH_APP_NAME, type FirebaseMessagingApi } from './firebase-messaging';

const provider = { ...RIG_FIREBASE, vapidKey: 'vapid-1' };
const worker = { scope: 'https://site.example/m/' } as ServiceWorkerRegistration;

function fakeApi(existing: FirebaseApp[] = [], supported = true) {
  const apps = [...existing];
  const calls: string[] = [];
  const api: FirebaseMessagingApi = {
    initializeApp: (options: FirebaseOptions, name: string) => {
      calls.push(`initializeApp ${name}`);
      const app = { name, options, automaticDataCollectionEnabled: false } as FirebaseApp;
      apps.push(app);
      return app;
    },
    getApps: () => apps,
    isSupported: async () => supported,
    getMessaging: (app) => ({ app }) as Messaging,
    getToken: async (messaging, options) => {
      calls.push(`getToken ${messaging.app.name} ${options.vapidKey} ${options.serviceWorkerRegistration.scope}`);
      return 'real-token';
    },
    deleteToken: async (messaging) => {
      calls.push(`deleteToken ${messaging.app.name}`);
      return true;
    },
  };
  return { api, calls };
}

describe('Firebase messaging adapter (docs/decisions.md "Push notifications")', () => {
  it('downloads the SDK on the first token, passes the vapid key and our own service worker registration', async () => {
    const { api, calls } = fakeApi();
    let loads = 0;
    const messaging = new FirebaseMessaging({ loadApi: async () => (loads++, api), registerWorker: async () => worker, scope: '/m/' });
    expect(loads).toBe(0);
    expect(await messaging.getToken({ vapidKey: 'vapid-1', provider })).toBe('real-token');
    await messaging.deleteToken('real-token', { vapidKey: 'vapid-1', provider });
    expect(loads).toBe(1);
    expect(calls).toEqual([`initializeApp ${PUSH_APP_NAME}`, `getToken ${PUSH_APP_NAME} vapid-1 https://site.example/m/`, `deleteToken ${PUSH_APP_NAME}`]);
    expect(messaging.scope).toBe('/m/');
  });

  it('reuses the identity adapters\' Firebase app with the same settings', async () => {
    const identity = { name: 'mobile-shell-identity-1', options: { apiKey: 'key', projectId: 'demo', appId: 'app', messagingSenderId: '1' } } as FirebaseApp;
    const { api, calls } = fakeApi([identity]);
    const messaging = new FirebaseMessaging({ loadApi: async () => api, registerWorker: async () => worker, scope: '/m/' });
    await messaging.getToken({ vapidKey: 'vapid-1', provider });
    expect(calls).toEqual(['getToken mobile-shell-identity-1 vapid-1 https://site.example/m/']);
  });

  it('rejects (a quiet failure for core) when the browser has no messaging support or the settings are incomplete', async () => {
    const unsupported = new FirebaseMessaging({ loadApi: async () => fakeApi([], false).api, registerWorker: async () => worker, scope: '/m/' });
    await expect(unsupported.getToken({ vapidKey: 'v', provider })).rejects.toThrow('unsupported');
    const incomplete = new FirebaseMessaging({ loadApi: async () => fakeApi().api, registerWorker: async () => worker, scope: '/m/' });
    await expect(incomplete.getToken({ vapidKey: 'v', provider: { ...provider, appId: null } })).rejects.toThrow('incomplete-config');
  });

  it('a failed SDK download is tried again on the next call', async () => {
    const { api } = fakeApi();
    let attempt = 0;
    const messaging = new FirebaseMessaging({
      loadApi: async () => {
        attempt++;
        if (attempt === 1) throw new Error('chunk load failed');
        return api;
      },
      registerWorker: async () => worker,
      scope: '/m/',
    });
    await expect(messaging.getToken({ vapidKey: 'v', provider })).rejects.toThrow('chunk load failed');
    expect(await messaging.getToken({ vapidKey: 'v', provider })).toBe('real-token');
  });
});
