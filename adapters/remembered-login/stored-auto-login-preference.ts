import type { KeyValueStore } from '../../core/http/ports';
import type { AutoLoginPreference } from '../../core/remembered-login/ports';
import { AUTO_LOGIN_KEY } from '../browser/browser-facilities';

/**
 * Local storage `autoLogin`: '0' is off (player-journey §8 token_ip_different, written by the request
 * layer's StoredAutoLoginSwitch); missing or anything else is on. A "remember me" login writes '1'.
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
