import type { KeyValueStore } from '../../core/http/ports';
import type { RegisterMethod, RegistrationContext } from '../../core/registration/ports';

/** The parts of the page address a registration sends. */
export interface PageAddress {
  readonly href: string;
  readonly host: string;
  readonly search: string;
}

/** Local-storage key of the device id (player-journey §3 "Device id … kept in local storage"). */
export const DEVICE_ID_STORAGE_KEY = 'deviceId';

/** The page's address in a browser; none where there is no window (node tests). */
export function browserPageAddress(): PageAddress | null {
  return typeof window === 'undefined' ? null : window.location;
}

/**
 * Registration facts from the browser: a plain web page (H5, not the official app), the device id the
 * device slice keeps in local storage, and the page's own address and host.
 */
export class BrowserRegistrationContext implements RegistrationContext {
  constructor(
    private readonly localStore: KeyValueStore,
    private readonly page: () => PageAddress | null = browserPageAddress,
  ) {}

  registerMethod(): RegisterMethod {
    return 'H5';
  }

  loginDeviceId(): Promise<string> {
    return Promise.resolve(this.localStore.get(DEVICE_ID_STORAGE_KEY) ?? '');
  }

  isOfficialAppLogin(): boolean {
    return false;
  }

  registerUrl(): string {
    return this.page()?.href ?? '';
  }

  domain(): string {
    return this.page()?.host ?? '';
  }

  query(): string {
    return this.page()?.search ?? '';
  }
}
