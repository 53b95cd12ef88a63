import type { SharedConfigSource } from '../config/shared-config-store';
import { DEFAULT_SHARED_CONFIG, type SharedConfig } from '../config/shared-config';
import type { ApiClient } from '../http/api-client';
import { endpoints } from '../http/endpoints';
import type { Clock } from '../runtime/ports';
import { decodeGeetestChallenge } from './geetest-challenge';
import {
  captchaFailureText,
  geetestVersionOf,
  type CaptchaFailureReason,
  type CaptchaScene,
  type SolveCaptchaOutcome,
} from './model';
import type { CaptchaRequest, CaptchaWidget } from './ports';
import { recaptchaLanguageCode } from './recaptcha-language';

export interface SolveCaptchaDeps {
  readonly api: ApiClient;
  readonly sharedConfig: SharedConfigSource;
  readonly clock: Clock;
  /** The UI language key (CN, EN, PT-BR, …). */
  readonly language: () => string;
  /** Loaded only when a scene needs a captcha. */
  readonly widget: () => Promise<CaptchaWidget>;
}

function failed(reason: CaptchaFailureReason, widgetMessage?: string, widgetCode?: string): SolveCaptchaOutcome {
  return { kind: 'failed', reason, message: captchaFailureText(reason, widgetMessage, widgetCode) };
}

/**
 * The captcha check before a login, an sms code or a registration (player-journey §4 "Login: idle,
 * then optional captcha, then submit"; §5 captcha rules). Never throws: the screen shows `message` in
 * the notice dialog for a failure, and sends captchaRequestFields(proof) with the request when solved.
 */
export class SolveCaptcha {
  constructor(private readonly deps: SolveCaptchaDeps) {}

  async execute(scene: CaptchaScene): Promise<SolveCaptchaOutcome> {
    const config = await this.config();
    // player-journey §5 "required only when the merchant's setting for login, sms or register is on".
    if (!config.captcha[scene]) return { kind: 'not-required' };
    const version = geetestVersionOf(config.gw.GEETEST_VERSION);
    // player-journey §5 "The sms captcha requires version v4".
    if (scene === 'sms' && version !== 'v4') return failed('service_unavailable');
    const language = recaptchaLanguageCode(this.deps.language());

    try {
      let request: CaptchaRequest;
      if (version === 'v4') {
        if (!config.gw.GEETEST_ID) return failed('service_unavailable');
        request = { version, scene, captchaId: config.gw.GEETEST_ID, language };
      } else {
        const challenge = await this.challenge();
        if (!challenge) return failed('network_failure');
        request = { version, scene, ...challenge, language };
      }
      const widget = await this.deps.widget();
      const outcome = await widget.solve(request);
      return outcome.kind === 'solved' ? outcome : failed(outcome.reason, outcome.message, outcome.code);
    } catch {
      // The challenge request failed, or the widget's code could not be downloaded: as a script that does not load.
      return failed('network_failure');
    }
  }

  private async config(): Promise<SharedConfig> {
    const outcome = await this.deps.sharedConfig.execute();
    return outcome.kind === 'loaded' ? outcome.config : DEFAULT_SHARED_CONFIG;
  }

  /**
   * `GET /wps/captcha/geetest?t={ms}` (player-journey §7): null for a junk answer, rejects when the request fails.
   * Silent: the outcome's message is the one notice.
   */
  private async challenge() {
    const envelope = await this.deps.api.get(endpoints.geetest, { query: { t: this.deps.clock.now() }, alert: false });
    return decodeGeetestChallenge(envelope.value);
  }
}
