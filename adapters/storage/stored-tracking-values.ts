import type { KeyValueStore } from '../../core/http/ports';
import type { StoredTracking } from '../../core/routing/ports';

/** Local-storage key of the tracking values (docs/decisions.md "Stored tracking values"). */
export const TRACKING_STORAGE_KEY = 'trackingParams';

/** Reads the stored tracking values: a JSON object of strings; anything else is none. */
export class StoredTrackingValues implements StoredTracking {
  constructor(private readonly store: KeyValueStore) {}

  values(): Readonly<Record<string, string>> {
    const raw = this.store.get(TRACKING_STORAGE_KEY);
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
