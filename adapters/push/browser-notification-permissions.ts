import type { NotificationPermissions, PushPermission } from '../../core/push/ports';

/** The parts of the page the permission is read from (window in the app; fakes in tests). */
export interface PermissionPage {
  readonly Notification?: { readonly permission: string; requestPermission(): Promise<string> };
  readonly navigator?: {
    readonly permissions?: { query(descriptor: { name: 'notifications' }): Promise<{ readonly state: string }> };
    readonly serviceWorker?: unknown;
  };
  readonly PushManager?: unknown;
}

function fromNotification(value: string): PushPermission {
  return value === 'granted' || value === 'denied' ? value : 'default';
}

/**
 * The browser's notification permission. The Permissions API is read first: it is what Chromium's
 * permission overrides set (headless Chromium reports Notification.permission 'denied' whatever was
 * granted), and agrees with Notification.permission in browsers. No Notification API, service
 * worker or PushManager: 'unsupported' (WebViews, iOS outside the home screen).
 */
export class BrowserNotificationPermissions implements NotificationPermissions {
  constructor(private readonly page: () => PermissionPage) {}

  async state(): Promise<PushPermission> {
    const page = this.page();
    if (!page.Notification || !page.navigator?.serviceWorker || !page.PushManager) return 'unsupported';
    try {
      const status = await page.navigator.permissions?.query({ name: 'notifications' });
      if (status) return status.state === 'prompt' ? 'default' : fromNotification(status.state);
    } catch {
      // Older Safari: no 'notifications' in the Permissions API.
    }
    return fromNotification(page.Notification.permission);
  }

  async request(): Promise<PushPermission> {
    const notification = this.page().Notification;
    if (!notification) return 'unsupported';
    try {
      return fromNotification(await notification.requestPermission());
    } catch {
      return 'default';
    }
  }
}
