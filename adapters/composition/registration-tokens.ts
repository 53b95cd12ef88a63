import type { CountryListing } from '../../core/registration/country-list';
import type { RegistrationContext } from '../../core/registration/ports';
import type { PushedRegistrationInfoStore } from '../../core/registration/pushed-registration-info';
import type { RegisterOutcome } from '../../core/registration/register';
import type { RegistrationForm } from '../../core/registration/registration-payload';
import type { SendSmsCodeOutcome, SmsRecipient } from '../../core/registration/send-sms-code';
import type { SuggestUsernameOutcome } from '../../core/registration/suggest-username';
import type { UseCase } from './deferred-use-case';
import { token } from './token';

/** The tokens registration-module.ts binds. */
export const registrationTokens = {
  /** player-journey §3 "Pushed registration info" from the app wrapper (core/registration/pushed-registration-info.ts). */
  PushedRegistrationInfo: token<PushedRegistrationInfoStore>('PushedRegistrationInfo'),
  /** Registration: core/registration, wired in registration-module.ts; use cases downloaded on first use. */
  RegistrationContext: token<RegistrationContext>('RegistrationContext'),
  CountryList: token<UseCase<[], CountryListing>>('CountryList'),
  Register: token<UseCase<[RegistrationForm], RegisterOutcome>>('Register'),
  SendSmsCode: token<UseCase<[SmsRecipient], SendSmsCodeOutcome>>('SendSmsCode'),
  SuggestUsername: token<UseCase<[], SuggestUsernameOutcome>>('SuggestUsername'),
  /** The registration screen's sequence: a player's action in, the screen's next step out (registration-module.ts). */
  RegistrationFlow: token<Pick<import('../../core/registration/registration-flow').RegistrationFlow, 'execute'>>('RegistrationFlow'),
} as const;
