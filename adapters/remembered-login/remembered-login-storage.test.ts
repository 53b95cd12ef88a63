import 'fake-indexeddb/auto';
import { AUTO_LOGIN_KEY } from '../../core/runtime/storage-keys';
import { afterEach, describe, expect, it } from 'vitest';
import { createContainer } from '../composition/create-container';
import { testPlatform } from '../composition/test-platform';
import { TOKENS } from '../composition/tokens';
import type { InMemoryStore } from '../../core/testing/in-memory-store';

import { VAULT_DATABASE } from './indexed-db-vault';

const PASSWORD = 'S3cret-Pässwörd!';

function wire() {
  const platform = testPlatform();
  const container = createContainer({ merchantCode: 'DEMO1', apiBaseUrl: '' }, platform);
  return { container, local: platform.localStore as InMemoryStore, session: platform.sessionStore as InMemoryStore };
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

/** Every key and value of every object store of every IndexedDB database, as byte arrays. */
async function everyIndexedDbByte(): Promise<Uint8Array[]> {
  const out: Uint8Array[] = [];
  for (const { name } of await indexedDB.databases()) {
    const db = await request(indexedDB.open(name!));
    for (const storeName of Array.from(db.objectStoreNames)) {
      const store = db.transaction(storeName, 'readonly').objectStore(storeName);
      const [keys, values] = await Promise.all([request(store.getAllKeys()), request(store.getAll())]);
      for (const item of [...keys, ...values]) await collect(item, out);
    }
    db.close();
  }
  return out;
}

async function collect(value: unknown, out: Uint8Array[]): Promise<void> {
  if (value instanceof CryptoKey) {
    // The key's bytes are readable by nobody: a non-extractable key refuses every export.
    await expect(crypto.subtle.exportKey('raw', value)).rejects.toThrow();
  } else if (value instanceof ArrayBuffer) out.push(new Uint8Array(value));
  else if (ArrayBuffer.isView(value)) out.push(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
  else if (Array.isArray(value)) for (const item of value) await collect(item, out);
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      out.push(utf8(key));
      await collect(item, out);
    }
  } else if (value !== undefined && value !== null) out.push(utf8(String(value)));
}

const utf8 = (text: string) => new TextEncoder().encode(text);
const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
/** The password as bytes in the forms a careless store would hold: UTF-8, base64 (with and without padding, url-safe). */
const needles = (password: string): Uint8Array[] => {
  const b64 = base64(utf8(password));
  return [utf8(password), utf8(b64), utf8(b64.replace(/=+$/, '')), utf8(b64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''))];
};
const contains = (haystack: Uint8Array, needle: Uint8Array) => Buffer.from(haystack).includes(Buffer.from(needle));

async function passwordFound(local: InMemoryStore, session: InMemoryStore): Promise<boolean> {
  const everything = [
    ...[...local.entries, ...session.entries].flatMap(([key, value]) => [utf8(key), utf8(value)]),
    ...(await everyIndexedDbByte()),
  ];
  return everything.some((bytes) => needles(PASSWORD).some((needle) => contains(bytes, needle)));
}

afterEach(async () => {
  await request(indexedDB.deleteDatabase(VAULT_DATABASE));
});

describe('The remembered password in the app wiring (docs/decisions.md "Remembered login and automatic login")', () => {
  it('"The remembered password is unreadable from storage": no local-storage value or IndexedDB record holds its bytes', async () => {
    const { container, local, session } = wire();
    const outcome = await container.get(TOKENS.RememberLogin).execute({
      outcome: { kind: 'logged-in' },
      username: 'player01',
      password: PASSWORD,
      rememberMe: true,
    });
    expect(outcome).toEqual({ kind: 'remembered' });
    expect(await container.get(TOKENS.RememberedLoginVault).load()).toMatchObject({ username: 'player01', password: PASSWORD });
    expect((await indexedDB.databases()).map((d) => d.name)).toContain(VAULT_DATABASE);
    expect(await passwordFound(local, session)).toBe(false);
  });

  it('the scan would see a password kept in clear or base64 (the check above can fail)', async () => {
    const { local, session } = wire();
    local.set('leak', base64(utf8(PASSWORD)));
    expect(await passwordFound(local, session)).toBe(true);
    local.remove('leak');
    const db = await new Promise<IDBDatabase>((resolve) => {
      const req = indexedDB.open('leaky', 1);
      req.onupgradeneeded = () => req.result.createObjectStore('s');
      req.onsuccess = () => resolve(req.result);
    });
    await request(db.transaction('s', 'readwrite').objectStore('s').put({ p: utf8(PASSWORD).buffer }, 'k'));
    db.close();
    expect(await passwordFound(local, session)).toBe(true);
    await request(indexedDB.deleteDatabase('leaky'));
  });

  it('"a remember me" login turns automatic login back on (local storage autoLogin "1")', async () => {
    const { container, local } = wire();
    local.set(AUTO_LOGIN_KEY, '0');
    await container.get(TOKENS.RememberLogin).execute({ outcome: { kind: 'logged-in' }, username: 'u', password: 'p', rememberMe: true });
    expect(local.get(AUTO_LOGIN_KEY)).toBe('1');
  });

  it('logout\'s RememberedLoginEraser.forget clears the vault and the old local-storage entry', async () => {
    const { container, local } = wire();
    local.set('rememberedLogin', '{"username":"u"}');
    await container.get(TOKENS.RememberLogin).execute({ outcome: { kind: 'logged-in' }, username: 'u', password: 'p', rememberMe: true });
    await container.get(TOKENS.RememberedLoginEraser).forget();
    expect(await container.get(TOKENS.RememberedLoginVault).load()).toBeNull();
    expect(local.get('rememberedLogin')).toBeNull();
  });
});
