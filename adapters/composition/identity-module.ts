import { ContainerModule } from 'inversify';
import type { SharedConfigStore } from '../../core/config/shared-config-store';
import type { DeviceIdSource } from '../../core/device/ports';
import type { RunMode } from '../../core/device/run-mode';
import type { ApiClient } from '../../core/http/api-client';
import type { ExternalSignIn } from '../../core/identity/external-sign-in';
import type { MayaLoginOutcome, MayaLoginRequest } from '../../core/identity/maya-login';
import type { SocialChannel } from '../../core/identity/model';
import type { OneTapOutcome } from '../../core/identity/offer-one-tap';
import type { PhoneLoginOutcome, PhoneNumberInput, SendPhoneCodeOutcome } from '../../core/identity/phone-code-login';
import type { IdentityEnvironment, IdentityProvider, PendingRedirectStore } from '../../core/identity/ports';
import type { RegisterBySocialOutcome } from '../../core/identity/register-by-social-channel';
import type { SocialSignInOutcome } from '../../core/identity/sign-in-outcome';
import type { ResumeRedirectOutcome } from '../../core/identity/social-login';
import type { RegistrationContext } from '../../core/registration/ports';
import type { RememberAffiliate } from '../../core/routing/affiliate';
import { pushedAffiliateFirst, pushedDomainFirst, type PushedRegistrationInfoStore } from '../../core/registration/pushed-registration-info';
import type { StoredTracking } from '../../core/routing/ports';
import type { Scheduler } from '../../core/runtime/ports';
import type { Credentials, LoginOutcome } from '../../core/session/login';
import type { SessionStore } from '../../core/session-state/session-store';
import type { AppConfig } from '../../core/shell/app-config';
import { text } from '../../core/notice/model';
import type { TrackingPort } from '../../core/tracking/ports';
import { deferredUseCase, type UseCase } from './deferred-use-case';
import { codeUnavailable } from '../../core/notice/code-unavailable';
import { resolvedValue } from './resolved-value';
import { TOKENS } from './tokens';


/**
 * Social, phone-code, one-tap and Maya sign-in (player-journey §4; docs/decisions.md "Social and phone-code sign-in"): one kit per page
 * (the kept social arguments and the phone number are shared), downloaded when a sign-in button is first
 * used. The identity port's adapters come from identity-adapters-module.ts.
 */
