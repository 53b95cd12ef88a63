import type { HttpHandler } from 'msw';
import { z } from 'zod';
import { memberLanguageBody } from '../request-rules';
import { routes } from '../routes';
import { scenarios } from '../scenarios';
import { captchaRefusal } from './captcha';
import { db, type Member } from '../db';
import { signedIn, wpsRoute, type RouteContext } from './define-route';
import { businessFailure, ok } from './envelope';
import { newMember } from './new-member';
import { findMember, findMemberByMobile, openSession, randomAlnum } from './sign-in';
import { invalidIdToken, readFakeIdToken } from './social-identity';
import { sentCode } from './verification';

const registerSchema = z.looseObject({
  username: z.string().optional(),
  password: z.string().optional(),
  login: z.union([z.boolean(), z.string()]).optional(),
  firebaseChannel: z.string().optional(),
  firebaseIdToken: z.string().optional(),
  mobileNum: z.string().optional(),
  countryDialingCode: z.string().optional(),
  verificationCode: z.string().optional(),
});
type RegisterPayload = z.infer<typeof registerSchema>;

const USERNAME = /^[A-Za-z0-9]{4,16}$/;

function passwordProblem(password: string | undefined): Response | null {
  if (!password || password.length < 6 || password.length > 20) {
    return businessFailure('register.password.invalid', 'The password must be 6 to 20 characters.');
  }
  return null;
}

/** Registration answer (player-journey §3): id or customerId, userName, and a token when it also logs in. */
async function registered(member: Member, payload: RegisterPayload, extra: Record<string, unknown> = {}): Promise<Response> {
  const created = await db.members.create(member);
  const logsIn = payload.login !== false && payload.login !== 'false';
  const token = logsIn ? await openSession(created) : undefined;
  return ok({ id: created.id, customerId: created.id, userName: created.userName, ...extra, ...(token ? { token } : {}) });
}

function languageOf(context: RouteContext): string {
  return context.request.headers.get('Language') || context.merchant.defaultLanguage;
}

async function register(context: RouteContext): Promise<Response> {
  const payload = registerSchema.catch({}).parse(context.body);
  const { merchant } = context;
  const social = !!payload.firebaseChannel && !!payload.firebaseIdToken;
  const captchaRefused = social ? null : captchaRefusal(merchant, scenarios.get(), 'register', context.body);
  if (captchaRefused) return captchaRefused;
  // Registration by social channel: only a token of the fake identity adapter for that channel (handlers/social-identity.ts).
  if (social && !readFakeIdToken(payload.firebaseIdToken, payload.firebaseChannel)) return invalidIdToken();
  if (social && db.members.findFirst((q) => q.where({ merchantCode: merchant.code, firebaseIdToken: payload.firebaseIdToken! }))) {
    return businessFailure('member.exists', 'This social account is already registered.');
  }
  const userName = payload.username || (social ? `${payload.firebaseChannel}${randomAlnum(6)}` : '');
  if (!USERNAME.test(userName)) return businessFailure('register.username.invalid', 'The username must be 4 to 16 letters or digits.');
  if (findMember(merchant.code, userName)) return businessFailure('member.exists', 'This username is already taken.');
  const password = payload.password || (social ? randomAlnum(12) : undefined);
  const problem = passwordProblem(password);
  if (problem) return problem;
  return registered(
    newMember(merchant, {
      userName,
      password: password!,
      language: languageOf(context),
      firebaseIdToken: social ? payload.firebaseIdToken! : null,
    }),
    payload,
  );
}

async function registerMobile(context: RouteContext): Promise<Response> {
  const payload = registerSchema.catch({}).parse(context.body);
  const { merchant } = context;
  const captchaRefused = captchaRefusal(merchant, scenarios.get(), 'register', context.body);
  if (captchaRefused) return captchaRefused;
  const mobileNum = (payload.mobileNum ?? '').replace(/\D/g, '');
  if (!/^\d{6,15}$/.test(mobileNum)) return businessFailure('register.mobile.invalid', 'The mobile number is not valid.');
  if (findMemberByMobile(merchant.code, mobileNum)) return businessFailure('mobile.exists', 'This mobile number is already registered.');
  // The code the mock sent to this very number (handlers/verification.ts); its presence was checked by the route.
  if (payload.verificationCode !== sentCode(merchant, payload.countryDialingCode, payload.mobileNum)) {
    return businessFailure('verification.code.err', 'The verification code is incorrect for this mobile number.');
  }
  const problem = passwordProblem(payload.password);
  if (problem) return problem;
  return registered(
    newMember(merchant, {
      userName: mobileNum,
      password: payload.password!,
      mobileNum,
      countryDialingCode: (payload.countryDialingCode ?? merchant.countryDialingCode).replace(/\D/g, ''),
      language: languageOf(context),
    }),
    payload,
  );
}

/**
 * A free username for the registration form (docs/decisions.md "Registration rules"): nothing is registered
 * and nothing secret is answered; the player may keep or change it.
 */
function registerAutoUsername(context: RouteContext): Response {
  let userName = '';
  do userName = `u${randomAlnum(9)}`;
  while (findMember(context.merchant.code, userName));
  return ok({ userName });
}

export const memberHandlers: HttpHandler[] = [
  wpsRoute(routes.register, register),
  wpsRoute(routes.registerMobile, registerMobile),
  wpsRoute(routes.registerAutoUsername, registerAutoUsername),

  // player-journey §7: "GET /wps/member/info … response value.info"; fields from shell §3 "Member info".
  wpsRoute(routes.memberInfo, (context) => {
    const { member, session } = signedIn(context);
    return ok({
      info: {
        id: member.id,
        account: member.userName,
        userName: member.userName,
        type: member.type,
        regDate: member.regDate,
        language: member.language,
        token: session.token,
        firstTimeLogin: member.firstTimeLogin,
        passwordExpired: member.passwordExpired,
        clubLabel: member.clubLabel,
        mobileNum: member.mobileNum,
        countryDialingCode: member.countryDialingCode,
        email: member.email,
        currency: context.merchant.currency,
        // The member's own invite code; a member without chat (type 4) has none, so the page's "no code" state shows.
        referralCode: member.type === 4 ? null : `R${member.id}`,
      },
    });
  }),

  wpsRoute(routes.memberLanguage, async (context) => {
    const { member } = signedIn(context);
    const { language } = memberLanguageBody.parse(context.body);
    await db.members.update((q) => q.where({ merchantCode: member.merchantCode, id: member.id }), {
      data(record) {
        record.language = language;
      },
    });
    return ok(true);
  }),
];
