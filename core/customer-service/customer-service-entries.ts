import type { ApiClient } from '../http/api-client';
import { endpoints } from '../http/endpoints';
import { classifyPlainPath } from './classify-link';
import { decodeCustomerServiceEntries } from './decode-entries';
import type { CustomerServiceEntry, EncodedCustomerServiceEntry } from './model';
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
      const encoded = decodeCustomerServiceEntries(envelope.value);
      const opened = await Promise.all(encoded.map((entry) => this.open(entry)));
      this.loaded = opened.filter((entry): entry is CustomerServiceEntry => entry !== null);
      return { kind: 'loaded', entries: this.loaded };
    } catch {
      return { kind: 'failed' };
    }
  }

  /** Decrypts the path; an entry that does not decrypt to a safe target is dropped. */
  private async open(entry: EncodedCustomerServiceEntry): Promise<CustomerServiceEntry | null> {
    const plain = await this.decoder.decode(entry.path);
    const target = plain ? classifyPlainPath(plain, entry.csType) : null;
    if (!target) return null;
    const { path: _, ...rest } = entry;
    return { ...rest, target };
  }
}
