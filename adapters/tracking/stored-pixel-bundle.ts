import type { KeyValueStore } from '../../core/runtime/ports';
import type { StoredTracking } from '../../core/routing/ports';
import type { PixelBundleStore } from '../../core/tracking/ports';
import { TRACKING_STORAGE_KEY } from '../storage/stored-tracking-values';

/**
 * The pixel bundle in local storage `trackingParams`: the stored tracking values the router carries and
 * registration sends as pixelTrack (docs/decisions.md "Stored tracking values", "Tracking").
 */
export class StoredPixelBundle implements PixelBundleStore {
  constructor(
    private readonly store: KeyValueStore,
    private readonly values: StoredTracking,
  ) {}

  read(): Readonly<Record<string, string>> {
    return this.values.values();
  }

  write(bundle: Readonly<Record<string, string>>): void {
    this.store.set(TRACKING_STORAGE_KEY, JSON.stringify(bundle));
  }
}
