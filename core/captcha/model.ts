import { rawText, text, type Text } from '../notice/model';
import type { CaptchaScene } from '../config/shared-config';

export type { CaptchaScene } from '../config/shared-config';

/** GEETEST_VERSION as the shared config gives it (shell §3 "default v3"); anything but v4 runs v3. */
export type GeetestVersion = 'v3' | 'v4';

export function geetestVersionOf(configured: string): GeetestVersion {
  return configured.trim().toLowerCase() === 'v4' ? 'v4' : 'v3';
}

/** A solved v3 slider: the challenge (the identifying field), validate and seccode (`{validate}|jordan`). */
export interface GeetestV3Proof {
  readonly version: 'v3';
  readonly geetestChallenge: string;
  readonly geetestValidate?: string;
  readonly geetestSeccode: string;
}

/** What geetest v4's `getValidate()` yields (docs/decisions.md "Captcha proof fields"). */
export interface GeetestV4Result {
  readonly lot_number: string;
  readonly captcha_output: string;
  readonly pass_token: string;
  readonly gen_time: string;
}

/** A solved v4 captcha: the four result fields as one JSON string. */
export interface GeetestV4Proof {
  readonly version: 'v4';
  readonly geetestValidateV4: string;
}

export type CaptchaProof = GeetestV3Proof | GeetestV4Proof;

export function v4Proof(result: GeetestV4Result): GeetestV4Proof {
  const { lot_number, captcha_output, pass_token, gen_time } = result;
  return { version: 'v4', geetestValidateV4: JSON.stringify({ lot_number, captcha_output, pass_token, gen_time }) };
}

/**
 * The request fields a proof fills (player-journey §3 login and registration requests: geetestChallenge,
 * geetestSeccode, geetestValidateV4). geetestValidate is not a request field: the seccode carries it.
 */
export function captchaRequestFields(proof: CaptchaProof): {
  geetestChallenge?: string;
  geetestSeccode?: string;
  geetestValidateV4?: string;
} {
  return proof.version === 'v3'
    ? { geetestChallenge: proof.geetestChallenge, geetestSeccode: proof.geetestSeccode }
    : { geetestValidateV4: proof.geetestValidateV4 };
}

/**
 * A scene's captcha as request fields: the proof's, none when the scene needs no captcha, or the failure's message
 * (the registration and sms requests' captcha step, player-journey §5).
 */
export async function captchaFieldsFor(
  solve: { execute(scene: CaptchaScene): Promise<SolveCaptchaOutcome> },
  scene: CaptchaScene,
): Promise<ReturnType<typeof captchaRequestFields> | { failed: Text }> {
  const outcome = await solve.execute(scene);
  if (outcome.kind === 'failed') return { failed: outcome.message };
  return outcome.kind === 'solved' ? captchaRequestFields(outcome.proof) : {};
}

/**
 * Why no proof came (player-journey §5 and §8):
 * - verify_first: the player closed the captcha;
 * - too_fast: solved too fast;
 * - network_failure: geetest errors 60204 (script) and 60205 (resources), or the challenge request failed;
 * - service_unavailable: the sms captcha without v4, or v4 without a GEETEST_ID;
 * - widget_error: any other error the widget reports (its own words when it gives them).
 */
export type CaptchaFailureReason = 'verify_first' | 'too_fast' | 'network_failure' | 'service_unavailable' | 'widget_error';

/** player-journey §5 and §8 texts, word for word; geetest's own words are shown as they are. */
export const NETWORK_FAILURE_TEXT = 'Network failure';
export const TOO_FAST_TEXT = 'verify geetest too fast';
export const SERVICE_UNAVAILABLE_TEXT = 'unknown_error: Geetest service not work';

/** The digits of a widget's error code (geetest v3 `error_21` is 21, v4 `60001` is 60001), or null when it has none. */
export function numericErrorCode(code: string | undefined): string | null {
  return code?.match(/(\d+)\D*$/)?.[1] ?? null;
}

/**
 * shell §8 "Verification widget error: User error text plus numeric code or 'unknown error', click to retry":
 * the widget's words (else unknown error) with its code; the next submission opens a fresh captcha.
 */
function widgetErrorText(widgetMessage: string | undefined, widgetCode: string | undefined): Text {
  const words = widgetMessage?.trim() ?? '';
  const code = numericErrorCode(widgetCode);
  if (code === null) return words ? rawText(words) : text('unknown_error');
  return words ? text('captcha_error_code', { message: words, code }) : text('captcha_unknown_error_code', { code });
}

/** The message the notice dialog shows for a failure (docs/decisions.md "Captcha failure texts"). */
export function captchaFailureText(reason: CaptchaFailureReason, widgetMessage?: string, widgetCode?: string): Text {
  switch (reason) {
    case 'verify_first':
      return text('verify_first');
    case 'too_fast':
      return rawText(TOO_FAST_TEXT);
    case 'network_failure':
      return rawText(NETWORK_FAILURE_TEXT);
    case 'service_unavailable':
      return rawText(SERVICE_UNAVAILABLE_TEXT);
    case 'widget_error':
      return widgetErrorText(widgetMessage, widgetCode);
  }
}

export type SolveCaptchaOutcome =
  | { readonly kind: 'not-required' }
  | { readonly kind: 'solved'; readonly proof: CaptchaProof }
  | { readonly kind: 'failed'; readonly reason: CaptchaFailureReason; readonly message: Text };
