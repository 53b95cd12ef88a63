import type { FirebaseProviderConfig } from '../config/shared-config';
import type { IdentityResult, PhoneCodeSent, SignInFlow, SocialChannel } from './model';

/**
 * The third-party identity service (Firebase in production, a native bridge inside the app, a fake
 * consent dialog in mock mode). Implementations never throw: every failure is a provider-error.
 */
export interface IdentityProvider {
  /** Obtain an id token for the channel; with the redirect flow the page leaves and this resolves 'redirecting'. */
  signIn(channel: SocialChannel, flow: SignInFlow, config: FirebaseProviderConfig): Promise<IdentityResult>;
  /** After a redirect flow returns to the page: the credential, or null when no redirect was pending. */
  redirectResult(config: FirebaseProviderConfig): Promise<IdentityResult | null>;
  /**
   * Send the sms code to "+{dial code}{number}" and keep the confirmation result (player-journey §4 "Phone-code login").
   * `languageCode` is the reCAPTCHA's language, already checked against shell §5's rule (core/captcha/recaptcha-language.ts).
   */
  sendPhoneCode(phoneNumber: string, config: FirebaseProviderConfig, languageCode: string): Promise<PhoneCodeSent>;
  /** Verify the code against the kept confirmation result; none kept → provider-error auth/code-expired. */
  confirmPhoneCode(code: string): Promise<IdentityResult>;
  /** One-tap google: resolves with a credential when the player picks an account, or null when dismissed. */
  oneTap(config: FirebaseProviderConfig): Promise<IdentityResult | null>;
}

/** What the page knows about where social sign-in runs (player-journey §5 social rules). */
export interface IdentityEnvironment {
  /** Private or incognito browsing (social login is blocked there). */
  isPrivateBrowsing(): Promise<boolean>;
  /** Inside the Android app wrapper. */
  isAndroidApp(): boolean;
  /** The app wrapper offers its own sign-in for the channel (docs/decisions.md "Native sign-in bridge"). */
  hasNativeHandler(channel: SocialChannel): boolean;
  /** Use the redirect flow instead of a popup (webviews and old iOS). */
  prefersRedirect(): boolean;
}

/** The channel of a redirect in progress, kept in session storage before leaving (player-journey §4 "Redirect flow"). */
export interface PendingRedirectStore {
  read(): SocialChannel | null;
  write(channel: SocialChannel): void;
  clear(): void;
}
