import type { RememberedLoginEntry } from '../../core/remembered-login/model';
import type { RememberedLoginVault } from '../../core/remembered-login/ports';
import { loadOnce } from '../browser/load-once';

/** The browser's vault: IndexedDB and WebCrypto of this page. Reading `indexedDB` may throw (sandboxed frames). */
export function createBrowserVault(): Promise<RememberedLoginVault> {
  return import('./indexed-db-vault').then(
    (module) => new module.IndexedDbRememberedLoginVault({ indexedDB: globalThis.indexedDB, crypto: globalThis.crypto }),
  );
}

/**
 * Keeps the vault's code (and valibot's schemas for it) out of the first load: fetched on first use. A
 * failed download remembers nothing this time and is tried again on the next call; no method rejects.
 */
export class LazyRememberedLoginVault implements RememberedLoginVault {
  private readonly vault: () => Promise<RememberedLoginVault>;

  constructor(create: () => Promise<RememberedLoginVault> = createBrowserVault) {
    this.vault = loadOnce(create);
  }

  async save(entry: RememberedLoginEntry): Promise<void> {
    await this.vault().then((vault) => vault.save(entry), () => undefined);
  }

  load(): Promise<RememberedLoginEntry | null> {
    return this.vault().then((vault) => vault.load(), () => null);
  }

  async forget(): Promise<void> {
    await this.vault().then((vault) => vault.forget(), () => undefined);
  }
}
