import type { ApiClient } from '../http/api-client';
import { endpoints } from '../http/endpoints';
import { RequestFailure } from '../http/model';
import { text, type Text } from '../notice/model';
import type { LoginType } from './login';
import type { SessionStore } from '../session-state/session-store';
import { storeSignedInAnswer } from './signed-in-answer';

/** player-journey §4 "login_verify_required with options (email, ga, sms, payeeName)". */
export const SECOND_FACTOR_METHODS = ['payeeName', 'sms', 'ga', 'email'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/** player-journey §3 "Second-factor request: method (E email, P payee name, G authenticator app, S sms)". */
export const METHOD_LETTER: Readonly<Record<SecondFactorMethod, 'E' | 'P' | 'G' | 'S'>> = {
  email: 'E',
  payeeName: 'P',
  ga: 'G',
  sms: 'S',
};

/** player-journey §9 "Second-factor success message 1.5 s, then 0.5 s". */
export const SECOND_FACTOR_PASS_MESSAGE_MS = 1500;
export const SECOND_FACTOR_CONTINUE_AFTER_MS = 500;

/** The fields the player fills in, one or two per method. */
export type SecondFactorField = 'payeeName' | 'email' | 'authCode' | 'countryDialingCode' | 'mobileNum' | 'verificationCode';

/** Which fields each method needs, in the order they are checked (and shown). */
export const METHOD_FIELDS: Readonly<Record<SecondFactorMethod, readonly SecondFactorField[]>> = {
  payeeName: ['payeeName'],
  // player-journey §5 "SMS needs both mobile number and code".
  sms: ['countryDialingCode', 'mobileNum', 'verificationCode'],
  ga: ['authCode'],
  email: ['email'],
};

/** The methods of a login_verify_required answer this client knows, once each, in the server's order. */
export function offeredMethods(options: readonly string[]): SecondFactorMethod[] {
  const known = options.filter((o): o is SecondFactorMethod => (SECOND_FACTOR_METHODS as readonly string[]).includes(o));
  return [...new Set(known)];
}

export interface SecondFactorAttempt {
  /** The login's own username and password, as the player typed them. */
  readonly username: string;
  readonly password: string;
  readonly method: SecondFactorMethod;
  readonly payeeName?: string;
  readonly email?: string;
  readonly authCode?: string;
  /** With or without the plus sign. */
  readonly countryDialingCode?: string;
  readonly mobileNum?: string;
  readonly verificationCode?: string;
  /** From the phone-code flow when the sms provider is firebase; sent when given. */
  readonly firebaseIdToken?: string;
  /** The login type that asked for the second factor ('username' when not given): the forced-change rule reads it. */
  readonly loginType?: LoginType;
}

export type SecondFactorOutcome =
  /** player-journey §5 "the field is highlighted and focused, with no message": nothing was sent. */
  | { readonly kind: 'incomplete'; readonly field: SecondFactorField }
  | {
      readonly kind: 'verified';
      readonly firstTimeLogin: boolean;
      readonly passwordExpired: boolean;
      /** Go to /m/changePsw instead of home (player-journey §4 forced password change). */
      readonly mustChangePassword: boolean;
    }
  /** player-journey §4 "On failure the server message is alerted and the entered values are cleared": the UI alerts it. */
  | { readonly kind: 'rejected'; readonly errorCode: string | null; readonly message: Text | null };

export interface SecondFactorContext {
  readonly merchantCode: () => string;
  /** White-label option PWDEXPFORCECHANGE3; read only for an expired password. */
  readonly expiryForcesChange: () => boolean | Promise<boolean>;
}

const trimmed = (value: string | undefined): string => (value ?? '').trim();

/** player-journey §5 "The phone number sent for sms is a plus sign, the country code, then the number". */
export function smsPhoneNumber(countryDialingCode: string, mobileNum: string): string {
  return `+${countryDialingCode.replace(/\D/g, '')}${mobileNum.replace(/\s/g, '')}`;
}

/**
 * `POST /wps/session/login/verification` (player-journey §7, "returns a login result"): the second step
 * of a login the server answered with login_verify_required. Success stores the session as a login does.
 */
export class VerifySecondFactor {
  constructor(
    private readonly api: ApiClient,
    private readonly session: SessionStore,
    private readonly context: SecondFactorContext,
  ) {}

  async execute(attempt: SecondFactorAttempt): Promise<SecondFactorOutcome> {
    // player-journey §5 "Inputs are trimmed".
    const values: Record<SecondFactorField, string> = {
      payeeName: trimmed(attempt.payeeName),
      email: trimmed(attempt.email),
      authCode: trimmed(attempt.authCode),
      countryDialingCode: trimmed(attempt.countryDialingCode),
      mobileNum: trimmed(attempt.mobileNum),
      verificationCode: trimmed(attempt.verificationCode),
    };
    const missing = METHOD_FIELDS[attempt.method].find((field) => values[field] === '');
    if (missing) return { kind: 'incomplete', field: missing };

    const username = attempt.username.trim();
    try {
      const envelope = await this.api.post(endpoints.loginVerification, this.request(attempt, username, values), {
        // The dialog alerts the server message itself and clears what was entered.
        alert: false,
      });
      return await this.signedIn(envelope.value, username, attempt);
    } catch (error) {
      if (!(error instanceof RequestFailure)) throw error;
      // shell §8 by the failure: the server message or 'unknown error'; none after a 502 or a TOO_MANY_REQUEST… code.
      return { kind: 'rejected', errorCode: error.errorCode ?? null, message: error.owedNotice };
    }
  }

  /** The §3 second-factor request, in the spec's field order; only the chosen method's values are sent. */
  private request(attempt: SecondFactorAttempt, username: string, values: Record<SecondFactorField, string>): Record<string, unknown> {
    const method = attempt.method;
    return {
      username,
      password: attempt.password,
      method: METHOD_LETTER[method],
      email: method === 'email' ? values.email : undefined,
      payeeName: method === 'payeeName' ? values.payeeName : undefined,
      authCode: method === 'ga' ? values.authCode : undefined,
      mobileNum: method === 'sms' ? smsPhoneNumber(values.countryDialingCode, values.mobileNum) : undefined,
      verificationCode: method === 'sms' ? values.verificationCode : undefined,
      firebaseIdToken: method === 'sms' && attempt.firebaseIdToken ? attempt.firebaseIdToken : undefined,
    };
  }

  /** As core/session/login.ts stores a login's answer. */
  private async signedIn(answer: unknown, username: string, attempt: SecondFactorAttempt): Promise<SecondFactorOutcome> {
    const signedIn = await storeSignedInAnswer(answer, {
      username,
      password: attempt.password,
      // Stryker disable next-line StringLiteral: the forced-change rule only compares the login type with 'sms', so any other default reads the same
      loginType: attempt.loginType ?? 'username',
      merchantCode: this.context.merchantCode(),
      session: this.session,
      expiryForcesChange: () => this.context.expiryForcesChange(),
    });
    if (!signedIn) return { kind: 'rejected', errorCode: null, message: text('unknown_error') };
    return { kind: 'verified', ...signedIn };
  }
}
