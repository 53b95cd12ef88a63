import { ContainerModule } from 'inversify';
import type { LoadSharedConfig } from '../../core/config/load-shared-config';
import type { DeviceIdSource } from '../../core/device/ports';
import type { RunMode } from '../../core/device/run-mode';
import type { ApiClient } from '../../core/http/api-client';
import type { IdentityKit } from '../../core/identity/identity-kit';
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
import { TOKENS } from './tokens';


/**
 * Social, phone-code, one-tap and Maya sign-in (player-journey §4; docs/decisions.md "Social and phone-code sign-in"): one kit per page
 * (the kept social arguments and the phone number are shared), downloaded when a sign-in button is first
 * used. The identity port's adapters come from identity-adapters-module.ts.
 */
export const identityModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.IdentityKit)
    .toResolvedValue(
      (
        api: ApiClient,
        session: SessionStore,
        config: AppConfig,
        login: UseCase<[Credentials], LoginOutcome>,
        device: DeviceIdSource,
        runMode: () => RunMode,
        sharedConfig: LoadSharedConfig,
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
        let loading: Promise<IdentityKit> | null = null;
        const load = async (): Promise<IdentityKit> => {
          const [{ createIdentityKit }, { expiryForcesChange }, environment] = await Promise.all([
            import('../../core/identity/identity-kit'),
            import('../../core/session/forced-password-change'),
            loadEnvironment(),
          ]);
          return createIdentityKit({
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
        return (): Promise<IdentityKit> =>
          (loading ??= load().catch((error: unknown) => {
            loading = null;
            throw error;
          }));
      },
      [
        TOKENS.ApiClient,
        TOKENS.SessionStore,
        TOKENS.AppConfig,
        TOKENS.Login,
        TOKENS.DeviceIdentity,
        TOKENS.RunMode,
        TOKENS.LoadSharedConfig,
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
    )
    .inSingletonScope();

  bind(TOKENS.SocialLogin)
    .toResolvedValue(
      (kit: () => Promise<IdentityKit>) =>
        deferredUseCase<[SocialChannel], SocialSignInOutcome>(async () => {
          const { socialLogin } = await kit();
          return { execute: (channel) => socialLogin.execute(channel) };
        }, codeUnavailable),
      [TOKENS.IdentityKit],
    )
    .inSingletonScope();

  bind(TOKENS.ResumeSocialRedirect)
    .toResolvedValue(
      (kit: () => Promise<IdentityKit>, pending: PendingRedirectStore): UseCase<[], ResumeRedirectOutcome> => {
        const resume = deferredUseCase<[], ResumeRedirectOutcome>(async () => {
          const { socialLogin } = await kit();
          return { execute: () => socialLogin.resumeRedirect() };
        }, codeUnavailable);
        // Every boot asks; the sign-in code is downloaded only when a redirect is under way.
        return { execute: async () => (pending.read() ? resume.execute() : { kind: 'none' }) };
      },
      [TOKENS.IdentityKit, TOKENS.PendingRedirectStore],
    )
    .inSingletonScope();

  bind(TOKENS.RegisterBySocialChannel)
    .toResolvedValue(
      (kit: () => Promise<IdentityKit>) =>
        deferredUseCase<[], RegisterBySocialOutcome>(async () => {
          const { registerBySocialChannel } = await kit();
          return { execute: () => registerBySocialChannel.execute() };
        }, codeUnavailable),
      [TOKENS.IdentityKit],
    )
    .inSingletonScope();

  bind(TOKENS.SendPhoneCode)
    .toResolvedValue(
      (kit: () => Promise<IdentityKit>) =>
        deferredUseCase<[PhoneNumberInput], SendPhoneCodeOutcome>(async () => {
          const { phoneCodeLogin } = await kit();
          return { execute: (input) => phoneCodeLogin.sendCode(input) };
        }, () => ({ kind: 'provider-error', code: 'auth/unknown', lines: [text('auth/unknown')] })),
      [TOKENS.IdentityKit],
    )
    .inSingletonScope();

  bind(TOKENS.VerifyPhoneCode)
    .toResolvedValue(
      (kit: () => Promise<IdentityKit>) =>
        deferredUseCase<[string], PhoneLoginOutcome>(async () => {
          const { phoneCodeLogin } = await kit();
          return { execute: (code) => phoneCodeLogin.verify(code) };
        }, codeUnavailable),
      [TOKENS.IdentityKit],
    )
    .inSingletonScope();

  bind(TOKENS.OfferOneTap)
    .toResolvedValue(
      (kit: () => Promise<IdentityKit>) =>
        deferredUseCase<[], OneTapOutcome>(async () => {
          const { offerOneTap } = await kit();
          return { execute: () => offerOneTap.execute() };
        }, () => ({ kind: 'dismissed' })),
      [TOKENS.IdentityKit],
    )
    .inSingletonScope();

  bind(TOKENS.MayaLogin)
    .toResolvedValue(
      (kit: () => Promise<IdentityKit>) =>
        deferredUseCase<[MayaLoginRequest], MayaLoginOutcome>(async () => {
          const { mayaLogin } = await kit();
          return { execute: (request) => mayaLogin.execute(request) };
        }, codeUnavailable),
      [TOKENS.IdentityKit],
    )
    .inSingletonScope();
});
