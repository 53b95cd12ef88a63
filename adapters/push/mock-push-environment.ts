import type { KeyValueStore } from '../../core/runtime/ports';
import type { PushEnvironment } from '../../core/push/ports';
import { BrowserNotificationPermissions, type PermissionPage } from './browser-notification-permissions';
import { APP_SCOPE } from '../pwa/worker-routes';
import { FakeMessaging } from './fake-messaging';

/**
 * Mock builds: the real browser permission (so Chromium's permission overrides drive the e2e tests) and
 * the fake messaging provider, which registers no service worker (msw's worker owns /m/ there).
 */
export function mockPushEnvironment(localStore: KeyValueStore): PushEnvironment {
  return {
    permissions: new BrowserNotificationPermissions(() => globalThis as unknown as PermissionPage),
    messaging: new FakeMessaging(localStore, APP_SCOPE),
  };
}
