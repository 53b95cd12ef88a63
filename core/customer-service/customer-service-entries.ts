import type { ApiClient } from '../http/api-client';
import { endpoints } from '../http/endpoints';
import { decodeCustomerServiceEntries } from './decode-entries';
import { decryptEntries } from './decrypt-entries';
import type { CustomerServiceEntry } from './model';
import type { PathDecoder } from './ports';

export type EntriesOutcome =
  | { readonly kind: 'loaded'; readonly entries: readonly CustomerServiceEntry[] }
  | { readonly kind: 'failed' };

/**
 * The merchant's customer-service entries, fetched the first time they are needed (never at boot)
 * and then kept for the page's life. A failed fetch is not kept: the next open tries again.
 */
export class CustomerServiceEntries {
  private loaded: readonly CustomerServiceEntry[] | null = null;
  private loading: Promise<EntriesOutcome> | null = null;

  constructor(
    private readonly api: ApiClient,
    private readonly decoder: PathDecoder,
  ) {}

  /** The entries once loaded; null before the first successful load. */
  get current(): readonly CustomerServiceEntry[] | null {
    return this.loaded;
  }

  load(): Promise<EntriesOutcome> {
    if (this.loaded) return Promise.resolve({ kind: 'loaded', entries: this.loaded });
    this.loading ??= this.fetch().finally(() => (this.loading = null));
    return this.loading;
  }

  private async fetch(): Promise<EntriesOutcome> {
    try {
      // wire-notes: "no token, no alert" (the catalogue row says so).
      const envelope = await this.api.get(endpoints.customerServiceScript);
      this.loaded = await decryptEntries(decodeCustomerServiceEntries(envelope.value), this.decoder);
      return { kind: 'loaded', entries: this.loaded };
    } catch {
      return { kind: 'failed' };
    }
  }
}
