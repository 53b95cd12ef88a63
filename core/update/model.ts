import { fnv1a32 } from '../hash/fnv1a32';
import { endpoints } from '../http/endpoints';

/** player-journey §9 "Asset check: every 3,600,000 ms; first after 1.5 s". */
export const FIRST_ASSET_CHECK_MS = 1_500;
export const ASSET_CHECK_INTERVAL_MS = 3_600_000;

/** player-journey §7 "GET /m/asset-manifest.json and /mobile/mc/asset-manifest.json": the catalogue's two rows. */
export const ASSET_MANIFEST_CALLS = [endpoints.assetManifest, endpoints.legacyAssetManifest] as const;
export const ASSET_MANIFEST_PATHS = ASSET_MANIFEST_CALLS.map((call) => call.path);

/** A manifest's hash, or null when what answered is not a manifest (a JSON object or array). */
export function manifestHash(body: unknown): string | null {
  if (body === null || typeof body !== 'object') return null;
  return fnv1a32(JSON.stringify(body));
}

/**
 * True when a manifest that answered both now and at its baseline changed (docs/decisions.md "Update
 * detection"): one that failed now, or that had no baseline yet, says nothing.
 */
export function manifestsChanged(baseline: ReadonlyMap<string, string>, current: ReadonlyMap<string, string>): boolean {
  for (const [path, hash] of current) {
    const before = baseline.get(path);
    if (before !== undefined && before !== hash) return true;
  }
  return false;
}
