import { ContainerModule } from 'inversify';
import type { SharedConfigStore } from '../../core/config/shared-config-store';
import { captchaFailureText, type CaptchaScene, type SolveCaptchaOutcome } from '../../core/captcha/model';
import type { CaptchaWidget } from '../../core/captcha/ports';
import type { ApiClient } from '../../core/http/api-client';
import type { Clock, Scheduler } from '../../core/runtime/ports';
import { deferredUseCase } from './deferred-use-case';
import { resolvedValue } from './resolved-value';
import { TOKENS } from './tokens';

/** The geetest script widget, downloaded with its loader on first need. */
function geetestWidget(scheduler: Scheduler): () => Promise<CaptchaWidget> {
  let loading: Promise<CaptchaWidget> | null = null;
  return () => {
    loading ??= Promise.all([import('../captcha/geetest-script-widget'), import('../captcha/script-loader')]).then(
      ([{ GeetestScriptWidget, GEETEST_SCRIPT_SERVERS }, { DomScriptLoader }]) => new GeetestScriptWidget(new DomScriptLoader(scheduler, GEETEST_SCRIPT_SERVERS.map((host) => `https://${host}`))),
    );
    // A failed download is tried again next time.
    loading.catch(() => (loading = null));
    return loading;
  };
}

/**
 * The captcha (player-journey §5; docs/decisions.md "Captcha"): SolveCaptcha per scene over the geetest script; mock
 * builds swap in the project's own slider (mock-sign-in-module.ts, rendered by src/sign-in/slider-captcha.tsx).
 */
export const captchaModule = new ContainerModule((bind) => {
    // None: a dynamic value, as inversify 6 takes a null constant for an unfinished binding and refuses it.
    bind(TOKENS.SliderCaptcha).toDynamicValue(() => null);

    bind(TOKENS.CaptchaWidget)
      .toDynamicValue(resolvedValue((scheduler: Scheduler): (() => Promise<CaptchaWidget>) => geetestWidget(scheduler), [TOKENS.Scheduler]))
      .inSingletonScope();

    bind(TOKENS.SolveCaptcha)
      .toDynamicValue(
        resolvedValue(
          (api: ApiClient, shared: SharedConfigStore, clock: Clock, language: () => string, widget: () => Promise<CaptchaWidget>) =>
            deferredUseCase<[CaptchaScene], SolveCaptchaOutcome>(
              async () => {
                const { SolveCaptcha } = await import('../../core/captcha/solve-captcha');
                return new SolveCaptcha({ api, sharedConfig: shared, clock, language, widget });
              },
              // The code could not be downloaded: as a captcha script that does not load.
              () => ({ kind: 'failed', reason: 'network_failure', message: captchaFailureText('network_failure') }),
            ),
          [TOKENS.ApiClient, TOKENS.SharedConfigStore, TOKENS.Clock, TOKENS.CurrentLanguage, TOKENS.CaptchaWidget],
        ),
      )
      .inSingletonScope();
});
