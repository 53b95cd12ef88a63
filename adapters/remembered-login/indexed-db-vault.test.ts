import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import type { RememberedLoginEntry } from '../../core/remembered-login/model';
import { IndexedDbRememberedLoginVault, VAULT_DATABASE, VAULT_KEY_RECORD, VAULT_LOGIN_RECORD, VAULT_STORE } from './indexed-db-vault';

const entry: RememberedLoginEntry = { username: 'player01', password: 'S3cret-Pässwörd!', type: 'username', merchantCode: 'DEMO1' };

function setUp() {
  const indexedDB = new IDBFactory();
  return { indexedDB, vault: new IndexedDbRememberedLoginVault({ indexedDB, crypto: globalThis.crypto }) };
}

async function openStore(factory: IDBFactory, mode: IDBTransactionMode): Promise<IDBObjectStore> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const req = factory.open(VAULT_DATABASE, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(VAULT_STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
  return db.transaction(VAULT_STORE, mode).objectStore(VAULT_STORE);
}

function read<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

const readRecord = async (factory: IDBFactory, id: string): Promise<unknown> => read((await openStore(factory, 'readonly')).get(id));
const writeRecord = async (factory: IDBFactory, id: string, value: unknown) => read((await openStore(factory, 'readwrite')).put(value, id));

describe('IndexedDbRememberedLoginVault (docs/decisions.md "Remembered login and automatic login": "a non-extractable AES-GCM 256 CryptoKey" in IndexedDB)', () => {
  it('round trip: what was saved loads back', async () => {
    const { vault } = setUp();
    expect(await vault.load()).toBeNull();
    await vault.save(entry);
    expect(await vault.load()).toEqual(entry);
  });

  it('a second save replaces the first', async () => {
    const { vault } = setUp();
    await vault.save(entry);
    await vault.save({ ...entry, username: 'agent01', password: 'other', type: 'sms', merchantCode: 'DEMO2' });
    expect(await vault.load()).toEqual({ username: 'agent01', password: 'other', type: 'sms', merchantCode: 'DEMO2' });
  });

  it('forget removes key and ciphertext', async () => {
    const { vault, indexedDB } = setUp();
    await vault.save(entry);
    await vault.forget();
    expect(await vault.load()).toBeNull();
    expect(await readRecord(indexedDB, VAULT_KEY_RECORD)).toBeUndefined();
    expect(await readRecord(indexedDB, VAULT_LOGIN_RECORD)).toBeUndefined();
  });

  it('the key is an AES-GCM 256 CryptoKey kept in IndexedDB that cannot be exported', async () => {
    const { vault, indexedDB } = setUp();
    await vault.save(entry);
    const key = (await readRecord(indexedDB, VAULT_KEY_RECORD)) as CryptoKey;
    expect(key).toBeInstanceOf(CryptoKey);
    expect(key.extractable).toBe(false);
    expect(key.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 });
    await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow();
    await expect(crypto.subtle.exportKey('jwk', key)).rejects.toThrow();
  });

  it('each save uses a fresh random 12-byte IV', async () => {
    const { vault, indexedDB } = setUp();
    await vault.save(entry);
    const first = (await readRecord(indexedDB, VAULT_LOGIN_RECORD)) as { iv: Uint8Array };
    await vault.save(entry);
    const second = (await readRecord(indexedDB, VAULT_LOGIN_RECORD)) as { iv: Uint8Array };
    expect(first.iv.byteLength).toBe(12);
    expect(second.iv.byteLength).toBe(12);
    expect(Buffer.from(first.iv).equals(Buffer.from(second.iv))).toBe(false);
  });

  it('a different key reads as nothing (and the unreadable record is removed), not a crash', async () => {
    const { vault, indexedDB } = setUp();
    await vault.save(entry);
    await writeRecord(indexedDB, VAULT_KEY_RECORD, await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']));
    expect(await vault.load()).toBeNull();
    expect(await readRecord(indexedDB, VAULT_LOGIN_RECORD)).toBeUndefined();
  });

  it('a missing key reads as nothing', async () => {
    const { vault, indexedDB } = setUp();
    await vault.save(entry);
    await read((await openStore(indexedDB, 'readwrite')).delete(VAULT_KEY_RECORD));
    expect(await vault.load()).toBeNull();
  });

  it.each([
    ['a ciphertext with a flipped byte', (r: { iv: Uint8Array; ciphertext: ArrayBuffer }) => {
      const bytes = new Uint8Array(r.ciphertext.slice(0));
      bytes[0] = (bytes[0] ?? 0) ^ 1;
      return { iv: r.iv, ciphertext: bytes.buffer };
    }],
    ['a wrong IV', (r: { iv: Uint8Array; ciphertext: ArrayBuffer }) => ({ iv: new Uint8Array(12), ciphertext: r.ciphertext })],
    ['an IV of the wrong length', (r: { iv: Uint8Array; ciphertext: ArrayBuffer }) => ({ iv: r.iv.slice(0, 8), ciphertext: r.ciphertext })],
    ['a string', () => 'junk'],
    ['an object without a ciphertext', (r: { iv: Uint8Array }) => ({ iv: r.iv })],
  ])('a corrupted record (%s) reads as nothing', async (_name, corrupt) => {
    const { vault, indexedDB } = setUp();
    await vault.save(entry);
    const record = (await readRecord(indexedDB, VAULT_LOGIN_RECORD)) as { iv: Uint8Array; ciphertext: ArrayBuffer };
    await writeRecord(indexedDB, VAULT_LOGIN_RECORD, corrupt(record));
    expect(await vault.load()).toBeNull();
  });

  it('a decrypted entry of the wrong shape reads as nothing', async () => {
    const { vault, indexedDB } = setUp();
    const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const ciphertext = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode('{"username":"u","type":"carrier-pigeon"}'));
    await writeRecord(indexedDB, VAULT_KEY_RECORD, key);
    await writeRecord(indexedDB, VAULT_LOGIN_RECORD, { iv, ciphertext });
    expect(await vault.load()).toBeNull();
  });

  it('a forget issued right after a save wins (operations run in call order)', async () => {
    const { vault } = setUp();
    const saving = vault.save(entry);
    const forgetting = vault.forget();
    await Promise.all([saving, forgetting]);
    expect(await vault.load()).toBeNull();
  });

  describe('"a failing WebCrypto/IndexedDB (private mode) means nothing is remembered, never a crash"', () => {
    const failingFactory = {
      open() {
        const req = { error: new DOMException('private mode', 'InvalidStateError') } as unknown as IDBOpenDBRequest;
        queueMicrotask(() => req.onerror?.(new Event('error')));
        return req;
      },
    } as unknown as IDBFactory;
    const throwingFactory = {
      open() {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as IDBFactory;

    it.each([
      ['no IndexedDB', { indexedDB: undefined, crypto: globalThis.crypto }],
      ['IndexedDB refusing to open', { indexedDB: failingFactory, crypto: globalThis.crypto }],
      ['IndexedDB throwing on open', { indexedDB: throwingFactory, crypto: globalThis.crypto }],
      ['no WebCrypto (plain http)', { indexedDB: new IDBFactory(), crypto: undefined }],
      ['no subtle crypto', { indexedDB: new IDBFactory(), crypto: { getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) } as Crypto }],
    ])('%s', async (_name, env) => {
      const vault = new IndexedDbRememberedLoginVault(env);
      await expect(vault.save(entry)).resolves.toBeUndefined();
      await expect(vault.load()).resolves.toBeNull();
      await expect(vault.forget()).resolves.toBeUndefined();
    });

    it('a browser that cannot store a CryptoKey (DataCloneError) remembers nothing and keeps no older entry', async () => {
      const { vault, indexedDB } = setUp();
      await vault.save(entry);
      const originalPut = IDBObjectStore.prototype.put;
      IDBObjectStore.prototype.put = function () {
        throw new DOMException('cannot clone', 'DataCloneError');
      };
      try {
        await vault.save({ ...entry, username: 'newer' });
      } finally {
        IDBObjectStore.prototype.put = originalPut;
      }
      expect(await vault.load()).toBeNull();
      expect(await readRecord(indexedDB, VAULT_LOGIN_RECORD)).toBeUndefined();
    });
  });
});
