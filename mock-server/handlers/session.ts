import { HttpResponse, type HttpHandler } from 'msw';
import { z } from 'zod';
import { mayaLoginBody } from '../request-rules';
import { routes } from '../routes';
import { db, type Member } from '../db';
import { keyText } from '../public-key';
import { scenarios, type SecondFactorOption } from '../scenarios';
import { MOCK_VERIFICATION_CODE } from '../seed-members';
import { signedIn, wpsRoute } from './define-route';
import { captchaRefusal } from './captcha';
import { businessFailure, ok } from './envelope';
import { newMember } from './new-member';
import { findMember, findMemberByMobile, loginSucceeded } from './sign-in';
import { phoneMember, socialMember } from './social-identity';

const loginSchema = z.looseObject({
  username: z.string().optional(),
  password: z.string().optional(),
  type: z.string().optional(),
  firebaseChannel: z.string().optional(),
  firebaseIdToken: z.string().optional(),
});

const changePasswordSchema = z.looseObject({ oldPassword: z.string().optional(), newPassword: z.string().optional() });

const verificationSchema = z.looseObject({
  username: z.string().optional(),
  password: z.string().optional(),
  method: z.enum(['E', 'P', 'G', 'S']).optional(),
  email: z.string().optional(),
  payeeName: z.string().optional(),
  authCode: z.string().optional(),
  mobileNum: z.string().optional(),
  verificationCode: z.string().optional(),
});

const METHOD_OPTION: Record<'E' | 'P' | 'G' | 'S', SecondFactorOption> = { E: 'email', P: 'payeeName', G: 'ga', S: 'sms' };

type Credentials = { member: Member } | { failure: Response };

/** Username and password check shared by login and its verification step. */
function checkPassword(merchantCode: string, username: string | undefined, password: string | undefined): Credentials {
  if (!username || !password) return { failure: businessFailure('login.param.err', 'Username and password are required.') };
  const member = findMember(merchantCode, username);
  if (!member) return { failure: businessFailure('not.exists.user', 'This user does not exist.') };
  if (member.password !== password) return { failure: businessFailure('login.cred.err', 'Incorrect username or password.') };
  return { member };
}

function checkLogin(merchantCode: string, payload: z.infer<typeof loginSchema>): Credentials {
  // The fake identity adapter's tokens (handlers/social-identity.ts).
  if (payload.type === 'firebase') return socialMember(merchantCode, payload.firebaseChannel, payload.firebaseIdToken);
  if (payload.type === 'sms' && payload.firebaseIdToken) return phoneMember(merchantCode, payload.firebaseIdToken);
  if (payload.type === 'sms') {
    const member = findMemberByMobile(merchantCode, payload.username ?? '');
    if (!member) return { failure: businessFailure('not.exists.user', 'This user does not exist.') };
    if (!payload.firebaseIdToken && payload.password !== MOCK_VERIFICATION_CODE) {
      return { failure: businessFailure('login.cred.err', 'Incorrect verification code.') };
    }
    return { member };
  }
  return checkPassword(merchantCode, payload.username, payload.password);
}

function secondFactorPassed(member: Member, payload: z.infer<typeof verificationSchema>): boolean {
  const offered = scenarios.get().secondFactor.options;
  if (!payload.method || !offered.includes(METHOD_OPTION[payload.method])) return false;
  switch (payload.method) {
    case 'P':
      return !!member.payeeName && payload.payeeName?.trim() === member.payeeName;
    case 'G':
      return payload.authCode === MOCK_VERIFICATION_CODE;
    // E: the member's e-mail address (no e-mail code call exists in the spec); S: '+', dial code, number and the sms code.
    case 'E':
      return !!member.email && payload.email?.trim().toLowerCase() === member.email.toLowerCase();
    case 'S':
      return (
        !!member.mobileNum &&
        payload.mobileNum === `+${member.countryDialingCode ?? ''}${member.mobileNum}` &&
        payload.verificationCode === MOCK_VERIFICATION_CODE
      );
  }
}

export const sessionHandlers: HttpHandler[] = [
  // wire-notes "The encrypted request" §1: hex merchants get the quoted modulus as a raw JSON string, PEM ones the envelope.
  wpsRoute(routes.rsaKey, ({ merchant }) =>
    merchant.rsaKeyForm === 'hex'
      ? new HttpResponse(`"${keyText('hex')}"`, { headers: { 'Content-Type': 'application/json' } })
      : ok(keyText('pem')),
  ),

  wpsRoute(routes.login, async ({ merchant, body }) => {
    // The fields' forms were checked against routes.ts (request-rules.ts loginBody).
    const payload = loginSchema.catch({}).parse(body);
    // Social logins carry the provider's token instead of a captcha.
    const refused = payload.type === 'firebase' ? null : captchaRefusal(merchant, scenarios.get(), 'login', body);
    if (refused) return refused;
    const checked = checkLogin(merchant.code, payload);
    if ('failure' in checked) return checked.failure;
    const { required, options } = scenarios.get().secondFactor;
    if (required && options.length > 0) {
      return businessFailure('login_verify_required', 'Please verify your identity to log in.', { options });
    }
    return loginSucceeded(checked.member);
  }),

  wpsRoute(routes.loginVerification, async ({ merchant, body }) => {
    const payload = verificationSchema.catch({}).parse(body);
    const checked = checkPassword(merchant.code, payload.username, payload.password);
    if ('failure' in checked) return checked.failure;
    if (!secondFactorPassed(checked.member, payload)) {
      return businessFailure('login.verify.err', 'The verification failed. Please check and try again.');
    }
    return loginSucceeded(checked.member);
  }),

  // Maya wallet login: the wallet session id names the member; a new one is registered on first sight.
  wpsRoute(routes.loginMaya, async ({ merchant, body }) => {
    const { sessionId } = mayaLoginBody.parse(body);
    const userName = `maya_${sessionId.replace(/[^A-Za-z0-9]/g, '').slice(0, 10).toLowerCase()}`;
    const member =
      findMember(merchant.code, userName) ??
      (await db.members.create(newMember(merchant, { userName, password: '' })));
    return loginSucceeded(member);
  }),

  wpsRoute(routes.logout, (context) => {
    const { session } = signedIn(context);
    db.sessions.delete((q) => q.where({ token: session.token }));
    return ok(true);
  }),

  // The forced password change (decided path): the old password must match; the change clears firstTimeLogin and passwordExpired.
  wpsRoute(routes.changePassword, async (context) => {
    const { member } = signedIn(context);
    const { oldPassword, newPassword } = changePasswordSchema.catch({}).parse(context.body);
    if (!oldPassword || !newPassword) return businessFailure('password.param.err', 'The old and the new password are required.');
    if (oldPassword !== member.password) return businessFailure('password.old.err', 'The old password is incorrect.');
    if (newPassword.length < 6 || newPassword.length > 20) return businessFailure('password.invalid', 'The new password must be 6 to 20 characters.');
    await db.members.update((q) => q.where({ merchantCode: member.merchantCode, id: member.id }), {
      data(record) {
        record.password = newPassword;
        record.firstTimeLogin = false;
        record.passwordExpired = false;
      },
    });
    return ok(true);
  }),

  wpsRoute(routes.tokenSync, () => ok(true)),
  wpsRoute(routes.tokenSyncRemove, () => ok(true)),
];
