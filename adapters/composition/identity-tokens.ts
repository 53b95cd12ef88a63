import type { ExternalSignIn } from '../../core/identity/external-sign-in';
import type { MayaLoginOutcome, MayaLoginRequest } from '../../core/identity/maya-login';
import type { SocialChannel } from '../../core/identity/model';
import type { OneTapOutcome } from '../../core/identity/offer-one-tap';
import type { PhoneLoginOutcome, PhoneNumberInput, SendPhoneCodeOutcome } from '../../core/identity/phone-code-login';
import type { RegisterBySocialOutcome } from '../../core/identity/register-by-social-channel';
import type { SocialSignInOutcome } from '../../core/identity/sign-in-outcome';
import type { ResumeRedirectOutcome } from '../../core/identity/social-login';
import type { UseCase } from './deferred-use-case';
import { token } from './token';

/** The tokens identity-module.ts binds. */
export const identityTokens = {
  /** Social, phone-code, one-tap and Maya sign-in: identity-module.ts; downloaded on first use. */
  ExternalSignIn: token<() => Promise<ExternalSignIn>>('ExternalSignIn'),
  SocialLogin: token<UseCase<[SocialChannel], SocialSignInOutcome>>('SocialLogin'),
  /** Call at boot: continues a redirect sign-in when a channel is kept, else answers 'none' without downloading anything. */
  ResumeSocialRedirect: token<UseCase<[], ResumeRedirectOutcome>>('ResumeSocialRedirect'),
  RegisterBySocialChannel: token<UseCase<[], RegisterBySocialOutcome>>('RegisterBySocialChannel'),
  SendPhoneCode: token<UseCase<[PhoneNumberInput], SendPhoneCodeOutcome>>('SendPhoneCode'),
  VerifyPhoneCode: token<UseCase<[string], PhoneLoginOutcome>>('VerifyPhoneCode'),
  OfferOneTap: token<UseCase<[], OneTapOutcome>>('OfferOneTap'),
  MayaLogin: token<UseCase<[MayaLoginRequest], MayaLoginOutcome>>('MayaLogin'),
} as const;
