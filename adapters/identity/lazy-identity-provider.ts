import type { FirebaseProviderConfig } from '../../core/config/shared-config';
import { UNKNOWN_PROVIDER_ERROR, type IdentityFailure, type IdentityResult, type PhoneCodeSent, type SignInFlow, type SocialChannel } from '../../core/identity/model';
import type { IdentityProvider } from '../../core/identity/ports';
import { providerError } from './provider-error';

/**
 * The identity port with its adapters out of the first load: the provider (Firebase, or the app
 * wrapper's bridge) is downloaded on the first sign-in call. A failed download is a provider error
 * (auth/unknown) and is tried again next time: the port never throws.
 */
export class LazyIdentityProvider implements IdentityProvider {
  private loading: Promise<IdentityProvider> | null = null;

  constructor(private readonly load: () => Promise<IdentityProvider>) {}

  /** The provider behind this one, downloading it when needed. */
  resolve(): Promise<IdentityProvider> {
    this.loading ??= this.load().catch((error: unknown) => {
      this.loading = null;
      throw error;
    });
    return this.loading;
  }

  signIn(channel: SocialChannel, flow: SignInFlow, config: FirebaseProviderConfig): Promise<IdentityResult> {
    return this.with((provider) => provider.signIn(channel, flow, config));
  }

  redirectResult(config: FirebaseProviderConfig): Promise<IdentityResult | null> {
    return this.with((provider) => provider.redirectResult(config));
  }

  sendPhoneCode(phoneNumber: string, config: FirebaseProviderConfig, languageCode: string): Promise<PhoneCodeSent> {
    return this.with((provider) => provider.sendPhoneCode(phoneNumber, config, languageCode));
  }

  confirmPhoneCode(code: string): Promise<IdentityResult> {
    return this.with((provider) => provider.confirmPhoneCode(code));
  }

  oneTap(config: FirebaseProviderConfig): Promise<IdentityResult | null> {
    return this.with((provider) => provider.oneTap(config));
  }

  private async with<T>(call: (provider: IdentityProvider) => Promise<T>): Promise<T | IdentityFailure> {
    let provider: IdentityProvider;
    try {
      provider = await this.resolve();
    } catch {
      return providerError(UNKNOWN_PROVIDER_ERROR);
    }
    return call(provider);
  }
}
