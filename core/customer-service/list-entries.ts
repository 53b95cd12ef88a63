import type { CustomerServiceEntries } from './customer-service-entries';
import { selectEntries, type EntryAudience } from './select-entries';

/** One line of the help page's customer-service list; `entry` is what OpenCustomerService opens. */
export interface ListedEntry {
  readonly entry: number;
  /** The served title; null when the server sent none (the page says "CS {n}", as the action list does). */
  readonly title: string | null;
  readonly csType: string;
}

export interface EntryGroup {
  /** The entries' csType as served; the page heads a group with it only when there are several groups. */
  readonly csType: string;
  readonly entries: readonly ListedEntry[];
}

export type ListEntriesOutcome = { readonly kind: 'loaded'; readonly groups: readonly EntryGroup[] } | { readonly kind: 'failed' };

/**
 * The customer-service entries the player may open (shell §5 "Customer service filtering"), grouped by csType in
 * the served order: the help page lists them, each opened by its number through OpenCustomerService.
 */
export class ListCustomerServiceEntries {
  constructor(private readonly entries: CustomerServiceEntries) {}

  async execute(audience: EntryAudience = {}): Promise<ListEntriesOutcome> {
    const loaded = await this.entries.load();
    if (loaded.kind === 'failed') return { kind: 'failed' };
    const groups = new Map<string, ListedEntry[]>();
    selectEntries(loaded.entries, audience).forEach((entry, index) => {
      const group = groups.get(entry.csType) ?? [];
      group.push({ entry: index, title: entry.title || null, csType: entry.csType });
      groups.set(entry.csType, group);
    });
    return { kind: 'loaded', groups: [...groups].map(([csType, listed]) => ({ csType, entries: listed })) };
  }
}
