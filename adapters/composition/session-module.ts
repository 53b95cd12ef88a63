import { ContainerModule } from 'inversify';
import type { ApiClient } from '../../core/http/api-client';
import type { AutoLoginSwitch, PayloadCipherLoader } from '../../core/http/ports';
import type { KeyValueStore } from '../../core/runtime/ports';
import type { RememberedLoginVault } from '../../core/remembered-login/ports';
import type { SharedConfigStore } from '../../core/config/shared-config-store';
import type { DeviceIdSource } from '../../core/device/ports';
import type { RunMode } from '../../core/device/run-mode';
import { AdoptQueryToken } from '../../core/session/adopt-query-token';
import type { ChangePasswordOutcome, PasswordChange } from '../../core/session/change-password';
import type { Credentials, LoginOutcome } from '../../core/session/login';
import type { NoticeCenter } from '../../core/notice/notice-center';
import { Logout } from '../../core/session/logout';
import type { RememberedLoginEraser } from '../../core/session/ports';
import type { SessionStore } from '../../core/session-state/session-store';
import { RefreshMemberInfo } from '../../core/session/refresh-member-info';
import { SessionLifecycle } from '../../core/session/session-lifecycle';
import { SessionState } from '../../core/session/session-state';
import { SplashMemory } from '../../core/session/splash-memory';
import { SyncToken } from '../../core/session/sync-token';
import type { AppConfig } from '../../core/shell/app-config';
import type { SignInFlow, SignInFlowDeps } from '../../core/sign-in/sign-in-flow';
import type { ExternalSignIn } from '../../core/identity/external-sign-in';
import type { Scheduler } from '../../core/runtime/ports';
import { StoredSession } from '../storage/session-storage-store';
import { VaultRememberedLoginEraser } from '../storage/vault-remembered-login-eraser';
import { deferredUseCase, warmIfDeferred } from './deferred-use-case';
import { codeUnavailableShown } from '../../core/notice/code-unavailable';
import { resolvedValue } from './resolved-value';
import { TOKENS } from './tokens';


