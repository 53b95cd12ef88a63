/** player-journey §4 "After login: a push token is bound and subscribed to topic ALL". */
export type PushTopic = 'ALL';

/**
 * Push notifications for the signed-in player (CSP_fcmBind, CSP_fcmSubscribe, CSP_fcmUnsubscribe of
 * player-journey §7). The adapter owns the push token (created on first subscribe, refreshed after 7 days).
 * A no-op adapter until the games-and-push issue.
 */
export interface PushPort {
  /** Binds the push token to the signed-in player and subscribes it to `topic`. */
  bindAndSubscribe(topic: PushTopic): Promise<void>;
  /** player-journey §4 "After logout: the push token is unsubscribed (unsubscribeAll)". */
  unsubscribeAll(): Promise<void>;
}
