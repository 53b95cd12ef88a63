import { ContainerModule } from 'inversify';
import type { SharedConfigStore } from '../../core/config/shared-config-store';
import type { ApiClient } from '../../core/http/api-client';
import type { SendSmsCodeOutcome, SmsRecipient } from '../../core/registration/send-sms-code';
import type { SecondFactorAttempt, SecondFactorOutcome } from '../../core/session/second-factor';
import type { SendSecondFactorCodeOutcome } from '../../core/session/send-second-factor-code';
import type { SessionStore } from '../../core/session-state/session-store';
import type { AppConfig } from '../../core/shell/app-config';
import { text } from '../../core/notice/model';
import type { NoticeCenter } from '../../core/notice/notice-center';
import { deferredUseCase, type UseCase } from './deferred-use-case';
import { codeUnavailable } from '../../core/notice/code-unavailable';
import { resolvedValue } from './resolved-value';
import { TOKENS } from './tokens';

/** The shared config, once it has loaded (fetched once per page; already there after boot). */
async function loaded(shared: SharedConfigStore): Promise<SharedConfigStore> {
  await shared.execute();
  return shared;
}

/**
 * The second factor (player-journey §4 "Second factor"): the verification call and the
 * sms tab's send-code button. Downloaded when the two-factor dialog first uses it.
 */
export const secondFactorModule = new ContainerModule((bind) => {
  bind(TOKENS.VerifySecondFactor)
    .toDynamicValue(
      resolvedValue(
        (api: ApiClient, session: SessionStore, config: AppConfig, shared: SharedConfigStore) =>
          deferredUseCase<[SecondFactorAttempt], SecondFactorOutcome>(
            async () => {
              const [{ VerifySecondFactor }, { expiryForcesChange }] = await Promise.all([
                import('../../core/session/second-factor'),
                import('../../core/session/forced-password-change'),
              ]);
              return new VerifySecondFactor(api, session, {
                merchantCode: () => config.merchantCode,
                expiryForcesChange: () => expiryForcesChange(shared),
              });
            },
            // The dialog alerts a rejection's message itself.
            codeUnavailable,
          ),
        [TOKENS.ApiClient, TOKENS.SessionState, TOKENS.AppConfig, TOKENS.SharedConfigStore],
      ),
    )
    .inSingletonScope();

  bind(TOKENS.SendSecondFactorCode)
    .toDynamicValue(
      resolvedValue(
        (sender: UseCase<[SmsRecipient], SendSmsCodeOutcome>, shared: SharedConfigStore, notices: NoticeCenter) =>
          deferredUseCase<[SmsRecipient], SendSecondFactorCodeOutcome>(
            async () => {
              const { SendSecondFactorCode } = await import('../../core/session/send-second-factor-code');
              // docs/decisions.md "Second factor": the fallback provider is the sms provider firebase.
              return new SendSecondFactorCode(sender, async () => (await loaded(shared)).config?.smsProvider.enabled ?? false);
            },
            () => {
              void notices.notice(text('unknown_error'));
              return { kind: 'rejected' };
            },
          ),
        [TOKENS.SendSmsCode, TOKENS.SharedConfigStore, TOKENS.NoticeCenter],
      ),
    )
    .inSingletonScope();
});
