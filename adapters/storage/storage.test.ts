import { describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY } from '../../core/runtime/storage-keys';

import { InMemoryStore } from '../../core/testing/in-memory-store';
import { StoredSession } from './session-storage-store';
import { REMEMBERED_LOGIN_KEY, VaultRememberedLoginEraser } from './vault-remembered-login-eraser';
import { WebKeyValueStore } from './web-key-value-store';

const throwing = new Proxy({} as Storage, {
  get: () => () => {
    throw new DOMException('blocked', 'SecurityError');
  },
});

describe('web storage adapters', () => {
  it('storage that throws (private mode, full quota) reads as empty and never throws', () => {
    const store = new WebKeyValueStore(throwing);
    expect(store.get('a')).toBeNull();
    expect(() => store.set('a', '1')).not.toThrow();
    expect(() => store.remove('a')).not.toThrow();
    expect(store.keys()).toEqual([]);
  });

  it('no storage at all behaves the same', () => {
    const store = new WebKeyValueStore(undefined);
    store.set('a', '1');
    expect(store.get('a')).toBeNull();
  });

  it('"Session info (session storage)" is kept under MC_SESSION_INFO and read back', () => {
    const backing = new InMemoryStore();
    const session = new StoredSession(backing);
    const info = { token: 't', userName: 'u', id: '1', merchantCode: 'DEMO1', type: 0, firstTimeLogin: true };
    session.write(info);
    expect(JSON.parse(backing.get(SESSION_STORAGE_KEY)!)).toEqual(info);
    expect(session.read()).toEqual(info);
    session.clear();
    expect(session.read()).toBeNull();
  });

  it.each([['{broken'], ['null'], ['{"userName":"u"}'], ['{"token":""}'], ['[1,2]']])('a damaged session entry %s reads as no session', (raw) => {
    const backing = new InMemoryStore();
    backing.set(SESSION_STORAGE_KEY, raw);
    expect(new StoredSession(backing).read()).toBeNull();
  });

  it('customerId stands for id, and a string type is read as a number', () => {
    const backing = new InMemoryStore();
    backing.set(SESSION_STORAGE_KEY, JSON.stringify({ token: 't', customerId: 42, type: '2', firstTimeLogin: 1 }));
    expect(new StoredSession(backing).read()).toMatchObject({ id: '42', type: 2, firstTimeLogin: true });
  });

  it('"The remembered login is cleared … on logout": its entry is removed, nothing else', () => {
    const local = new InMemoryStore();
    local.set(REMEMBERED_LOGIN_KEY, '{"username":"u"}');
    local.set('other', 'kept');
    new VaultRememberedLoginEraser(local).forget();
    expect(local.get(REMEMBERED_LOGIN_KEY)).toBeNull();
    expect(local.get('other')).toBe('kept');
    expect(REMEMBERED_LOGIN_KEY).toBe('rememberedLogin');
  });
});
