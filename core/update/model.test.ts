import { describe, expect, it } from 'vitest';
import { ASSET_MANIFEST_CALLS, ASSET_MANIFEST_PATHS, manifestHash, manifestsChanged } from './model';

describe('update detection hashes (player-journey §4 "a hash of two asset manifests")', () => {
  it('§7 "GET /m/asset-manifest.json and /mobile/mc/asset-manifest.json | cache-busting timestamp": the catalogue\'s two GET rows', () => {
    expect(ASSET_MANIFEST_PATHS).toEqual(['/m/asset-manifest.json', '/mobile/mc/asset-manifest.json']);
    expect(ASSET_MANIFEST_CALLS.every((call) => call.method === 'GET' && call.noCache)).toBe(true);
  });

  it('a manifest is a JSON object or array; anything else (an HTML fallback page, null) has no hash', () => {
    expect(manifestHash({ files: { 'main.js': '/m/a.js' } })).toMatch(/^[0-9a-f]{8}$/);
    expect(manifestHash(['a.js'])).toMatch(/^[0-9a-f]{8}$/);
    expect(manifestHash('<html></html>')).toBeNull();
    expect(manifestHash(null)).toBeNull();
    expect(manifestHash({ a: 1 })).not.toBe(manifestHash({ a: 2 }));
  });

  it('a change is a manifest that answered at its baseline and now differs; a missing answer is no change', () => {
    const baseline = new Map([['/m', 'aaaa'], ['/mc', 'bbbb']]);
    expect(manifestsChanged(baseline, new Map([['/m', 'aaaa'], ['/mc', 'bbbb']]))).toBe(false);
    expect(manifestsChanged(baseline, new Map([['/m', 'aaaa']]))).toBe(false);
    expect(manifestsChanged(baseline, new Map([['/mc', 'cccc']]))).toBe(true);
    expect(manifestsChanged(new Map([['/m', 'aaaa']]), new Map([['/m', 'aaaa'], ['/mc', 'cccc']]))).toBe(false);
  });
});
