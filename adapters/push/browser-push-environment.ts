import type { PushEnvironment } from '../../core/push/ports';
import { BrowserNotificationPermissions, type PermissionPage } from './browser-notification-permissions';
import { APP_SCOPE, APP_SERVICE_WORKER } from '../pwa/worker-routes';
import { scriptSource } from '../browser/trusted-script-url';
import { FirebaseMessaging, loadFirebaseMessaging } from './firebase-messaging';

/** Production: the browser's permission and Firebase messaging over the app's own service worker. */
export function browserPushEnvironment(): PushEnvironment {
  return {
    permissions: new BrowserNotificationPermissions(() => window as unknown as PermissionPage),
    messaging: new FirebaseMessaging({
      loadApi: loadFirebaseMessaging,
      // The worker's address as a TrustedScriptURL where the page has Trusted Types (register is a script sink).
      registerWorker: () => navigator.serviceWorker.register(scriptSource(APP_SERVICE_WORKER, 'same-origin', document), { scope: APP_SCOPE }),
      scope: APP_SCOPE,
    }),
  };
}
