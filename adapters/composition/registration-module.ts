import { ContainerModule } from 'inversify';
import { captchaFieldsFor, type CaptchaScene, type SolveCaptchaOutcome } from '../../core/captcha/model';
import type { SharedConfigStore } from '../../core/config/shared-config-store';
import type { DeviceIdSource } from '../../core/device/ports';
import type { RunMode } from '../../core/device/run-mode';
import type { ApiClient } from '../../core/http/api-client';
import type { KeyValueStore } from '../../core/runtime/ports';
import type { CountryListing } from '../../core/registration/country-list';
import type { RegistrationContext } from '../../core/registration/ports';
import type { RegistrationAction, RegistrationStep } from '../../core/registration/registration-flow';
import { pushedAffiliateFirst, pushedDomainFirst, PushedRegistrationInfoStore } from '../../core/registration/pushed-registration-info';
import type { RegisterOutcome } from '../../core/registration/register';
import type { RegistrationForm } from '../../core/registration/registration-payload';
import type { SendSmsCodeOutcome, SmsRecipient } from '../../core/registration/send-sms-code';
import type { SuggestUsernameOutcome } from '../../core/registration/suggest-username';
import type { RememberAffiliate } from '../../core/routing/affiliate';
import type { StoredTracking } from '../../core/routing/ports';
import type { Clock, Scheduler } from '../../core/runtime/ports';
import type { SessionStore } from '../../core/session-state/session-store';
import type { AppConfig } from '../../core/shell/app-config';
import { text } from '../../core/notice/model';
import type { NoticeCenter } from '../../core/notice/notice-center';
import type { TrackingPort } from '../../core/tracking/ports';
import { BrowserRegistrationContext } from '../registration/browser-registration-context';
import { deferredUseCase, type UseCase } from './deferred-use-case';
import { codeUnavailableShown } from '../../core/notice/code-unavailable';
import { resolvedValue } from './resolved-value';
import { TOKENS } from './tokens';


/**
 * Registration (player-journey §4 "Registration"; docs/decisions.md "Registration rules"): the country list, sign-up by username or mobile, the sms code and the
 * suggested username. The code is downloaded when the registration or login screen first uses it.
 */
export const registrationModule = new ContainerModule((bind) => {
  // player-journey §3 "Pushed registration info": what the app wrapper pushed (adapters/registration/pushed-registration-receiver.ts).
  bind(TOKENS.PushedRegistrationInfo)
    .toDynamicValue(resolvedValue((store: KeyValueStore) => new PushedRegistrationInfoStore(store), [TOKENS.LocalKeyValueStore]))
    .inSingletonScope();
  bind(TOKENS.RegistrationContext)
    .toDynamicValue(
      resolvedValue(
        (device: DeviceIdSource, runMode: () => RunMode): RegistrationContext => new BrowserRegistrationContext(device, runMode),
        [TOKENS.DeviceIdentity, TOKENS.RunMode],
      ),
    )
    .inSingletonScope();

  bind(TOKENS.CountryList)
    .toDynamicValue(
      resolvedValue(
        (api: ApiClient, config: AppConfig) =>
          deferredUseCase<[], CountryListing>(
            async () => {
              const { CountryList } = await import('../../core/registration/country-list');
              return new CountryList(api, () => config.merchantCode);
            },
            () => ({ loaded: false, countries: [], countryCode: null, countryDialingCode: null }),
          ),
        [TOKENS.ApiClient, TOKENS.AppConfig],
      ),
    )
    .inSingletonScope();

  bind(TOKENS.Register)
    .toDynamicValue(
      resolvedValue(
        (
          api: ApiClient,
          session: SessionStore,
          context: RegistrationContext,
          affiliate: RememberAffiliate,
          pushed: PushedRegistrationInfoStore,
          tracking: StoredTracking,
          sharedConfig: SharedConfigStore,
          scheduler: Scheduler,
          config: AppConfig,
          notices: NoticeCenter,
          captcha: UseCase<[CaptchaScene], SolveCaptchaOutcome>,
          events: TrackingPort,
        ) =>
          deferredUseCase<[RegistrationForm], RegisterOutcome>(
            async () => {
              const { Register } = await import('../../core/registration/register');
              return new Register({
                api,
                session,
                // player-journey §3 "Pushed registration info" first, else the page's host and the stored codes.
                context: pushedDomainFirst(pushed, context),
                affiliate: pushedAffiliateFirst(pushed, affiliate),
                tracking,
                sharedConfig,
                scheduler,
                merchantCode: () => config.merchantCode,
                captcha: () => captchaFieldsFor(captcha, 'register'),
                events,
                notifier: notices,
              });
            },
            () => codeUnavailableShown(notices),
          ),
        [
          TOKENS.ApiClient,
          TOKENS.SessionState,
          TOKENS.RegistrationContext,
          TOKENS.RememberAffiliate,
          TOKENS.PushedRegistrationInfo,
          TOKENS.StoredTracking,
          TOKENS.SharedConfigStore,
          TOKENS.Scheduler,
          TOKENS.AppConfig,
          TOKENS.NoticeCenter,
          TOKENS.SolveCaptcha,
          TOKENS.TrackingPort,
        ],
      ),
    )
    .inSingletonScope();

  bind(TOKENS.SendSmsCode)
    .toDynamicValue(
      resolvedValue(
        (api: ApiClient, clock: Clock, notices: NoticeCenter, captcha: UseCase<[CaptchaScene], SolveCaptchaOutcome>) =>
          deferredUseCase<[SmsRecipient], SendSmsCodeOutcome>(
            async () => {
              const { SendSmsCode } = await import('../../core/registration/send-sms-code');
              return new SendSmsCode(api, clock, () => captchaFieldsFor(captcha, 'sms'));
            },
            () => codeUnavailableShown(notices),
          ),
        [TOKENS.ApiClient, TOKENS.Clock, TOKENS.NoticeCenter, TOKENS.SolveCaptcha],
      ),
    )
    .inSingletonScope();

  // The screen's sequence over the three use cases above; downloaded with the first action on the registration screen.
  bind(TOKENS.RegistrationFlow)
    .toDynamicValue(
      resolvedValue(
        (
          register: UseCase<[RegistrationForm], RegisterOutcome>,
          sendSmsCode: UseCase<[SmsRecipient], SendSmsCodeOutcome>,
          suggestUsername: UseCase<[], SuggestUsernameOutcome>,
          notices: NoticeCenter,
          scheduler: Scheduler,
        ) =>
          deferredUseCase<[RegistrationAction], RegistrationStep>(
            async () => {
              const { RegistrationFlow } = await import('../../core/registration/registration-flow');
              return new RegistrationFlow({ register, sendSmsCode, suggestUsername, notifier: notices, scheduler });
            },
            () => {
              void notices.notice(text('unknown_error'));
              return { kind: 'stay' };
            },
          ),
        [TOKENS.Register, TOKENS.SendSmsCode, TOKENS.SuggestUsername, TOKENS.NoticeCenter, TOKENS.Scheduler],
      ),
    )
    .inSingletonScope();

  bind(TOKENS.SuggestUsername)
    .toDynamicValue(
      resolvedValue(
        (api: ApiClient) =>
          deferredUseCase<[], SuggestUsernameOutcome>(
            async () => {
              const { SuggestUsername } = await import('../../core/registration/suggest-username');
              return new SuggestUsername(api);
            },
            () => ({ kind: 'unavailable' }),
          ),
        [TOKENS.ApiClient],
      ),
    )
    .inSingletonScope();
});
