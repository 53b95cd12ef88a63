import type { FirebaseProviderConfig } from '../config/shared-config';
import { CODE_EXPIRED, type IdentityResult, type PhoneCodeSent, type SignInFlow, type SocialChannel } from '../identity/model';
import type { IdentityEnvironment, IdentityProvider, PendingRedirectStore } from '../identity/ports';

/** The fake identity adapter's id token (mock-server/handlers/social-identity.ts reads the same form). */
export const fakeIdToken = (channel: SocialChannel | 'phone', uid: string): string => `fake-idtoken.${channel}.${uid}`;

/** The code the fake provider accepts (as every mock sms code). */
export const FAKE_PHONE_CODE = '123456';

/**
 * A scriptable identity provider: answers a credential for the consenting uid, or the scripted next
 * answer; keeps the phone confirmation as the real one does.
 */
export class FakeIdentityProvider implements IdentityProvider {
  uid = 'player01';
  /** The answer of the next signIn, redirectResult or oneTap instead of a credential. */
  next: IdentityResult | null = null;
  /** oneTap: the player dismisses the prompt. */
  dismissOneTap = false;
  readonly calls: string[] = [];
  private redirected: SocialChannel | null = null;
  private confirmation: string | null = null;

  async signIn(channel: SocialChannel, flow: SignInFlow, _config: FirebaseProviderConfig): Promise<IdentityResult> {
    this.calls.push(`signIn ${channel} ${flow}`);
    if (flow === 'redirect') {
      const scripted = this.take();
      if (scripted) return scripted;
      this.redirected = channel;
      return { kind: 'redirecting' };
    }
    return this.answer(channel);
  }

  async redirectResult(_config: FirebaseProviderConfig): Promise<IdentityResult | null> {
    this.calls.push('redirectResult');
    const channel = this.redirected;
    this.redirected = null;
    return channel ? this.answer(channel) : null;
  }

  async sendPhoneCode(phoneNumber: string, _config: FirebaseProviderConfig, languageCode: string): Promise<PhoneCodeSent> {
    this.calls.push(`sendPhoneCode ${phoneNumber} ${languageCode}`);
    const scripted = this.take();
    if (scripted?.kind === 'provider-error') return scripted;
    this.confirmation = phoneNumber;
    return { kind: 'sent' };
  }

  async confirmPhoneCode(code: string): Promise<IdentityResult> {
    this.calls.push(`confirmPhoneCode ${code}`);
    if (!this.confirmation) return { kind: 'provider-error', code: CODE_EXPIRED, reason: null };
    if (code !== FAKE_PHONE_CODE) return { kind: 'provider-error', code: 'auth/invalid-verification-code', reason: null };
    const phoneNumber = this.confirmation;
    this.confirmation = null;
    return { kind: 'credential', idToken: fakeIdToken('phone', phoneNumber) };
  }

  async oneTap(_config: FirebaseProviderConfig): Promise<IdentityResult | null> {
    this.calls.push('oneTap');
    return this.dismissOneTap ? null : this.answer('google');
  }

  private answer(channel: SocialChannel): IdentityResult {
    return this.take() ?? { kind: 'credential', idToken: fakeIdToken(channel, this.uid) };
  }

  private take(): IdentityResult | null {
    const scripted = this.next;
    this.next = null;
    return scripted;
  }
}

export class FakeIdentityEnvironment implements IdentityEnvironment {
  privateBrowsing = false;
  androidApp = false;
  redirect = false;
  nativeHandlers: SocialChannel[] = [];

  async isPrivateBrowsing(): Promise<boolean> {
    return this.privateBrowsing;
  }
  isAndroidApp(): boolean {
    return this.androidApp;
  }
  hasNativeHandler(channel: SocialChannel): boolean {
    return this.nativeHandlers.includes(channel);
  }
  prefersRedirect(): boolean {
    return this.redirect;
  }
}

export class MemoryPendingRedirect implements PendingRedirectStore {
  channel: SocialChannel | null = null;
  read(): SocialChannel | null {
    return this.channel;
  }
  write(channel: SocialChannel): void {
    this.channel = channel;
  }
  clear(): void {
    this.channel = null;
  }
}
