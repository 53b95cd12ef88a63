import type { DeviceIdSource } from '../../core/device/ports';
import type { RunMode } from '../../core/device/run-mode';
import type { RegisterMethod, RegistrationContext } from '../../core/registration/ports';

/** The parts of the page address a registration sends. */
export interface PageAddress {
  readonly href: string;
  readonly host: string;
  readonly search: string;
}

/** The page's address in a browser; none where there is no window (node tests). */
export function browserPageAddress(): PageAddress | null {
  return typeof window === 'undefined' ? null : window.location;
}

/**
 * Registration facts from the browser: how the app runs (APP in the wrapper, else H5, PWA or WEBCLIP),
 * the device id, and the page's own address and host.
 */
export class BrowserRegistrationContext implements RegistrationContext {
  constructor(
    private readonly device: Pick<DeviceIdSource, 'id'>,
    private readonly runMode: () => Pick<RunMode, 'registerMethod' | 'isOfficialAppLogin'>,
    private readonly page: () => PageAddress | null = browserPageAddress,
  ) {}

  registerMethod(): RegisterMethod {
    return this.runMode().registerMethod;
  }

  /** A device id that cannot be made (no hashing available) must not stop the registration. */
  loginDeviceId(): Promise<string> {
    return this.device.id().catch(() => '');
  }

  isOfficialAppLogin(): boolean {
    return this.runMode().isOfficialAppLogin;
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
