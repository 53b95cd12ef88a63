import type { SmsRecipient } from '../../core/registration/send-sms-code';
import type { SecondFactorAttempt, SecondFactorOutcome } from '../../core/session/second-factor';
import type { SendSecondFactorCodeOutcome } from '../../core/session/send-second-factor-code';
import type { UseCase } from './deferred-use-case';
import { token } from './token';

/** The tokens second-factor-module.ts binds. */
export const secondFactorTokens = {
  /** The second factor: second-factor-module.ts; downloaded on first use. */
  VerifySecondFactor: token<UseCase<[SecondFactorAttempt], SecondFactorOutcome>>('VerifySecondFactor'),
  SendSecondFactorCode: token<UseCase<[SmsRecipient], SendSecondFactorCodeOutcome>>('SendSecondFactorCode'),
} as const;
