import type { KeyValueStore } from '../runtime/ports';
import type { TrackingPort } from './ports';

/** Local-storage flag: this device already recorded its first open. */
export const FIRST_OPEN_KEY = 'trackingFirstOpen';

/** player-journey §3 "Tracked events: firstOpen …": once per device (docs/decisions.md "Tracking"). */
export function recordFirstOpen(localStore: KeyValueStore, tracking: TrackingPort): boolean {
  try {
    if (localStore.get(FIRST_OPEN_KEY) !== null) return false;
    localStore.set(FIRST_OPEN_KEY, '1');
  } catch {
    return false; // storage blocked: better no firstOpen than one per page load
  }
  tracking.record('firstOpen', {});
  return true;
}
