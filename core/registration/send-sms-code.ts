import * as v from 'valibot';
import { lenientInteger, unwrapValue } from '../decode/lenient-schemas';
import type { ApiClient } from '../http/api-client';
import { endpoints } from '../http/endpoints';
import { RequestFailure } from '../http/model';
import type { Clock } from '../runtime/ports';
import type { Text } from '../notice/model';
import { checkMobileNumber, normalizeDialingCode, normalizeMobileNumber, type FieldProblem } from './field-rules';
import type { CaptchaProof } from './registration-payload';

/** player-journey §9 "Fallback sms countdown 60 s": when the answer gives no usable expirationTime. */
export const SMS_FALLBACK_COUNTDOWN_SECONDS = 60;

const EPOCH_SECONDS_FROM = 1_000_000_000;
const EPOCH_MILLISECONDS_FROM = 1_000_000_000_000;

export interface SmsRecipient {
  /** With or without the plus sign. */
  readonly countryDialingCode: string;
  readonly mobileNum: string;
  /** The sms scene's captcha result, when the merchant's sms captcha is on (player-journey §5). */
  readonly captcha?: CaptchaProof;
}

export type SendSmsCodeOutcome =
  | { readonly kind: 'sent'; readonly countdownSeconds: number }
  /** player-journey §5 "Sending a code needs a mobile number": nothing was sent. */
  | { readonly kind: 'invalid'; readonly problems: readonly FieldProblem[] }
  /** A send is still on its way. */
  | { readonly kind: 'busy' }
  /** The sms captcha was closed or failed: nothing was sent; the screen shows the message. */
  | { readonly kind: 'captcha-failed'; readonly message: Text }
  /** The request layer already showed the server's message. */
  | { readonly kind: 'rejected'; readonly errorCode: string | null; readonly message: string };

const expirationTime = v.fallback(v.nullable(lenientInteger), null);

/**
 * The countdown from `value.expirationTime`: seconds the code stays valid, or (read leniently) an
 * epoch time in seconds or milliseconds when the code expires (docs/decisions.md "Registration rules").
 */
export function countdownSecondsFrom(value: unknown, now: number): number {
  const fields = unwrapValue(value);
  // None, zero or negative: not counted down, so the fallback below (seconds > 0) applies.
  const raw = v.parse(expirationTime, fields?.expirationTime ?? null) ?? 0;
  let seconds = raw;
  if (raw >= EPOCH_MILLISECONDS_FROM) seconds = Math.ceil((raw - now) / 1000);
  else if (raw >= EPOCH_SECONDS_FROM) seconds = Math.ceil(raw - now / 1000);
  return seconds > 0 ? seconds : SMS_FALLBACK_COUNTDOWN_SECONDS;
}

/** `POST /wps/verification/sms/noLogin {countryDialingCode, mobileNum}` (player-journey §7), for mobile registration. */
export class SendSmsCode {
  private sending = false;

  constructor(
    private readonly api: ApiClient,
    private readonly clock: Clock,
    /** The captcha check for the scene 'sms' (player-journey §5); none: not required. */
    private readonly captcha: () => Promise<CaptchaProof | { readonly failed: Text }> = async () => ({}),
  ) {}

  async execute(recipient: SmsRecipient): Promise<SendSmsCodeOutcome> {
    const problem = checkMobileNumber(recipient.mobileNum);
    if (problem) return { kind: 'invalid', problems: [problem] };
    if (this.sending) return { kind: 'busy' };
    this.sending = true;
    try {
      const captcha = recipient.captcha ?? (await this.captcha());
      if ('failed' in captcha) return { kind: 'captcha-failed', message: captcha.failed };
      const envelope = await this.api.post(endpoints.smsNoLogin, {
        countryDialingCode: normalizeDialingCode(recipient.countryDialingCode),
        mobileNum: normalizeMobileNumber(recipient.mobileNum),
        ...captcha,
      });
      return { kind: 'sent', countdownSeconds: countdownSecondsFrom(envelope.value, this.clock.now()) };
    } catch (error) {
      if (!(error instanceof RequestFailure)) throw error;
      return { kind: 'rejected', errorCode: error.errorCode ?? null, message: error.serverMessage ?? error.message };
    } finally {
      this.sending = false;
    }
  }
}
