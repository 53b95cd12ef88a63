import { DEVICE_ID_KEY, isValidDeviceId } from '../../core/device/device-id';
import type { DeviceIdSource } from '../../core/device/ports';
import type { KeyValueStore } from '../../core/runtime/ports';

/**
 * The device id without its fingerprint code in the first load: the hashing, traits and cookie code
 * is fetched on the first id() (a login or a registration). Until then the Device header uses a
 * valid id already in local storage.
 */
export class LazyDeviceIdentity implements DeviceIdSource {
  private loaded: DeviceIdSource | null = null;
  private loading: Promise<DeviceIdSource> | null = null;

  constructor(
    private readonly load: () => Promise<DeviceIdSource>,
    private readonly local: KeyValueStore,
  ) {}

  async id(): Promise<string> {
    return (await this.code()).id();
  }

  /** Downloads the fingerprint code ahead of the first id(), making no id (deferred-use-case.ts CodeWarmer). */
  warm(): Promise<void> {
    return this.code().then(
      () => undefined,
      () => undefined,
    );
  }

  private code(): Promise<DeviceIdSource> {
    this.loading ??= this.load().then(
      (identity) => (this.loaded = identity),
      (error: unknown) => {
        this.loading = null; // a later call tries again
        throw error;
      },
    );
    return this.loading;
  }

  current(): string | null {
    if (this.loaded) return this.loaded.current();
    const stored = this.local.get(DEVICE_ID_KEY);
    return isValidDeviceId(stored) ? stored : null;
  }
}
