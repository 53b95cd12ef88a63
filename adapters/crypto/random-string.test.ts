import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomKeyString } from './random-string';

/** Feeds the platform CSPRNG with scripted bytes, one array per call. */
function scriptRandomBytes(...batches: number[][]): void {
  const queue = [...batches];
  vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
    const next = queue.shift() ?? [];
    const bytes = array as unknown as Uint8Array;
    bytes.fill(0);
    bytes.set(next.slice(0, bytes.length));
    return array;
  });
}

afterEach(() => vi.restoreAllMocks());

describe('random string r (wire-notes §2 "a fresh random string r of 16 characters from [A-Za-z0-9]")', () => {
  it('16 characters of [A-Za-z0-9] by default', () => {
    expect(randomKeyString()).toMatch(/^[A-Za-z0-9]{16}$/);
  });

  it('maps bytes onto the 62 characters in order: A-Z, a-z, 0-9', () => {
    scriptRandomBytes([0, 25, 26, 51, 52, 61]);
    expect(randomKeyString(6)).toBe('AZaz09');
  });

  it('rejection sampling: bytes 248-255 are skipped so every character is equally likely; 247 is kept', () => {
    scriptRandomBytes([248, 0, 255, 247, 249, 62]);
    expect(randomKeyString(3)).toBe('A9A');
  });

  it('draws again when a whole batch was rejected, until the length is reached', () => {
    scriptRandomBytes([255, 255, 255, 255], [1, 2]);
    expect(randomKeyString(2)).toBe('BC');
  });

  it('a second draw asks only for the characters still missing', () => {
    scriptRandomBytes([0, 255, 255, 255, 255, 255], [1, 2, 3, 4, 5, 6]);
    expect(randomKeyString(3)).toBe('ABC');
  });
});
