import type { ApiClient } from '../http/api-client';
import { endpoints } from '../http/endpoints';
import type { SessionStore } from '../session-state/session-store';

export type SyncTokenOutcome = { readonly kind: 'synced' } | { readonly kind: 'no-session' } | { readonly kind: 'failed' };

/** shell §7 "A token-sync call (POST with bearer, or DELETE)": the POST, sent once a session appears. */
export class SyncToken {
  constructor(
    private readonly api: ApiClient,
    private readonly session: SessionStore,
  ) {}

  async execute(): Promise<SyncTokenOutcome> {
    if (!this.session.read()) return { kind: 'no-session' };
    try {
      await this.api.post(endpoints.tokenSync);
      return { kind: 'synced' };
    } catch {
      return { kind: 'failed' };
    }
  }
}
