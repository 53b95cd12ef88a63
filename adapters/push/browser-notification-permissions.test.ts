import { describe, expect, it } from 'vitest';
import { BrowserNotificationPermissions, type PermissionPage } from './browser-notification-permissions';

function page(over: { permission?: string; query?: string | Error | null; answer?: string; push?: boolean } = {}): PermissionPage {
  return {
    Notification: { permission: over.permission ?? 'default', requestPermission: () => Promise.resolve(over.answer ?? 'granted') },
    navigator: {
      serviceWorker: {},
      ...(over.query === null
        ? {}
        : {
            permissions: {
              query: () => (over.query instanceof Error ? Promise.reject(over.query) : Promise.resolve({ state: over.query ?? 'prompt' })),
            },
          }),
    },
    ...(over.push === false ? {} : { PushManager: {} }),
  };
}

describe('browser notification permission (player-journey §8 "Push permission denied")', () => {
  it('reads the Permissions API first: prompt → default, granted, denied (Chromium overrides set it)', async () => {
    expect(await new BrowserNotificationPermissions(() => page({ permission: 'denied', query: 'prompt' })).state()).toBe('default');
    expect(await new BrowserNotificationPermissions(() => page({ permission: 'denied', query: 'granted' })).state()).toBe('granted');
    expect(await new BrowserNotificationPermissions(() => page({ query: 'denied' })).state()).toBe('denied');
  });

  it('falls back to Notification.permission when the Permissions API has none or refuses the name', async () => {
    expect(await new BrowserNotificationPermissions(() => page({ permission: 'granted', query: null })).state()).toBe('granted');
    expect(await new BrowserNotificationPermissions(() => page({ permission: 'denied', query: new TypeError('bad name') })).state()).toBe('denied');
  });

  it('no Notification API, service worker or PushManager: unsupported', async () => {
    expect(await new BrowserNotificationPermissions(() => ({})).state()).toBe('unsupported');
    expect(await new BrowserNotificationPermissions(() => page({ push: false })).state()).toBe('unsupported');
    expect(await new BrowserNotificationPermissions(() => ({})).request()).toBe('unsupported');
  });

  it('request() asks the browser: its answer, "default" when dismissed or when it throws', async () => {
    expect(await new BrowserNotificationPermissions(() => page({ answer: 'granted' })).request()).toBe('granted');
    expect(await new BrowserNotificationPermissions(() => page({ answer: 'denied' })).request()).toBe('denied');
    expect(await new BrowserNotificationPermissions(() => page({ answer: 'default' })).request()).toBe('default');
    const throwing: PermissionPage = { Notification: { permission: 'default', requestPermission: () => Promise.reject(new Error('x')) } };
    expect(await new BrowserNotificationPermissions(() => throwing).request()).toBe('default');
  });
});
