import type { KeyValueStore } from '../../core/runtime/ports';
import type { StoredTracking } from '../../core/routing/ports';

/** Local-storage key of the tracking values (docs/decisions.md "Stored tracking values"). */
export const TRACKING_STORAGE_KEY = 'trackingParams';

/** Reads the stored tracking values: a JSON object of strings; anything else is none. */
export class StoredTrackingValues implements StoredTracking {
  // Every in-app link asks on every render: the stored text is parsed again only when it changed.
  private lastRaw: string | null = null;
  private lastValues: Readonly<Record<string, string>> = {};

  constructor(private readonly store: KeyValueStore) {}

  values(): Readonly<Record<string, string>> {
    const raw = this.store.get(TRACKING_STORAGE_KEY);
    if (raw !== this.lastRaw) {
      this.lastRaw = raw;
      this.lastValues = StoredTrackingValues.parse(raw);
    }
    return this.lastValues;
  }

  private static parse(raw: string | null): Readonly<Record<string, string>> {
    if (!raw) return {};
    try {
      const parsed: unknown = JSON.parse(raw);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
      return Object.fromEntries(
        Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''),
      );
    } catch {
      return {};
    }
  }
}
