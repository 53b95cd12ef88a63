import type { HttpHandler } from 'msw';
import { z } from 'zod';
import { db, type Merchant } from '../db';
import { routes } from '../routes';
import { MOCK_VERIFICATION_CODE } from '../seed-members';
import { scenarios } from '../scenarios';
import { captchaRefusal } from './captcha';
import { wpsRoute, type RouteContext } from './define-route';
import { businessFailure, ok } from './envelope';
import { findMemberByMobile, randomAlnum } from './sign-in';

/** Seconds the sms code stays valid: the second-factor countdown (player-journey §4 "Second factor"). */
export const SMS_CODE_VALID_SECONDS = 120;

const smsSchema = z.looseObject({ countryDialingCode: z.string().optional(), mobileNum: z.string().optional() });

const digits = (value: string | undefined) => (value ?? '').replace(/\D/g, '');

/** Keeps the code sent to a number (dial code and number as digits), replacing an earlier one. */
async function rememberSentCode(merchant: Merchant, countryDialingCode: string, mobileNum: string): Promise<void> {
  const where = { merchantCode: merchant.code, countryDialingCode, mobileNum };
  db.smsCodes.deleteMany((q) => q.where(where));
  // The code is always 123456 (MOCK_VERIFICATION_CODE), but only for the number it was sent to.
  await db.smsCodes.create({ ...where, code: MOCK_VERIFICATION_CODE });
}

/** The code last sent to this number (dial code and number written with or without '+' or spaces), or null. */
export function sentCode(merchant: Merchant, countryDialingCode: string | undefined, mobileNum: string | undefined): string | null {
  const where = { merchantCode: merchant.code, countryDialingCode: digits(countryDialingCode), mobileNum: digits(mobileNum) };
  return db.smsCodes.findFirst((q) => q.where(where))?.code ?? null;
}

async function sendSms(context: RouteContext, forRegistration: boolean): Promise<Response> {
  const payload = smsSchema.catch({}).parse(context.body);
  const refused = captchaRefusal(context.merchant, scenarios.get(), 'sms', context.body);
  if (refused) return refused;
  const mobileNum = digits(payload.mobileNum);
  if (!/^\d{6,15}$/.test(mobileNum)) return businessFailure('sms.mobile.invalid', 'The mobile number is not valid.');
  if (forRegistration && findMemberByMobile(context.merchant.code, mobileNum)) {
    return businessFailure('mobile.exists', 'This mobile number is already registered.');
  }
  await rememberSentCode(context.merchant, digits(payload.countryDialingCode), mobileNum);
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
