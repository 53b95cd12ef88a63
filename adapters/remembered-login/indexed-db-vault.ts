import * as v from 'valibot';
import { LOGIN_TYPES, type RememberedLoginEntry } from '../../core/remembered-login/model';
import type { RememberedLoginVault } from '../../core/remembered-login/ports';

/** Where the vault lives: one IndexedDB database, one object store, two records. */
export const VAULT_DATABASE = 'mobile-shell-vault';
export const VAULT_STORE = 'rememberedLogin';
/** The AES-GCM key, stored as a non-extractable CryptoKey object. */
export const VAULT_KEY_RECORD = 'key';
/** `{ iv, ciphertext }`: the whole entry (username, password, type, merchant) encrypted. */
export const VAULT_LOGIN_RECORD = 'login';
const IV_BYTES = 12;
const ALGORITHM = { name: 'AES-GCM', length: 256 } as const;

export interface VaultEnvironment {
  readonly indexedDB: IDBFactory | undefined;
  /** getRandomValues and subtle; absent outside a secure context. */
  readonly crypto: Crypto | undefined;
  readonly databaseName?: string;
}

const sealedSchema = v.object({
  iv: v.pipe(
    v.instance(Uint8Array),
    v.check((iv) => iv.byteLength === IV_BYTES),
  ),
  ciphertext: v.instance(ArrayBuffer),
});

const entrySchema = v.object({
  username: v.pipe(v.string(), v.nonEmpty()),
  password: v.string(),
  type: v.picklist(LOGIN_TYPES),
  merchantCode: v.string(),
});

/**
 * The remembered login, encrypted (player-journey §3 "Remembered login"; docs/decisions.md "Remembered login and
 * automatic login": the password is never kept in clear or merely encoded). Each save makes a fresh non-extractable AES-GCM 256 key and a
 * random 12-byte IV, and writes key and ciphertext in one transaction, so they never disagree. Whatever
 * the browser refuses (private mode, no IndexedDB, no WebCrypto) means nothing is remembered; a record
 * that does not decrypt is deleted and read as nothing. No method rejects.
 */
export class IndexedDbRememberedLoginVault implements RememberedLoginVault {
  private opening: Promise<IDBDatabase> | null = null;
  // One operation at a time, in call order: a forget issued after a save wins.
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly env: VaultEnvironment) {}

  save(entry: RememberedLoginEntry): Promise<void> {
    return this.serial(async () => {
      try {
        const subtle = this.subtle();
        const key = await subtle.generateKey(ALGORITHM, false, ['encrypt', 'decrypt']);
        const iv = this.env.crypto!.getRandomValues(new Uint8Array(IV_BYTES));
        const plain = new TextEncoder().encode(JSON.stringify(v.parse(entrySchema, entry)));
        const ciphertext = await subtle.encrypt({ name: ALGORITHM.name, iv }, key, plain);
        const tx = (await this.database()).transaction(VAULT_STORE, 'readwrite');
        tx.objectStore(VAULT_STORE).put(key, VAULT_KEY_RECORD);
        tx.objectStore(VAULT_STORE).put({ iv, ciphertext }, VAULT_LOGIN_RECORD);
        await completion(tx);
      } catch {
        // An older entry must not stand in for the one the player just asked to remember.
        await this.remove();
      }
    }, undefined);
  }

  load(): Promise<RememberedLoginEntry | null> {
    return this.serial(async () => {
      let stored: { key: unknown; sealed: unknown };
      try {
        const tx = (await this.database()).transaction(VAULT_STORE, 'readonly');
        const key = request(tx.objectStore(VAULT_STORE).get(VAULT_KEY_RECORD));
        const sealed = request(tx.objectStore(VAULT_STORE).get(VAULT_LOGIN_RECORD));
        stored = { key: await key, sealed: await sealed };
      } catch {
        return null;
      }
      if (stored.key === undefined && stored.sealed === undefined) return null;
      const entry = await this.open(stored.key, stored.sealed).catch(() => null);
      if (!entry) await this.remove();
      return entry;
    }, null);
  }

  forget(): Promise<void> {
    return this.serial(() => this.remove(), undefined);
  }

  private async open(key: unknown, sealed: unknown): Promise<RememberedLoginEntry | null> {
    const record = v.safeParse(sealedSchema, sealed);
    if (!record.success || !(key instanceof CryptoKey)) return null;
    const plain = await this.subtle().decrypt({ name: ALGORITHM.name, iv: record.output.iv }, key, record.output.ciphertext);
    const entry = v.safeParse(entrySchema, JSON.parse(new TextDecoder().decode(plain)));
    return entry.success ? entry.output : null;
  }

  private async remove(): Promise<void> {
    try {
      const tx = (await this.database()).transaction(VAULT_STORE, 'readwrite');
      tx.objectStore(VAULT_STORE).delete(VAULT_LOGIN_RECORD);
      tx.objectStore(VAULT_STORE).delete(VAULT_KEY_RECORD);
      await completion(tx);
    } catch {
      // Nothing could be stored either.
    }
  }

  private subtle(): SubtleCrypto {
    const subtle = this.env.crypto?.subtle;
    if (!subtle) throw new Error('WebCrypto unavailable');
    return subtle;
  }

  private database(): Promise<IDBDatabase> {
    this.opening ??= openDatabase(this.env.indexedDB, this.env.databaseName ?? VAULT_DATABASE, () => (this.opening = null)).catch(
      (error: unknown) => {
        this.opening = null;
        throw error;
      },
    );
    return this.opening;
  }

  private serial<T>(operation: () => Promise<T>, fallback: T): Promise<T> {
    const next = this.queue.then(operation).catch(() => fallback);
    this.queue = next;
    return next;
  }
}

function openDatabase(factory: IDBFactory | undefined, name: string, onClosed: () => void): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    if (!factory) throw new Error('IndexedDB unavailable');
    const opening = factory.open(name, 1);
    opening.onupgradeneeded = () => {
      if (!opening.result.objectStoreNames.contains(VAULT_STORE)) opening.result.createObjectStore(VAULT_STORE);
    };
    opening.onsuccess = () => {
      const db = opening.result;
      // Another tab deleting or upgrading the database: let go, reopen on the next call.
      db.onversionchange = () => {
        db.close();
        onClosed();
      };
      resolve(db);
    };
    opening.onerror = () => reject(opening.error ?? new Error('IndexedDB open failed'));
    opening.onblocked = () => reject(new Error('IndexedDB open blocked'));
  });
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function completion(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
}
