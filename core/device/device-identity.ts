import type { KeyValueStore } from '../runtime/ports';
import { DEVICE_COOKIE_MAX_AGE_S, DEVICE_ID_KEY, deviceIdFromUserAgent, isValidDeviceId, uuidFromDigest } from './device-id';
import { fingerprintText } from './fingerprint';
import type { CookieJar, DeviceIdSource, DeviceTraits, Sha256 } from './ports';
import { isNativeAppUserAgent } from './run-mode';

export interface DeviceIdentityDeps {
  /** Local storage. */
  readonly local: KeyValueStore;
  readonly cookies: CookieJar;
  readonly traits: DeviceTraits;
  readonly sha256: Sha256;
}

/**
 * The 36-character device id (player-journey §3 "Device id"): a valid stored one
 * (local storage, then the cookie), else the native wrapper's from its user agent, else a browser
 * fingerprint hashed into a UUID form. Written back to both stores; anything not exactly 36
 * characters is replaced.
 */
export class DeviceIdentity implements DeviceIdSource {
  private resolved: string | null = null;
  private pending: Promise<string> | null = null;

  constructor(private readonly deps: DeviceIdentityDeps) {}

  /** Resolves once per page; later calls get the same id. */
  id(): Promise<string> {
    this.pending ??= this.resolve().catch((error: unknown) => {
      this.pending = null; // a later call tries again
      throw error;
    });
    return this.pending;
  }

  /**
   * The id for the synchronous Device header: the resolved one, else a valid id already in local
   * storage, else null (docs/decisions.md "Device id and how the app runs").
   */
  current(): string | null {
    if (this.resolved) return this.resolved;
    const stored = this.deps.local.get(DEVICE_ID_KEY);
    return isValidDeviceId(stored) ? stored : null;
  }

  private async resolve(): Promise<string> {
    const id = this.stored() ?? this.fromNativeApp() ?? (await this.fromFingerprint());
    this.deps.local.set(DEVICE_ID_KEY, id);
    this.deps.cookies.set(DEVICE_ID_KEY, id, DEVICE_COOKIE_MAX_AGE_S);
    this.resolved = id;
    return id;
  }

  private stored(): string | null {
    const local = this.deps.local.get(DEVICE_ID_KEY);
    if (isValidDeviceId(local)) return local;
    const cookie = this.deps.cookies.get(DEVICE_ID_KEY);
    return isValidDeviceId(cookie) ? cookie : null;
  }

  private fromNativeApp(): string | null {
    const { userAgent } = this.deps.traits.read();
    return isNativeAppUserAgent(userAgent) ? deviceIdFromUserAgent(userAgent) : null;
  }

  private async fromFingerprint(): Promise<string> {
    return uuidFromDigest(await this.deps.sha256.digest(fingerprintText(this.deps.traits.read())));
  }
}
