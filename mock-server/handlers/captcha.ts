import type { Merchant } from '../db';
import type { Scenarios } from '../scenarios';
import { businessFailure } from './envelope';

export type CaptchaScene = 'login' | 'sms' | 'register';

/** The merchant's captcha settings as served: the seed, with the scenario switches on top. */
export function effectiveCaptcha(merchant: Merchant, current: Scenarios): Record<CaptchaScene, boolean> & { version: 'v3' | 'v4' } {
  return {
    login: merchant.captcha.login || current.captcha.login,
    sms: merchant.captcha.sms || current.captcha.sms,
    register: merchant.captcha.register || current.captcha.register,
    version: current.captcha.version,
  };
}

const reversed = (value: string) => [...value].reverse().join('');

/** The challenges GET /wps/captcha/geetest hands out: 32 lower-case letters and digits. */
const CHALLENGE = /^[a-z0-9]{32}$/;

/**
 * The mock's captcha check (docs/decisions.md "Mock captcha"): a v3 proof is an issued-looking
 * challenge with seccode `{challenge reversed}|jordan`; a v4 proof is the JSON of lot_number,
 * captcha_output, pass_token (lot_number reversed) and gen_time. The app's slider makes exactly these.
 */
export function captchaProofValid(body: unknown, version: 'v3' | 'v4'): boolean {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (version === 'v3') {
    const { geetestChallenge: challenge, geetestSeccode: seccode } = fields;
    return typeof challenge === 'string' && CHALLENGE.test(challenge) && seccode === `${reversed(challenge)}|jordan`;
  }
  if (typeof fields.geetestValidateV4 !== 'string') return false;
  try {
    const parts = JSON.parse(fields.geetestValidateV4) as Record<string, unknown>;
    const lot = parts.lot_number;
    return (
      typeof lot === 'string' &&
      lot !== '' &&
      parts.pass_token === reversed(lot) &&
      typeof parts.captcha_output === 'string' &&
      typeof parts.gen_time === 'string'
    );
  } catch {
    return false;
  }
}

/** With the scene's captcha on, a request without a valid proof is refused with verify_first; null lets it through. */
export function captchaRefusal(merchant: Merchant, current: Scenarios, scene: CaptchaScene, body: unknown): Response | null {
  const settings = effectiveCaptcha(merchant, current);
  if (!settings[scene] || captchaProofValid(body, settings.version)) return null;
  return businessFailure('verify_first', 'Please complete the verification first.');
}