export const identityModule = new ContainerModule((bind) => {
  bind(TOKENS.ExternalSignIn)
    .toDynamicValue(
      resolvedValue(
        (
          api: ApiClient,
          session: SessionStore,
          config: AppConfig,
          login: UseCase<[Credentials], LoginOutcome>,
          device: DeviceIdSource,
          runMode: () => RunMode,
          sharedConfig: SharedConfigStore,
          scheduler: Scheduler,
          provider: IdentityProvider,
          loadEnvironment: () => Promise<IdentityEnvironment>,
          pendingRedirect: PendingRedirectStore,
          registration: RegistrationContext,
          affiliate: RememberAffiliate,
          pushed: PushedRegistrationInfoStore,
          storedTracking: StoredTracking,
          tracking: TrackingPort,
          language: () => string,
        ) => {
          let loading: Promise<ExternalSignIn> | null = null;
          const load = async (): Promise<ExternalSignIn> => {
            const [{ createExternalSignIn }, { expiryForcesChange }, environment] = await Promise.all([
              import('../../core/identity/external-sign-in'),
              import('../../core/session/forced-password-change'),
              loadEnvironment(),
            ]);
            return createExternalSignIn({
              api,
              session,
              merchantCode: () => config.merchantCode,
              login,
              loginContext: {
                device,
                runMode,
                expiryForcesChange: () => expiryForcesChange(sharedConfig),
              },
              sharedConfig,
              scheduler,
              provider,
              environment,
              pendingRedirect,
              // player-journey §3 "Pushed registration info" first, else the page's host and the stored codes.
              registration: pushedDomainFirst(pushed, registration),
              affiliate: pushedAffiliateFirst(pushed, affiliate),
              storedTracking,
              tracking,
              inNativeApp: () => runMode().inNativeApp,
              language,
            });
          };
          // One kit per page; a failed download is tried again on the next use.
          return (): Promise<ExternalSignIn> =>
            (loading ??= load().catch((error: unknown) => {
              loading = null;
              throw error;
            }));
        },
        [
          TOKENS.ApiClient,
          TOKENS.SessionState,
          TOKENS.AppConfig,
          TOKENS.Login,
          TOKENS.DeviceIdentity,
          TOKENS.RunMode,
          TOKENS.SharedConfigStore,
          TOKENS.Scheduler,
          TOKENS.IdentityProvider,
          TOKENS.IdentityEnvironmentLoader,
          TOKENS.PendingRedirectStore,
          TOKENS.RegistrationContext,
          TOKENS.RememberAffiliate,
          TOKENS.PushedRegistrationInfo,
          TOKENS.StoredTracking,
          TOKENS.TrackingPort,
          TOKENS.CurrentLanguage,
        ],
      ),
    )
    .inSingletonScope();

  bind(TOKENS.SocialLogin)
    .toDynamicValue(
      resolvedValue(
        (kit: () => Promise<ExternalSignIn>) =>
          deferredUseCase<[SocialChannel], SocialSignInOutcome>(async () => {
            const { socialLogin } = await kit();
            return { execute: (channel) => socialLogin.execute(channel) };
          }, codeUnavailable),
        [TOKENS.ExternalSignIn],
      ),
    )
    .inSingletonScope();

  bind(TOKENS.ResumeSocialRedirect)
    .toDynamicValue(
      resolvedValue(
        (kit: () => Promise<ExternalSignIn>, pending: PendingRedirectStore): UseCase<[], ResumeRedirectOutcome> => {
          const resume = deferredUseCase<[], ResumeRedirectOutcome>(async () => {
            const { socialLogin } = await kit();
            return { execute: () => socialLogin.resumeRedirect() };
          }, codeUnavailable);
          // Every boot asks; the sign-in code is downloaded only when a redirect is under way.
          return { execute: async () => (pending.read() ? resume.execute() : { kind: 'none' }) };
        },
        [TOKENS.ExternalSignIn, TOKENS.PendingRedirectStore],
      ),
    )
    .inSingletonScope();

  bind(TOKENS.RegisterBySocialChannel)
    .toDynamicValue(
      resolvedValue(
        (kit: () => Promise<ExternalSignIn>) =>
          deferredUseCase<[], RegisterBySocialOutcome>(async () => {
            const { registerBySocialChannel } = await kit();
            return { execute: () => registerBySocialChannel.execute() };
          }, codeUnavailable),
        [TOKENS.ExternalSignIn],
      ),
    )
    .inSingletonScope();

  bind(TOKENS.SendPhoneCode)
    .toDynamicValue(
      resolvedValue(
        (kit: () => Promise<ExternalSignIn>) =>
          deferredUseCase<[PhoneNumberInput], SendPhoneCodeOutcome>(async () => {
            const { phoneCodeLogin } = await kit();
            return { execute: (input) => phoneCodeLogin.sendCode(input) };
          }, () => ({ kind: 'provider-error', code: 'auth/unknown', lines: [text('auth/unknown')] })),
        [TOKENS.ExternalSignIn],
      ),
    )
    .inSingletonScope();

  bind(TOKENS.VerifyPhoneCode)
    .toDynamicValue(
      resolvedValue(
        (kit: () => Promise<ExternalSignIn>) =>
          deferredUseCase<[string], PhoneLoginOutcome>(async () => {
            const { phoneCodeLogin } = await kit();
            return { execute: (code) => phoneCodeLogin.verify(code) };
          }, codeUnavailable),
        [TOKENS.ExternalSignIn],
      ),
    )
    .inSingletonScope();

  bind(TOKENS.OfferOneTap)
    .toDynamicValue(
      resolvedValue(
        (kit: () => Promise<ExternalSignIn>) =>
          deferredUseCase<[], OneTapOutcome>(async () => {
            const { offerOneTap } = await kit();
            return { execute: () => offerOneTap.execute() };
          }, () => ({ kind: 'dismissed' })),
        [TOKENS.ExternalSignIn],
      ),
    )
    .inSingletonScope();

  bind(TOKENS.MayaLogin)
    .toDynamicValue(
      resolvedValue(
        (kit: () => Promise<ExternalSignIn>) =>
          deferredUseCase<[MayaLoginRequest], MayaLoginOutcome>(async () => {
            const { mayaLogin } = await kit();
            return { execute: (request) => mayaLogin.execute(request) };
          }, codeUnavailable),
        [TOKENS.ExternalSignIn],
      ),
    )
    .inSingletonScope();
});
