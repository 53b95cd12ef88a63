import type { PushEnvironment } from '../../core/push/ports';
import { BrowserNotificationPermissions, type PermissionPage } from './browser-notification-permissions';
import { FirebaseMessaging, loadFirebaseMessaging } from './firebase-messaging';

/** shell §9 manifest "scope /m/": the app's one service worker serves the same scope. */
export const APP_SCOPE = '/m/';
/** Emitted by vite.config.ts in production builds only (adapters/push/app-service-worker.js). */
export const APP_SERVICE_WORKER = `${APP_SCOPE}sw.js`;

/** Production: the browser's permission and Firebase messaging over the app's own service worker. */
export function browserPushEnvironment(): PushEnvironment {
  return {
    permissions: new BrowserNotificationPermissions(() => window as unknown as PermissionPage),
    messaging: new FirebaseMessaging({
      loadApi: loadFirebaseMessaging,
      registerWorker: () => navigator.serviceWorker.register(APP_SERVICE_WORKER, { scope: APP_SCOPE }),
      scope: APP_SCOPE,
    }),
  };
}
