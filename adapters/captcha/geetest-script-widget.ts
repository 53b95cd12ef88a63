import {
  v4Proof,
  type CaptchaFailureReason,
  type GeetestVersion,
} from '../../core/captcha/model';
import type { CaptchaRequest, CaptchaWidget, CaptchaWidgetOutcome } from '../../core/captcha/ports';
import type { ScriptLoader } from './script-loader';

/** player-journey §9 "Captcha load timeout: 3 s per server". */
export const SCRIPT_TIMEOUT_MS = 3_000;

/** The three script servers, tried in this order (docs/decisions.md "Geetest script servers"). */
export const GEETEST_SCRIPT_SERVERS = ['static.geetest.com', 'static.geevisit.com', 'dn-staticdown.qbox.me'] as const;

const SCRIPT_PATH: Record<GeetestVersion, string> = { v3: '/static/tools/gt.js', v4: '/v4/gt4.js' };

/** geetest's loader codes (player-journey §8): 60204 script load timeout, 60205 resource load timeout. */
const NETWORK_CODES = ['60204', '60205'];

export function geetestScriptUrls(version: GeetestVersion): string[] {
  return GEETEST_SCRIPT_SERVERS.map((host) => `https://${host}${SCRIPT_PATH[version]}`);
}

/** What geetest hands onError: v3 `{ error_code: 'error_21', user_error, msg }`, v4 `{ code: '60001', msg }`. */
export interface GeetestError {
  readonly code?: string | number;
  readonly error_code?: string | number;
  /** v3's text for the player, in the captcha's language. */
  readonly user_error?: string;
  readonly msg?: string;
  readonly message?: string;
}

/** The part of a geetest captcha object both versions share. */
export interface GeetestCaptcha {
  onReady(callback: () => void): GeetestCaptcha;
  onSuccess(callback: () => void): GeetestCaptcha;
  onClose(callback: () => void): GeetestCaptcha;
  onError(callback: (error?: GeetestError) => void): GeetestCaptcha;
  getValidate(): Record<string, unknown> | false | undefined;
  /** v3 */
  verify?(): void;
  /** v4 */
  showCaptcha?(): void;
  destroy?(): void;
}

export interface GeetestGlobals {
  initGeetest?: (options: Record<string, unknown>, ready: (captcha: GeetestCaptcha) => void) => void;
  initGeetest4?: (options: Record<string, unknown>, ready: (captcha: GeetestCaptcha) => void) => void;
}

/** geetest v4's language names for the codes recaptchaLanguageCode gives; v3 takes the code lower-cased. */
const V4_LANGUAGES: Readonly<Record<string, string>> = {
  zh: 'zho',
  'zh-cn': 'zho',
  'zh-tw': 'zho-tw',
  'zh-hk': 'zho-hk',
  en: 'eng',
  ja: 'jpn',
  ko: 'kor',
  id: 'ind',
  ru: 'rus',
  ar: 'ara',
  es: 'spa',
  pt: 'por',
  'pt-pt': 'por',
  'pt-br': 'por',
  fr: 'fra',
};

export function reasonOfGeetestError(error: GeetestError | undefined): { reason: CaptchaFailureReason; message?: string; code?: string } {
  const code = text(error?.code ?? error?.error_code);
  const said = [error?.user_error, error?.msg, error?.message].map(text).filter((part) => part.trim() !== '');
  const words = said[0] ?? '';
  if (NETWORK_CODES.includes(code)) return { reason: 'network_failure' };
  if (said.some((part) => /too fast/i.test(part))) return { reason: 'too_fast' };
  // shell §8 "user error text plus numeric code": both go on to core, which words the message.
  return { reason: 'widget_error', ...(words ? { message: words } : {}), ...(code ? { code } : {}) };
}

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/**
 * The real geetest captcha (docs/decisions.md "Captcha"): the official script from the first of three servers that
 * answers within 3 s (all failing is geetest's 60204: 'Network failure'), then initGeetest (v3) or
 * initGeetest4 (v4) as a 'bind' captcha shown at once; closing is verify_first.
 */
