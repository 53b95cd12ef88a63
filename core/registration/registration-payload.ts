import type { AffiliateFacts } from '../routing/affiliate';
import type { StoredTracking } from '../routing/ports';
import type { RegisterMethod, RegistrationContext } from './ports';

/** The captcha result a registration carries (player-journey §5 "geetestSeccode, geetestValidateV4"). */
export interface CaptchaProof {
  /** The identifying field (v3 challenge), cleared by the screen after a failure. */
  readonly geetestChallenge?: string;
  readonly geetestSeccode?: string;
  readonly geetestValidateV4?: string;
}

export interface UsernameRegistration {
  readonly by: 'username';
  readonly username: string;
  readonly password: string;
  readonly captcha?: CaptchaProof;
}

export interface MobileRegistration {
  readonly by: 'mobile';
  /** With or without the plus sign. */
  readonly countryDialingCode: string;
  readonly mobileNum: string;
  /** The code sent by SendSmsCode. */
  readonly smsCode: string;
  /** Read only when the merchant configured mobile-number password registration. */
  readonly password?: string;
  readonly captcha?: CaptchaProof;
}

export type RegistrationForm = UsernameRegistration | MobileRegistration;

/** Everything a registration sends besides what the player typed (player-journey §3 "Registration request"). */
export interface RegistrationFacts {
  readonly registerMethod: RegisterMethod;
  readonly registerUrl: string;
  readonly domain: string;
  readonly loginDeviceId: string;
  readonly isOfficialAppLogin: boolean;
  readonly affiliateCode: string | null;
  readonly referralCode: string | null;
  readonly pixelTrack: Readonly<Record<string, string>>;
}

/** player-journey §5 "A device id is valid only if exactly 36 characters". */
export const DEVICE_ID_LENGTH = 36;

/** The referral code: the page's `referralCode` query field, else the `r` the shell stored. */
export function referralCodeFrom(query: string, storedR: string | null): string | null {
  const fromQuery = new URLSearchParams(query).get('referralCode')?.trim();
  return fromQuery || storedR || null;
}

function captchaFields(captcha: CaptchaProof | undefined): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const name of ['geetestChallenge', 'geetestSeccode', 'geetestValidateV4'] as const) {
    const value = captcha?.[name];
    if (value) fields[name] = value;
  }
  return fields;
}

/**
 * The fields every registration sends. A device id that is not 36 characters is left out; the
 * affiliate and referral codes go as '' when none is known; `login: true` asks the server to sign the
 * new member in (docs/decisions.md "Registration rules").
 */
export function commonFields(facts: RegistrationFacts, captcha: CaptchaProof | undefined): Record<string, unknown> {
  return {
    registerMethod: facts.registerMethod,
    registerUrl: facts.registerUrl,
    domain: facts.domain,
    ...(facts.loginDeviceId.length === DEVICE_ID_LENGTH ? { loginDeviceId: facts.loginDeviceId } : {}),
    isOfficialAppLogin: facts.isOfficialAppLogin,
    affiliateCode: facts.affiliateCode ?? '',
    referralCode: facts.referralCode ?? '',
    pixelTrack: { ...facts.pixelTrack },
    login: true,
    ...captchaFields(captcha),
  };
}

/** The facts every registration sends, from the page, the stored affiliate and tracking values. */
export async function gatherRegistrationFacts(
  context: RegistrationContext,
  affiliate: { stored(): AffiliateFacts },
  tracking: StoredTracking,
): Promise<RegistrationFacts> {
  const stored = affiliate.stored();
  return {
    registerMethod: context.registerMethod(),
    registerUrl: context.registerUrl(),
    domain: context.domain(),
    loginDeviceId: await context.loginDeviceId().catch(() => ''),
    isOfficialAppLogin: context.isOfficialAppLogin(),
    affiliateCode: stored.affiliateCode,
    referralCode: referralCodeFrom(context.query(), stored.r),
    pixelTrack: tracking.values(),
  };
}
