import type { FirebaseProviderConfig } from '../config/shared-config';

/** player-journey §4 "After login: a push token is bound and subscribed to topic ALL". */
export type PushTopic = 'ALL';

/**
 * Push notifications for the signed-in player (CSP_fcmBind, CSP_fcmSubscribe, CSP_fcmUnsubscribe of
 * player-journey §7). core/push/push-registration.ts implements it; the push token is core's
 * (created on first subscribe, refreshed after 7 days, replaced when the subscription details change).
 */
export interface PushPort {
  /** Binds the push token to the signed-in player and subscribes it to `topic`. */
  bindAndSubscribe(topic: PushTopic): Promise<void>;
  /** player-journey §4 "After logout: the push token is unsubscribed (unsubscribeAll)". */
  unsubscribeAll(): Promise<void>;
}

/** The browser's notification permission; 'unsupported' where the page has no Notification API or push. */
export type PushPermission = 'default' | 'granted' | 'denied' | 'unsupported';

export interface NotificationPermissions {
  state(): Promise<PushPermission>;
  /** Asks the browser (its own prompt); resolves 'default' when the player dismissed it. */
  request(): Promise<PushPermission>;
}

/** What a token is asked for: the merchant's provider settings, with their vapid key. */
export interface TokenRequest {
  readonly vapidKey: string;
  readonly provider: FirebaseProviderConfig;
}

/** The messaging provider (Firebase Cloud Messaging, or the mock build's fake). */
export interface PushMessaging {
  /** The service worker scope push messages arrive in (part of the subscription details). */
  readonly scope: string;
  /** A registration token for this browser; rejects when none can be made. */
  getToken(request: TokenRequest): Promise<string>;
  /** Drops `token` at the provider; rejects on failure. */
  deleteToken(token: string, request: TokenRequest): Promise<void>;
}

/** Both downloaded with the push code after the first login, never in the first load. */
export interface PushEnvironment {
  readonly permissions: NotificationPermissions;
  readonly messaging: PushMessaging;
}
