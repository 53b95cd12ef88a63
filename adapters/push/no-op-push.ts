import type { PushPort, PushTopic } from '../../core/push/ports';

/**
 * Push does nothing yet: the Firebase messaging adapter (push token, CSP_fcmBind / CSP_fcmSubscribe /
 * CSP_fcmUnsubscribe) comes with the games-and-push issue. Until then no push call goes out.
 */
export class NoOpPush implements PushPort {
  bindAndSubscribe(_topic: PushTopic): Promise<void> {
    return Promise.resolve();
  }

  unsubscribeAll(): Promise<void> {
    return Promise.resolve();
  }
}
