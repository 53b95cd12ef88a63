import type { HttpHandler } from 'msw';
import { z } from 'zod';
import { routes } from '../routes';
import { scenarios } from '../scenarios';
import { captchaRefusal } from './captcha';
import { wpsRoute, type RouteContext } from './define-route';
import { businessFailure, ok } from './envelope';
import { findMemberByMobile, randomAlnum } from './sign-in';

/** Seconds the sms code stays valid: the second-factor countdown (player-journey §4 "Second factor"). */
export const SMS_CODE_VALID_SECONDS = 120;

const smsSchema = z.looseObject({ countryDialingCode: z.string().optional(), mobileNum: z.string().optional() });

function sendSms(context: RouteContext, forRegistration: boolean): Response {
  const payload = smsSchema.catch({}).parse(context.body);
  const refused = captchaRefusal(context.merchant, scenarios.get(), 'sms', context.body);
  if (refused) return refused;
  const mobileNum = (payload.mobileNum ?? '').replace(/\D/g, '');
  if (!/^\d{6,15}$/.test(mobileNum)) return businessFailure('sms.mobile.invalid', 'The mobile number is not valid.');
  if (forRegistration && findMemberByMobile(context.merchant.code, mobileNum)) {
    return businessFailure('mobile.exists', 'This mobile number is already registered.');
  }
  // The code is always 123456 (MOCK_VERIFICATION_CODE).
  return ok({ expirationTime: SMS_CODE_VALID_SECONDS });
}

export const verificationHandlers: HttpHandler[] = [
  wpsRoute(routes.smsNoLogin, (context) => sendSms(context, false)),
  wpsRoute(routes.smsRegister, (context) => sendSms(context, true)),
  // player-journey §7: "GET /wps/captcha/geetest … response gt, challenge, newCaptcha".
  wpsRoute(routes.geetest, ({ merchant }) =>
    ok({ success: 1, gt: merchant.geetestId, challenge: randomAlnum(32), newCaptcha: true }),
  ),
];
