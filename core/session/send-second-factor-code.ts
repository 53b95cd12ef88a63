import { SMS_FALLBACK_COUNTDOWN_SECONDS, type SendSmsCodeOutcome, type SmsRecipient } from '../registration/send-sms-code';
import type { Text } from '../notice/model';

/** The registration slice's SendSmsCode (`POST /wps/verification/sms/noLogin`), as this use case needs it. */
export interface SmsCodeSender {
  execute(recipient: SmsRecipient): Promise<SendSmsCodeOutcome>;
}

export type SendSecondFactorCodeOutcome =
  | { readonly kind: 'sent'; readonly countdownSeconds: number }
  /** player-journey §5 "Sending a code needs a mobile number": highlighted and focused, nothing sent. */
  | { readonly kind: 'incomplete'; readonly field: 'mobileNum' }
  /** A number that cannot be one (docs/decisions.md "Registration rules": 6-15 digits): said under the field. */
  | { readonly kind: 'invalid'; readonly field: 'mobileNum'; readonly message: Text }
  /** A send is still on its way. */
  | { readonly kind: 'busy' }
  /** The request layer already showed the server's message. */
  | { readonly kind: 'rejected' }
  /** The sms captcha was closed or failed (player-journey §5): the dialog shows the message. */
  | { readonly kind: 'captcha-failed'; readonly message: Text };

/**
 * The sms tab's send-code button (player-journey §4 "Second factor"): the countdown is the server's
 * code valid time, or 60 s when the fallback provider (the sms provider is firebase) is used
 * (docs/decisions.md "Second factor").
 */
export class SendSecondFactorCode {
  constructor(
    private readonly sender: SmsCodeSender,
    private readonly fallbackProvider: () => boolean | Promise<boolean>,
  ) {}

  async execute(recipient: SmsRecipient): Promise<SendSecondFactorCodeOutcome> {
    const mobileNum = recipient.mobileNum.trim();
    if (mobileNum === '') return { kind: 'incomplete', field: 'mobileNum' };
    const outcome = await this.sender.execute({ countryDialingCode: recipient.countryDialingCode.trim(), mobileNum });
    switch (outcome.kind) {
      case 'sent':
        return {
          kind: 'sent',
          countdownSeconds: (await this.fallbackProvider()) ? SMS_FALLBACK_COUNTDOWN_SECONDS : outcome.countdownSeconds,
        };
      case 'invalid': {
        const problem = outcome.problems[0];
        return problem && problem.reason === 'invalid'
          ? { kind: 'invalid', field: 'mobileNum', message: problem.message }
          : { kind: 'incomplete', field: 'mobileNum' };
      }
      case 'busy':
        return { kind: 'busy' };
      case 'rejected':
        return { kind: 'rejected' };
      case 'captcha-failed':
        return outcome;
    }
  }
}
