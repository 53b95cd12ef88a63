import type { SharedConfigSource } from '../config/shared-config-store';
import type { ApiClient } from '../http/api-client';
import type { RegistrationContext } from '../registration/ports';
import type { AffiliateFacts } from '../routing/affiliate';
import type { StoredTracking } from '../routing/ports';
import type { Scheduler } from '../runtime/ports';
import type { LoginContext } from '../session/login';
import type { SessionStore } from '../session-state/session-store';
import type { TrackingPort } from '../tracking/ports';
import { MayaLogin } from './maya-login';
import { OfferOneTap } from './offer-one-tap';
import { PhoneCodeLogin } from './phone-code-login';
import type { IdentityEnvironment, IdentityProvider, PendingRedirectStore } from './ports';
import { RegisterBySocialChannel } from './register-by-social-channel';
import { SocialArgumentsMemory } from './social-arguments';
import { SocialCredentialLogin, type LoginCall } from './social-credential-login';
import { SocialLogin } from './social-login';

export interface IdentityKitDeps {
  readonly api: ApiClient;
  readonly session: SessionStore;
  readonly merchantCode: () => string;
  readonly login: LoginCall;
  readonly loginContext: LoginContext;
  readonly sharedConfig: SharedConfigSource;
  readonly scheduler: Scheduler;
  readonly provider: IdentityProvider;
  readonly environment: IdentityEnvironment;
  readonly pendingRedirect: PendingRedirectStore;
  readonly registration: RegistrationContext;
  readonly affiliate: { stored(): AffiliateFacts };
  readonly storedTracking: StoredTracking;
  readonly tracking: TrackingPort;
  readonly inNativeApp: () => boolean;
  /** The UI language key (CN, EN, PT-BR, …): the phone-code reCAPTCHA's language. */
  readonly language: () => string;
}

/** The social, phone-code, one-tap and Maya use cases of one page, sharing the kept social arguments. */
export interface ExternalSignIn {
  readonly socialArguments: SocialArgumentsMemory;
  readonly socialLogin: SocialLogin;
  readonly registerBySocialChannel: RegisterBySocialChannel;
  readonly phoneCodeLogin: PhoneCodeLogin;
  readonly offerOneTap: OfferOneTap;
  readonly mayaLogin: MayaLogin;
}

export function createExternalSignIn(deps: IdentityKitDeps): ExternalSignIn {
  const socialArguments = new SocialArgumentsMemory();
  const registerBySocialChannel = new RegisterBySocialChannel({ ...deps, context: deps.registration, socialArguments });
  const credentialLogin = new SocialCredentialLogin({ login: deps.login, socialArguments, registerBySocialChannel, sharedConfig: deps.sharedConfig });
  const socialLogin = new SocialLogin({ ...deps, credentialLogin });
  return {
    socialArguments,
    socialLogin,
    registerBySocialChannel,
    phoneCodeLogin: new PhoneCodeLogin(deps.provider, deps.sharedConfig, deps.login, deps.language),
    offerOneTap: new OfferOneTap({ ...deps, socialLogin }),
    mayaLogin: new MayaLogin({ ...deps, login: deps.loginContext, page: deps.registration }),
  };
}