export class GeetestScriptWidget implements CaptchaWidget {
  private readonly loaded = new Map<GeetestVersion, Promise<boolean>>();

  constructor(
    private readonly scripts: ScriptLoader,
    // Read at use, not at construction (node tests build the container without a page).
    private readonly globals: () => GeetestGlobals = () => window as unknown as GeetestGlobals,
  ) {}

  async solve(request: CaptchaRequest): Promise<CaptchaWidgetOutcome> {
    if (!(await this.script(request.version))) return { kind: 'failed', reason: 'network_failure' };
    const globals = this.globals();
    const init = request.version === 'v3' ? globals.initGeetest : globals.initGeetest4;
    if (typeof init !== 'function') return { kind: 'failed', reason: 'network_failure' };
    return new Promise<CaptchaWidgetOutcome>((resolve) => {
      let done = false;
      const finish = (captcha: GeetestCaptcha | null, outcome: CaptchaWidgetOutcome) => {
        if (done) return;
        done = true;
        try {
          captcha?.destroy?.();
        } catch {
          // A widget that cannot be torn down is left to the page.
        }
        resolve(outcome);
      };
      try {
        init(this.options(request), (captcha) => {
          captcha
            .onReady(() => (request.version === 'v3' ? captcha.verify?.() : captcha.showCaptcha?.()))
            .onSuccess(() => finish(captcha, this.proof(request, captcha.getValidate())))
            .onClose(() => finish(captcha, { kind: 'failed', reason: 'verify_first' }))
            .onError((error) => finish(captcha, { kind: 'failed', ...reasonOfGeetestError(error) }));
        });
      } catch (error) {
        finish(null, { kind: 'failed', ...reasonOfGeetestError(error as GeetestError) });
      }
    });
  }

  /** Each version's script is fetched once; a failed fetch is tried again on the next solve. */
  private script(version: GeetestVersion): Promise<boolean> {
    let loading = this.loaded.get(version);
    if (!loading) {
      loading = this.firstServer(version);
      this.loaded.set(version, loading);
      void loading.then((ok) => ok || this.loaded.delete(version));
    }
    return loading;
  }

  private async firstServer(version: GeetestVersion): Promise<boolean> {
    for (const url of geetestScriptUrls(version)) {
      if (await this.scripts.load(url, SCRIPT_TIMEOUT_MS)) return true;
    }
    return false;
  }

  private options(request: CaptchaRequest): Record<string, unknown> {
    const language = request.language.toLowerCase();
    if (request.version === 'v3') {
      return {
        gt: request.gt,
        challenge: request.challenge,
        new_captcha: request.newCaptcha,
        offline: false,
        https: true,
        product: 'bind',
        lang: language,
      };
    }
    return { captchaId: request.captchaId, product: 'bind', language: V4_LANGUAGES[language] ?? V4_LANGUAGES[language.split('-')[0] ?? ''] ?? 'eng' };
  }

  private proof(request: CaptchaRequest, result: Record<string, unknown> | false | undefined): CaptchaWidgetOutcome {
    if (!result) return { kind: 'failed', reason: 'verify_first' };
    if (request.version === 'v3') {
      const challenge = text(result.geetest_challenge) || request.challenge;
      const validate = text(result.geetest_validate);
      const seccode = text(result.geetest_seccode);
      if (!validate || !seccode) return { kind: 'failed', reason: 'widget_error' };
      return { kind: 'solved', proof: { version: 'v3', geetestChallenge: challenge, geetestValidate: validate, geetestSeccode: seccode } };
    }
    const parts = {
      lot_number: text(result.lot_number),
      captcha_output: text(result.captcha_output),
      pass_token: text(result.pass_token),
      gen_time: text(result.gen_time),
    };
    if (Object.values(parts).some((part) => part === '')) return { kind: 'failed', reason: 'widget_error' };
    return { kind: 'solved', proof: v4Proof(parts) };
  }
}
