import type { CaptchaScene, SolveCaptchaOutcome } from '../../core/captcha/model';
import type { CaptchaWidget } from '../../core/captcha/ports';
import type { SliderCaptchaWidget } from '../captcha/slider-captcha-widget';
import type { UseCase } from './deferred-use-case';
import { token } from './token';

/** The tokens captcha-module.ts binds. */
export const captchaTokens = {
  /** The slider captcha: captcha-module.ts; the widget's code is downloaded when a scene needs it. */
  SolveCaptcha: token<UseCase<[CaptchaScene], SolveCaptchaOutcome>>('SolveCaptcha'),
  /** Gives the widget on first need: the geetest script widget, or the slider in mock builds; tests rebind it. */
  CaptchaWidget: token<() => Promise<CaptchaWidget>>('CaptchaWidget'),
  /** The mock-mode slider the UI renders (src/sign-in/slider-captcha.tsx); null outside mock builds. */
  SliderCaptcha: token<SliderCaptchaWidget | null>('SliderCaptcha'),
} as const;
