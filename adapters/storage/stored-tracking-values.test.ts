import { describe, expect, it } from 'vitest';
import { InMemoryStore } from '../../core/testing/in-memory-store';
import { StoredTrackingValues, TRACKING_STORAGE_KEY } from './stored-tracking-values';

function values(raw: string | null) {
  const store = new InMemoryStore();
  if (raw !== null) store.set(TRACKING_STORAGE_KEY, raw);
  return new StoredTrackingValues(store).values();
}

describe('stored tracking values (shell §2 "plus stored tracking values")', () => {
  it('reads the string values of the stored object', () => {
    expect(values('{"utm_source":"fb","tid":"t1"}')).toEqual({ utm_source: 'fb', tid: 't1' });
  });

  it('drops empty and non-string values', () => {
    expect(values('{"a":"","b":3,"c":null,"d":"x"}')).toEqual({ d: 'x' });
  });

  it('nothing stored, damaged JSON, arrays and scalars are no values', () => {
    expect(values(null)).toEqual({});
    expect(values('{oops')).toEqual({});
    expect(values('["a"]')).toEqual({});
    expect(values('"a"')).toEqual({});
    expect(values('null')).toEqual({});
  });
});

describe('stored tracking values are read again when they change', () => {
  it('a new stored value is seen on the next read; an unchanged one gives the same object', () => {
    const store = new InMemoryStore();
    const tracking = new StoredTrackingValues(store);
    store.set(TRACKING_STORAGE_KEY, '{"a":"1"}');
    const first = tracking.values();
    expect(tracking.values()).toBe(first);
    store.set(TRACKING_STORAGE_KEY, '{"a":"2"}');
    expect(tracking.values()).toEqual({ a: '2' });
    store.remove(TRACKING_STORAGE_KEY);
    expect(tracking.values()).toEqual({});
  });
});
