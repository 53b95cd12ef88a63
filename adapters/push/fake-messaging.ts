import type { KeyValueStore } from '../../core/runtime/ports';
import type { PushMessaging, TokenRequest } from '../../core/push/ports';

/** Where the fake keeps its current token, as Firebase keeps its own in IndexedDB. */
export const FAKE_FCM_TOKEN_KEY = 'fake-fcm-token';

/**
 * Mock builds only (docs/decisions.md "Push notifications"): a messaging provider without Firebase or a
 * service worker (msw's worker owns /m/ there), so push flows run offline. Like Firebase it answers the
 * same token until it is deleted; tokens look like `fake-fcm.{random}`.
 */
export class FakeMessaging implements PushMessaging {
  constructor(
    private readonly store: KeyValueStore,
    readonly scope: string,
    private readonly random: () => string = randomPart,
  ) {}

  getToken(_request: TokenRequest): Promise<string> {
    let token = this.store.get(FAKE_FCM_TOKEN_KEY);
    if (!token) {
      token = `fake-fcm.${this.random()}`;
      this.store.set(FAKE_FCM_TOKEN_KEY, token);
    }
    return Promise.resolve(token);
  }

  deleteToken(token: string): Promise<void> {
    if (this.store.get(FAKE_FCM_TOKEN_KEY) === token) this.store.remove(FAKE_FCM_TOKEN_KEY);
    return Promise.resolve();
  }
}

function randomPart(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
