import type { SharedConfigSource } from '../config/shared-config-store';
import type { Credentials, LoginOutcome } from '../session/login';
import { rawText } from '../notice/model';
import { BIND_CUSTOMER_REQUIRED, CREATE_ACCOUNT_FLAG, type SocialArguments } from './model';
import { sharedFlag } from './provider-config';
import type { RegisterBySocialOutcome } from './register-by-social-channel';
import { serverMessage, withoutParenthesised, type SocialSignInOutcome } from './sign-in-outcome';
import type { SocialArgumentsMemory } from './social-arguments';

/** The password login use case (core/session/login.ts), as the composition root hands it out. */
export interface LoginCall {
  execute(credentials: Credentials): Promise<LoginOutcome>;
}

export interface SocialCredentialDeps {
  readonly login: LoginCall;
  readonly socialArguments: SocialArgumentsMemory;
  readonly registerBySocialChannel: { execute(): Promise<RegisterBySocialOutcome> };
  readonly sharedConfig: SharedConfigSource;
}

/**
 * What follows a social credential (player-journey §4 "Social login"): the id token goes to the login
 * call as type firebase; bind_customer_required registers automatically with FIREBASECREATEACC3, else
 * offers the login-choice dialog; any other error resets the kept social arguments.
 */
export class SocialCredentialLogin {
  constructor(private readonly deps: SocialCredentialDeps) {}

  async complete(social: SocialArguments): Promise<SocialSignInOutcome> {
    const { login, socialArguments } = this.deps;
    const outcome = await login.execute({
      username: '',
      password: '',
      type: social.type,
      firebaseChannel: social.firebaseChannel,
      firebaseIdToken: social.firebaseIdToken,
    });
    if (outcome.kind !== 'rejected') {
      socialArguments.reset();
      return outcome;
    }
    if (outcome.errorCode === BIND_CUSTOMER_REQUIRED) {
      socialArguments.keep(social);
      if (await sharedFlag(this.deps.sharedConfig, CREATE_ACCOUNT_FLAG)) return this.deps.registerBySocialChannel.execute();
      const stripped = withoutParenthesised(outcome.message);
      return { kind: 'choose-account', message: stripped ? rawText(stripped) : serverMessage(null) };
    }
    socialArguments.reset();
    return { kind: 'rejected', errorCode: outcome.errorCode, message: outcome.notice };
  }
}
