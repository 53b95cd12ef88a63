import type { KeyValueStore } from '../../core/runtime/ports';
import { AUTO_LOGIN_KEY } from '../../core/runtime/storage-keys';
import type { AutoLoginPreference } from '../../core/remembered-login/ports';

/**
 * Local storage `autoLogin`: '0' is off; missing or anything else is on. A "remember me" login writes
 * '1'. It is also the request layer's AutoLoginSwitch (player-journey §8 "token_ip_different → autoLogin
 * set to 0"): one object for the one stored switch.
 */
export class StoredAutoLoginPreference implements AutoLoginPreference {
  constructor(private readonly local: KeyValueStore) {}

  isOn(): boolean {
    return this.local.get(AUTO_LOGIN_KEY) !== '0';
  }
  enable(): void {
    this.local.set(AUTO_LOGIN_KEY, '1');
  }
  disable(): void {
    this.local.set(AUTO_LOGIN_KEY, '0');
  }
}
