import type { KeyValueStore } from '../../core/runtime/ports';
import { isSocialChannel, type SocialChannel } from '../../core/identity/model';
import type { PendingRedirectStore } from '../../core/identity/ports';

/** docs/decisions.md "Identity adapters": the session storage key of the redirect in progress. */
export const PENDING_REDIRECT_KEY = 'firebaseChannel';

/** player-journey §4 "Redirect flow": the channel is kept in session storage before the redirect. */
export class SessionPendingRedirectStore implements PendingRedirectStore {
  constructor(private readonly session: KeyValueStore) {}

  read(): SocialChannel | null {
    const value = this.session.get(PENDING_REDIRECT_KEY);
    return isSocialChannel(value) ? value : null;
  }

  write(channel: SocialChannel): void {
    this.session.set(PENDING_REDIRECT_KEY, channel);
  }

  clear(): void {
    this.session.remove(PENDING_REDIRECT_KEY);
  }
}
