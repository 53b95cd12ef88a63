import { describe, expect, it } from 'vitest';
import { fnv1a32 } from './fnv1a32';

describe('32-bit FNV-1a of the UTF-8 bytes (the popup and asset-manifest hashes)', () => {
  it('is 32-bit FNV-1a: the published test vectors', () => {
    expect(fnv1a32('')).toBe('811c9dc5');
    expect(fnv1a32('a')).toBe('e40c292c');
    expect(fnv1a32('foobar')).toBe('bf9cf968');
  });

  it('hashes the UTF-8 bytes, so text in any script (and astral characters) is stable', () => {
    expect(fnv1a32('é')).toBe(fnv1a32('\u00e9'));
    expect(fnv1a32('ção')).not.toBe(fnv1a32('cao'));
    expect(fnv1a32('😀')).toMatch(/^[0-9a-f]{8}$/);
    expect(fnv1a32('€')).not.toBe(fnv1a32('ࠀ'));
  });

  it('UTF-8 at every width, on both sides of each boundary (vectors from Python\'s own UTF-8 encoder)', () => {
    expect(fnv1a32('\u007f')).toBe('fa0c4bce'); // last 1-byte code point
    expect(fnv1a32('\u0080')).toBe('5ba0875f'); // first 2-byte code point
    expect(fnv1a32('é')).toBe('1e9de8c1'); // 2 bytes
    expect(fnv1a32('\u07ff')).toBe('10cddc83'); // last 2-byte code point
    expect(fnv1a32('\u0800')).toBe('bb6f99b7'); // first 3-byte code point
    expect(fnv1a32('€')).toBe('298f832b');
    expect(fnv1a32('\uffff')).toBe('01479924'); // last 3-byte code point
    expect(fnv1a32('\u{10000}')).toBe('15b553b5'); // first 4-byte code point
    expect(fnv1a32('😀')).toBe('33a29608');
    expect(fnv1a32('ção')).toBe('f14c8e1e');
  });

  it('always 8 hex digits: a small hash keeps its leading zero', () => {
    expect(fnv1a32('v100')).toBe('04ad15a8');
  });
});
