import { parseSessionInfo, type SessionInfo } from '../../core/session-state/session-info';
import { SESSION_STORAGE_KEY } from '../../core/runtime/storage-keys';
import type { KeyValueStore } from '../../core/runtime/ports';
import type { SessionStore } from '../../core/session-state/session-store';

/** Session info in session storage under MC_SESSION_INFO (player-journey §3); damaged entries read as none. */
export class StoredSession implements SessionStore {
  constructor(private readonly store: KeyValueStore) {}

  read(): SessionInfo | null {
    const raw = this.store.get(SESSION_STORAGE_KEY);
    if (!raw) return null;
    try {
      return parseSessionInfo(JSON.parse(raw));
    } catch {
      return null;
    }
  }

  write(info: SessionInfo): void {
    this.store.set(SESSION_STORAGE_KEY, JSON.stringify(info));
  }

  clear(): void {
    this.store.remove(SESSION_STORAGE_KEY);
  }
}
