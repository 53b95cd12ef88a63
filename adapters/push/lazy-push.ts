import type { PushPort, PushTopic } from '../../core/push/ports';

/**
 * The push port as the first load holds it: the registration code (core/push/push-registration.ts with
 * its adapters) is downloaded at the first login or logout. A failed download does nothing (push is
 * best-effort) and is tried again the next time.
 */
export class LazyPush implements PushPort {
  constructor(private readonly load: () => Promise<PushPort>) {}

  async bindAndSubscribe(topic: PushTopic): Promise<void> {
    const push = await this.loaded();
    await push?.bindAndSubscribe(topic);
  }

  async unsubscribeAll(): Promise<void> {
    const push = await this.loaded();
    await push?.unsubscribeAll();
  }

  private async loaded(): Promise<PushPort | null> {
    try {
      return await this.load();
    } catch {
      return null;
    }
  }
}
