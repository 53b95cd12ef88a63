import type { SharedConfigSource } from '../config/shared-config-store';
import { DEFAULT_SHARED_CONFIG, isFlagOn, type FirebaseProviderConfig } from '../config/shared-config';

/** No provider settings (the shared config failed or has none), switched off: the provider adapter decides what it can do. */
export const EMPTY_PROVIDER_CONFIG: FirebaseProviderConfig = DEFAULT_SHARED_CONFIG.smsProvider;

/** player-journey §3 "Provider config for sms or social login", from the shared config's smsProvider (fetched once per page). */
export async function providerConfig(shared: SharedConfigSource): Promise<FirebaseProviderConfig> {
  const outcome = await shared.execute();
  return outcome.kind === 'loaded' ? outcome.config.smsProvider : EMPTY_PROVIDER_CONFIG;
}

/** A white-label option of the shared config; off when the config cannot be read. */
export async function sharedFlag(shared: SharedConfigSource, name: string): Promise<boolean> {
  const outcome = await shared.execute();
  return outcome.kind === 'loaded' && isFlagOn(outcome.config, name);
}
