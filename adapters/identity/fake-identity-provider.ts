import { BehaviorSubject, type Observable } from 'rxjs';
import type { FirebaseProviderConfig } from '../../core/config/shared-config';
import { CANCELLED_POPUP_REQUEST, CODE_EXPIRED, type IdentityResult, type PhoneCodeSent, type SocialChannel } from '../../core/identity/model';
import type { IdentityProvider } from '../../core/identity/ports';
import { providerError } from './provider-error';

/** What the consent dialog asks the tester: a social account, or leave to send a code to a phone number. */
export type FakeConsentRequest = { readonly kind: 'social'; readonly channel: SocialChannel } | { readonly kind: 'phone'; readonly phoneNumber: string };

/** The UI side of the fake (src/sign-in/fake-identity-consent.tsx renders it). */
export interface FakeIdentityConsent {
  /** The request waiting for an answer, null when none. */
  readonly request$: Observable<FakeConsentRequest | null>;
  /** Continue as this uid (social) or send the code (phone). */
  approve(uid: string): void;
  deny(): void;
}

/** The only code the fake accepts, as every code of the mock backend (docs/decisions.md). */
export const FAKE_PHONE_CODE = '123456';
export const DEFAULT_FAKE_UID = 'player01';
export const POPUP_CLOSED = 'auth/popup-closed-by-user';
export const CAPTCHA_CHECK_FAILED = 'auth/captcha-check-failed';
export const INVALID_VERIFICATION_CODE = 'auth/invalid-verification-code';

/** The id token the mock backend accepts for a social channel: `fake-idtoken.{channel}.{uid}`. */
export const fakeSocialIdToken = (channel: SocialChannel, uid: string): string => `fake-idtoken.${channel}.${uid}`;
/** The id token the mock backend accepts after a phone code: `fake-idtoken.phone.{phoneNumber}`. */
export const fakePhoneIdToken = (phoneNumber: string): string => `fake-idtoken.phone.${phoneNumber}`;

type Answer = { readonly approved: true; readonly uid: string } | { readonly approved: false; readonly code: string };

/**
 * The mock-mode identity port (docs/decisions.md "Identity adapters"): every sign-in opens a consent
 * request the tester answers in a dialog, so social and phone-code flows run offline against the mock.
 */
export class FakeIdentityProvider implements IdentityProvider, FakeIdentityConsent {
  private readonly request = new BehaviorSubject<FakeConsentRequest | null>(null);
  private answer: ((answer: Answer) => void) | null = null;
  private pendingPhone: string | null = null;
  readonly request$: Observable<FakeConsentRequest | null> = this.request.asObservable();

  get current(): FakeConsentRequest | null {
    return this.request.value;
  }

  approve(uid: string): void {
    const trimmed = uid.trim();
    this.settle({ approved: true, uid: trimmed === '' ? DEFAULT_FAKE_UID : trimmed });
  }

  deny(): void {
    const request = this.request.value;
    this.settle({ approved: false, code: request?.kind === 'phone' ? CAPTCHA_CHECK_FAILED : POPUP_CLOSED });
  }

  /** The redirect flow is run like the popup: the consent answers at once, nothing is left for redirectResult. */
  async signIn(channel: SocialChannel): Promise<IdentityResult> {
    const answer = await this.ask({ kind: 'social', channel });
    return answer.approved ? { kind: 'credential', idToken: fakeSocialIdToken(channel, answer.uid) } : providerError(answer.code);
  }

  async redirectResult(): Promise<IdentityResult | null> {
    return null;
  }

  async sendPhoneCode(phoneNumber: string, _config?: FirebaseProviderConfig): Promise<PhoneCodeSent> {
    const answer = await this.ask({ kind: 'phone', phoneNumber });
    if (!answer.approved) return providerError(answer.code);
    this.pendingPhone = phoneNumber;
    return { kind: 'sent' };
  }

  async confirmPhoneCode(code: string): Promise<IdentityResult> {
    const phoneNumber = this.pendingPhone;
    if (phoneNumber === null) return providerError(CODE_EXPIRED);
    if (code.trim() !== FAKE_PHONE_CODE) return providerError(INVALID_VERIFICATION_CODE);
    this.pendingPhone = null;
    return { kind: 'credential', idToken: fakePhoneIdToken(phoneNumber) };
  }

  /** One-tap opens the google consent; Cancel is a dismissed prompt (null). */
  async oneTap(): Promise<IdentityResult | null> {
    const answer = await this.ask({ kind: 'social', channel: 'google' });
    return answer.approved ? { kind: 'credential', idToken: fakeSocialIdToken('google', answer.uid) } : null;
  }

  private ask(request: FakeConsentRequest): Promise<Answer> {
    // A new sign-in supersedes the open one, as a second Firebase popup does.
    this.settle({ approved: false, code: CANCELLED_POPUP_REQUEST });
    return new Promise<Answer>((resolve) => {
      this.answer = resolve;
      this.request.next(request);
    });
  }

  private settle(answer: Answer): void {
    const resolve = this.answer;
    if (!resolve) return;
    this.answer = null;
    this.request.next(null);
    resolve(answer);
  }
}
