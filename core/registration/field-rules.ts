import { text, type Text } from '../notice/model';

/** The registration and sms fields checked before any call (docs/decisions.md "Registration rules"). */
export type RegistrationField = 'username' | 'password' | 'mobileNum' | 'smsCode';

export interface FieldProblem {
  readonly field: RegistrationField;
  readonly reason: 'required' | 'invalid';
  /** Translation key of what the player reads under the field. */
  readonly message: Text;
}

// docs/decisions.md "Registration rules": the limits the mock backend enforces.
export const USERNAME_PATTERN = /^[A-Za-z0-9]{4,16}$/;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 20;
export const MOBILE_NUMBER_PATTERN = /^\d{6,15}$/;
export const SMS_CODE_PATTERN = /^\d{6}$/;

const MESSAGE_KEYS: Readonly<Record<RegistrationField, Readonly<Record<FieldProblem['reason'], string>>>> = {
  username: { required: 'register_username_required', invalid: 'register_username_invalid' },
  password: { required: 'register_password_required', invalid: 'register_password_invalid' },
  mobileNum: { required: 'register_mobile_required', invalid: 'register_mobile_invalid' },
  smsCode: { required: 'register_sms_code_required', invalid: 'register_sms_code_invalid' },
};

function problem(field: RegistrationField, reason: FieldProblem['reason']): FieldProblem {
  return { field, reason, message: text(MESSAGE_KEYS[field][reason]) };
}

/** The username as sent: surrounding space removed. */
export const normalizeUsername = (value: string): string => value.trim();

/** The mobile number as sent: every space removed ("+63 917 000 0001" keeps its other characters and fails). */
export const normalizeMobileNumber = (value: string): string => value.replace(/\s/g, '');

export const normalizeSmsCode = (value: string): string => value.trim();

/** A dialling code as digits only ("+63" → "63"). */
export const normalizeDialingCode = (value: string): string => value.replace(/\D/g, '');

export function checkUsername(value: string): FieldProblem | null {
  const username = normalizeUsername(value);
  if (username === '') return problem('username', 'required');
  return USERNAME_PATTERN.test(username) ? null : problem('username', 'invalid');
}

/** Passwords are taken as typed (no trimming): a space may be part of one. */
export function checkPassword(value: string): FieldProblem | null {
  if (value === '') return problem('password', 'required');
  const { length } = value;
  return length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH ? null : problem('password', 'invalid');
}

export function checkMobileNumber(value: string): FieldProblem | null {
  const mobileNum = normalizeMobileNumber(value);
  if (mobileNum === '') return problem('mobileNum', 'required');
  return MOBILE_NUMBER_PATTERN.test(mobileNum) ? null : problem('mobileNum', 'invalid');
}

export function checkSmsCode(value: string): FieldProblem | null {
  const code = normalizeSmsCode(value);
  if (code === '') return problem('smsCode', 'required');
  return SMS_CODE_PATTERN.test(code) ? null : problem('smsCode', 'invalid');
}

/** The problems of several checks, in field order, without the passes. */
export function problemsOf(...checks: readonly (FieldProblem | null)[]): FieldProblem[] {
  return checks.filter((check): check is FieldProblem => check !== null);
}
