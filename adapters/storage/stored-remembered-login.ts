import type { KeyValueStore } from '../../core/http/ports';
import type { RememberedLogin } from '../../core/session/ports';

/** Local-storage key of the remembered login (player-journey §3 "Remembered login: username, encoded password, type, merchant"). */
export const REMEMBERED_LOGIN_KEY = 'rememberedLogin';

export class StoredRememberedLogin implements RememberedLogin {
  constructor(private readonly local: KeyValueStore) {}

  forget(): void {
    this.local.remove(REMEMBERED_LOGIN_KEY);
  }
}
