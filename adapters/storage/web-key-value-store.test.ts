// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { WebKeyValueStore } from './web-key-value-store';

const throwing = {
  getItem: () => {
    throw new Error('denied');
  },
  setItem: () => {
    throw new Error('quota');
  },
  removeItem: () => {
    throw new Error('denied');
  },
  key: () => {
    throw new Error('denied');
  },
  get length(): number {
    throw new Error('denied');
  },
  clear: () => undefined,
} as unknown as Storage;

describe('web storage that never throws (private mode, full quota)', () => {
  beforeEach(() => window.localStorage.clear());

  it('reads, writes, removes and lists keys of the real storage', () => {
    const store = new WebKeyValueStore(window.localStorage);
    store.set('a', '1');
    store.set('b', '2');
    expect(store.get('a')).toBe('1');
    expect(store.keys().sort()).toEqual(['a', 'b']);
    store.remove('a');
    expect(store.get('a')).toBeNull();
    expect(window.localStorage.getItem('b')).toBe('2');
  });

  it('a missing key is null', () => {
    expect(new WebKeyValueStore(window.localStorage).get('none')).toBeNull();
  });

  it('no storage at all: nothing kept, nothing listed, no error', () => {
    const store = new WebKeyValueStore(undefined);
    store.set('a', '1');
    store.remove('a');
    expect(store.get('a')).toBeNull();
    expect(store.keys()).toEqual([]);
  });

  it('a storage that throws on every call is tolerated', () => {
    const store = new WebKeyValueStore(throwing);
    expect(() => store.set('a', '1')).not.toThrow();
    expect(() => store.remove('a')).not.toThrow();
    expect(store.get('a')).toBeNull();
    expect(store.keys()).toEqual([]);
  });
});
