import type { KeyValueStore } from '../../core/runtime/ports';
import type { RememberedLoginVault } from '../../core/remembered-login/ports';
import type { RememberedLoginEraser } from '../../core/session/ports';

/** Local-storage key an older build kept the remembered login under; cleared with the vault. */
export const REMEMBERED_LOGIN_KEY = 'rememberedLogin';

/**
 * The remembered login as logout forgets it (player-journey §4 "cleared … on logout"). The entry itself
 * is in the encrypted vault (adapters/remembered-login/indexed-db-vault.ts); this forgets it there and
 * removes any plain local-storage entry. Never rejects.
 */
export class VaultRememberedLoginEraser implements RememberedLoginEraser {
  constructor(
    private readonly local: KeyValueStore,
    private readonly vault?: Pick<RememberedLoginVault, 'forget'>,
  ) {}

  forget(): Promise<void> {
    this.local.remove(REMEMBERED_LOGIN_KEY);
    return this.vault?.forget() ?? Promise.resolve();
  }
}