/** The player's session: where it is kept, its streams, signing in and out, and what follows a login. */
export const sessionModule = new ContainerModule((bind) => {
  bind(TOKENS.SessionState)
    .toDynamicValue(resolvedValue((store: KeyValueStore) => new SessionState(new StoredSession(store)), [TOKENS.SessionKeyValueStore]))
    .inSingletonScope();
  // Logout forgets the remembered login in the encrypted vault (remembered-login-module).
  bind(TOKENS.RememberedLoginEraser)
    .toDynamicValue(
      resolvedValue(
        (store: KeyValueStore, vault: RememberedLoginVault) => new VaultRememberedLoginEraser(store, vault),
        [TOKENS.LocalKeyValueStore, TOKENS.RememberedLoginVault],
      ),
    )
    .inSingletonScope();
  bind(TOKENS.Login)
    .toDynamicValue(
      resolvedValue(
        (
          api: ApiClient,
          session: SessionStore,
          config: AppConfig,
          device: DeviceIdSource,
          runMode: () => RunMode,
          shared: SharedConfigStore,
          notices: NoticeCenter,
        ) =>
          deferredUseCase<[Credentials], LoginOutcome>(async () => {
            const [{ Login }, { expiryForcesChange }] = await Promise.all([import('../../core/session/login'), import('../../core/session/forced-password-change')]);
            return new Login(api, session, () => config.merchantCode, {
              device,
              runMode,
              expiryForcesChange: () => expiryForcesChange(shared),
            });
          }, () => ({ ...codeUnavailableShown(notices), notice: null, clearsRememberedLogin: false })),
        [
          TOKENS.ApiClient,
          TOKENS.SessionState,
          TOKENS.AppConfig,
          TOKENS.DeviceIdentity,
          TOKENS.RunMode,
          TOKENS.SharedConfigStore,
          TOKENS.NoticeCenter,
        ],
      ),
    )
    .inSingletonScope();
  bind(TOKENS.ChangePassword)
    .toDynamicValue(
      resolvedValue(
        (api: ApiClient, session: SessionStore, notices: NoticeCenter) =>
          deferredUseCase<[PasswordChange], ChangePasswordOutcome>(async () => {
            const { ChangePassword } = await import('../../core/session/change-password');
            return new ChangePassword(api, session);
          }, () => ({ ...codeUnavailableShown(notices), message: null })),
        [TOKENS.ApiClient, TOKENS.SessionState, TOKENS.NoticeCenter],
      ),
    )
    .inSingletonScope();
  // The sign-in screen's flow, downloaded with its first step; a failed download shows unknown_error and stays.
  bind(TOKENS.SignInFlow)
    .toDynamicValue(
      resolvedValue(
        (
          solveCaptcha: SignInFlowDeps['solveCaptcha'],
          login: SignInFlowDeps['login'],
          rememberLogin: SignInFlowDeps['rememberLogin'],
          verifySecondFactor: SignInFlowDeps['verifySecondFactor'],
          sendSmsCode: SignInFlowDeps['sendSmsCode'],
          socialLogin: SignInFlowDeps['socialLogin'],
          resumeRedirect: SignInFlowDeps['resumeRedirect'],
          offerOneTap: SignInFlowDeps['offerOneTap'],
          sendPhoneCode: SignInFlowDeps['sendPhoneCode'],
          verifyPhoneCode: SignInFlowDeps['verifyPhoneCode'],
          kit: () => Promise<ExternalSignIn>,
          notices: NoticeCenter,
          scheduler: Scheduler,
          cipher: PayloadCipherLoader,
          device: DeviceIdSource,
        ) => {
          const flow = deferredUseCase<[(flow: SignInFlow) => unknown], unknown>(
            async () => {
              const { SignInFlow } = await import('../../core/sign-in/sign-in-flow');
              const made = new SignInFlow({
                solveCaptcha,
                login,
                rememberLogin,
                verifySecondFactor,
                sendSmsCode,
                socialLogin,
                resumeRedirect,
                offerOneTap,
                sendPhoneCode,
                verifyPhoneCode,
                keptSocialAccount: async () => (await kit().catch(() => null))?.socialArguments.current() ?? null,
                notices,
                scheduler,
              });
              return { execute: async (step) => step(made) };
            },
            () => (codeUnavailableShown(notices), { kind: 'stay', clearEntered: false }),
          );
          const run = <R>(step: (made: SignInFlow) => R) => flow.execute(step) as Promise<Awaited<R>>;
          return {
            // A password submit's code: the flow, the captcha, the login, the payload cipher and the device id's.
            warm: async () => {
              const cipherCode = cipher.load().then(
                () => undefined,
                () => undefined,
              );
              await Promise.all([flow.warm(), warmIfDeferred(solveCaptcha), warmIfDeferred(login), cipherCode, warmIfDeferred(device)]);
            },
            resumeOrOfferOneTap: (renderText) => run((f) => f.resumeOrOfferOneTap(renderText)),
            submitPassword: (form) => run((f) => f.submitPassword(form)),
            submitSmsCode: (form, rememberMe) => run((f) => f.submitSmsCode(form, rememberMe)),
            sendSmsCode: (recipient) => run((f) => f.sendSmsCode(recipient)),
            submitSecondFactor: (entry) => run((f) => f.submitSecondFactor(entry)),
            cancelSecondFactor: () => void run((f) => f.cancelSecondFactor()),
            signInWith: (channel, form) => run((f) => f.signInWith(channel, form)),
            sendPhoneCode: (input) => run((f) => f.sendPhoneCode(input)),
            submitPhoneCode: (code, form) => run((f) => f.submitPhoneCode(code, form)),
          };
        },
        [
          TOKENS.SolveCaptcha,
          TOKENS.Login,
          TOKENS.RememberLogin,
          TOKENS.VerifySecondFactor,
          TOKENS.SendSecondFactorCode,
          TOKENS.SocialLogin,
          TOKENS.ResumeSocialRedirect,
          TOKENS.OfferOneTap,
          TOKENS.SendPhoneCode,
          TOKENS.VerifyPhoneCode,
          TOKENS.ExternalSignIn,
          TOKENS.NoticeCenter,
          TOKENS.Scheduler,
          TOKENS.PayloadCipherLoader,
          TOKENS.DeviceIdentity,
        ],
      ),
    )
    .inSingletonScope();
  bind(TOKENS.RefreshMemberInfo)
    .toDynamicValue(resolvedValue((api: ApiClient, state: SessionState) => new RefreshMemberInfo(api, state), [TOKENS.ApiClient, TOKENS.SessionState]))
    .inSingletonScope();
  bind(TOKENS.SyncToken)
    .toDynamicValue(resolvedValue((api: ApiClient, state: SessionState) => new SyncToken(api, state), [TOKENS.ApiClient, TOKENS.SessionState]))
    .inSingletonScope();
  bind(TOKENS.Logout)
    .toDynamicValue(
      resolvedValue(
        (api: ApiClient, state: SessionState, remembered: RememberedLoginEraser, autoLogin: AutoLoginSwitch) =>
          new Logout(api, state, remembered, autoLogin),
        [TOKENS.ApiClient, TOKENS.SessionState, TOKENS.RememberedLoginEraser, TOKENS.AutoLoginPreference],
      ),
    )
    .inSingletonScope();
  bind(TOKENS.SessionLifecycle)
    .toDynamicValue(
      resolvedValue(
        (state: SessionState, sync: SyncToken, refresh: RefreshMemberInfo) => new SessionLifecycle(state, sync, refresh),
        [TOKENS.SessionState, TOKENS.SyncToken, TOKENS.RefreshMemberInfo],
      ),
    )
    .inSingletonScope();
  bind(TOKENS.AdoptQueryToken)
    .toDynamicValue(
      resolvedValue(
        (state: SessionState, config: AppConfig) => new AdoptQueryToken(state, () => config.merchantCode),
        [TOKENS.SessionState, TOKENS.AppConfig],
      ),
    )
    .inSingletonScope();
  bind(TOKENS.SplashMemory)
    .toDynamicValue(resolvedValue((store: KeyValueStore) => new SplashMemory(store), [TOKENS.SessionKeyValueStore]))
    .inSingletonScope();
});
