import { recaptchaLanguageCode } from '../captcha/recaptcha-language';
import type { SharedConfigSource } from '../config/shared-config-store';
import type { IdentityProvider } from './ports';
import { providerConfig } from './provider-config';
import { providerFailure, serverMessage, type LoggedIn, type ProviderError, type Refused } from './sign-in-outcome';
import type { LoginCall } from './social-credential-login';

export interface PhoneNumberInput {
  /** With or without the plus sign. */
  readonly dialCode: string;
  readonly number: string;
}

export type SendPhoneCodeOutcome =
  | { readonly kind: 'sent'; readonly phoneNumber: string }
  /** player-journey §5 "Sending a code needs a mobile number": the field is highlighted, nothing is sent. */
  | { readonly kind: 'missing-number' }
  | ProviderError
  | { readonly kind: 'ignored' };

export type PhoneLoginOutcome =
  | LoggedIn
  | Refused
  | ProviderError
  | { readonly kind: 'ignored' }
  /** No code typed: the field is highlighted, nothing is verified. */
  | { readonly kind: 'missing-code' };

/** player-journey §5 "The phone number sent for sms is a plus sign, the country code, then the number" (spaces removed). */
export function fullPhoneNumber(input: PhoneNumberInput): string | null {
  const number = input.number.replace(/\s/g, '');
  if (!number) return null;
  return `+${input.dialCode.replace(/[\s+]/g, '')}${number}`;
}

/**
 * Phone-code login (player-journey §4 "Phone-code login"): the provider sends the sms and keeps the
 * confirmation result; verifying the code gives an id token, sent to the login call as type sms with the
 * full phone number as username and no password (docs/decisions.md "Social and phone-code sign-in").
 */
export class PhoneCodeLogin {
  private phoneNumber = '';

  constructor(
    private readonly provider: IdentityProvider,
    private readonly sharedConfig: SharedConfigSource,
    private readonly login: LoginCall,
    /** The UI language key (CN, EN, PT-BR, …). */
    private readonly language: () => string,
  ) {}

  async sendCode(input: PhoneNumberInput): Promise<SendPhoneCodeOutcome> {
    const phoneNumber = fullPhoneNumber(input);
    if (!phoneNumber) return { kind: 'missing-number' };
    // shell §5 "Recaptcha language code": the phone-code reCAPTCHA speaks the player's language, by the captcha's rule.
    const languageCode = recaptchaLanguageCode(this.language());
    const sent = await this.provider.sendPhoneCode(phoneNumber, await providerConfig(this.sharedConfig), languageCode);
    if (sent.kind !== 'sent') return providerFailure(sent);
    this.phoneNumber = phoneNumber;
    return { kind: 'sent', phoneNumber };
  }

  async verify(code: string): Promise<PhoneLoginOutcome> {
    const typed = code.trim();
    if (!typed) return { kind: 'missing-code' };
    // player-journey §4 "With no pending confirmation the alert is auth/code-expired": the provider answers it.
    const result = await this.provider.confirmPhoneCode(typed);
    if (result.kind === 'provider-error') return providerFailure(result);
    if (result.kind !== 'credential') return { kind: 'rejected', errorCode: null, message: serverMessage(null) };
    const outcome = await this.login.execute({ username: this.phoneNumber, password: '', type: 'sms', firebaseIdToken: result.idToken });
    if (outcome.kind !== 'rejected') return outcome;
    return { kind: 'rejected', errorCode: outcome.errorCode, message: outcome.notice };
  }
}
