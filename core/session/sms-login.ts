import type { Credentials } from './login';
import { smsPhoneNumber } from './second-factor';

/** The login form's mobile-number method: the dial code (shown or not), the number and the sms code. */
export interface SmsLoginForm {
  readonly countryDialingCode: string;
  readonly mobileNum: string;
  readonly code: string;
}

export type SmsLoginStep =
  /** A field is empty: it is highlighted and focused, nothing is sent (as the password form does). */
  | { readonly kind: 'incomplete'; readonly field: 'mobileNum' | 'code' }
  | { readonly kind: 'ready'; readonly credentials: Credentials };

/**
 * The login request of the mobile-number method (docs/decisions.md "Sign-in forms, captcha errors and the access-denied end time"): type sms, the
 * phone number as player-journey §5 writes it ("a plus sign, the country code, then the number") as the username,
 * and the sms code as the password (§4's 123456 rule is "for non-sms logins").
 */
export function smsLoginCredentials(form: SmsLoginForm): SmsLoginStep {
  const mobileNum = form.mobileNum.trim();
  const code = form.code.trim();
  if (mobileNum === '') return { kind: 'incomplete', field: 'mobileNum' };
  if (code === '') return { kind: 'incomplete', field: 'code' };
  return { kind: 'ready', credentials: { username: smsPhoneNumber(form.countryDialingCode, mobileNum), password: code, type: 'sms' } };
}
