import type { CaptchaFailureReason, CaptchaProof, CaptchaScene, SolveCaptchaOutcome } from './model';

/** v3: the challenge from `GET /wps/captcha/geetest` (player-journey §7 "gt, challenge, newCaptcha"). */
export interface GeetestV3Request {
  readonly version: 'v3';
  readonly scene: CaptchaScene;
  readonly gt: string;
  readonly challenge: string;
  readonly newCaptcha: boolean;
  /** recaptchaLanguageCode of the UI language (shell §5). */
  readonly language: string;
}

/** v4: the merchant's GEETEST_ID, no server call first. */
export interface GeetestV4Request {
  readonly version: 'v4';
  readonly scene: CaptchaScene;
  readonly captchaId: string;
  readonly language: string;
}

export type CaptchaRequest = GeetestV3Request | GeetestV4Request;

export type CaptchaWidgetOutcome =
  | { readonly kind: 'solved'; readonly proof: CaptchaProof }
  /** message: the widget's own words for the player; code: its error code as the widget gives it (geetest `error_21`, `60001`). */
  | { readonly kind: 'failed'; readonly reason: CaptchaFailureReason; readonly message?: string; readonly code?: string };

/**
 * Shows a captcha and waits for the player: the geetest script in production, the project's own slider
 * in mock mode. Never rejects: every way it ends is an outcome.
 */
export interface CaptchaWidget {
  solve(request: CaptchaRequest): Promise<CaptchaWidgetOutcome>;
}

/** Solves the captcha of a scene, or says it is not required (core/captcha/solve-captcha.ts behind the composition root). */
export interface CaptchaSolver {
  execute(scene: CaptchaScene): Promise<SolveCaptchaOutcome>;
}
