import { DEVICE_ID_KEY as STORED_DEVICE_ID_KEY, isValidDeviceId } from '../../core/device/device-id';
import type { RequestContext } from '../../core/http/ports';
import type { KeyValueStore } from '../../core/runtime/ports';

export const DEVICE_ID_KEY = STORED_DEVICE_ID_KEY;

export class BrowserRequestContext implements RequestContext {
  /**
   * `deviceId` is DeviceIdentity.current() in the app (adapters/composition/http-module.ts); without
   * it, a valid id already in local storage.
   */
  constructor(
    private readonly merchant: string,
    private readonly currentLanguage: () => string,
    private readonly local: KeyValueStore,
    private readonly deviceId: () => string | null = () => {
      const stored = this.local.get(DEVICE_ID_KEY);
      return isValidDeviceId(stored) ? stored : null;
    },
  ) {}

  merchantCode(): string {
    return this.merchant;
  }

  language(): string {
    return this.currentLanguage() || 'CN';
  }

  /** The Device header (player-journey §7 login calls): only a 36-character id (§5). */
  device(): string | null {
    const id = this.deviceId();
    return isValidDeviceId(id) ? id : null;
  }
}
