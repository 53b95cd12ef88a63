import { beforeEach, describe, expect, it } from 'vitest';
// The static import ties this file to field-rules.ts for `vitest related`, which follows static imports only
// (StrykerJS runs a mutated file's related test files).
import './field-rules';

/**
 * The rules are module constants (the patterns, the message keys, the normalisers), so each test loads its
 * own copy of the module while it runs: StrykerJS (ignoreStatic) measures top-level code only by the tests
 * during which it is evaluated. Only this module is evaluated again; its imports stay shared.
 */
let loads = 0;
let rules: typeof import('./field-rules');
beforeEach(async () => {
  rules = (await import(/* @vite-ignore */ `./field-rules?fresh=${++loads}`)) as typeof import('./field-rules');
});

const reason = (problem: { reason: string } | null) => problem?.reason ?? 'ok';

describe('registration field rules (docs/decisions.md "Registration rules": the form checks made before any call)', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['abc', 'invalid'],
    ['abcd', 'ok'],
    ['a1b2c3d4e5f6g7h8', 'ok'],
    ['a1b2c3d4e5f6g7h8i', 'invalid'],
    [' player7 ', 'ok'],
    ['play er', 'invalid'],
    ['player_7', 'invalid'],
    ['játékos', 'invalid'],
  ])('username "%s": 4 to 16 letters or digits → %s', (value, expected) => {
    expect(reason(rules.checkUsername(value))).toBe(expected);
  });

  it.each([
    ['', 'required'],
    ['12345', 'invalid'],
    ['123456', 'ok'],
    ['a'.repeat(20), 'ok'],
    ['a'.repeat(21), 'invalid'],
    ['      ', 'ok'],
  ])('password of %j: 6 to 20 characters, taken as typed → %s', (value, expected) => {
    expect(reason(rules.checkPassword(value))).toBe(expected);
  });

  it.each([
    ['', 'required'],
    ['  ', 'required'],
    ['12345', 'invalid'],
    ['123456', 'ok'],
    ['917 000 0001', 'ok'],
    ['1'.repeat(15), 'ok'],
    ['1'.repeat(16), 'invalid'],
    ['917-000-0001', 'invalid'],
    ['+639170000001', 'invalid'],
  ])('mobile number "%s": digits, 6 to 15 after stripping spaces → %s', (value, expected) => {
    expect(reason(rules.checkMobileNumber(value))).toBe(expected);
  });

  it.each([
    ['', 'required'],
    ['12345', 'invalid'],
    ['123456', 'ok'],
    [' 123456 ', 'ok'],
    ['1234567', 'invalid'],
    ['12345a', 'invalid'],
  ])('sms code "%s": 6 digits → %s', (value, expected) => {
    expect(reason(rules.checkSmsCode(value))).toBe(expected);
  });

  it('each problem names its field and a translation key', () => {
    expect(rules.checkUsername('')).toEqual({ field: 'username', reason: 'required', message: { key: 'register_username_required' } });
    expect(rules.checkUsername('ab')?.message).toEqual({ key: 'register_username_invalid' });
    expect(rules.checkPassword('')?.message).toEqual({ key: 'register_password_required' });
    expect(rules.checkPassword('1')?.message).toEqual({ key: 'register_password_invalid' });
    expect(rules.checkMobileNumber('')?.message).toEqual({ key: 'register_mobile_required' });
    expect(rules.checkMobileNumber('1')?.message).toEqual({ key: 'register_mobile_invalid' });
    expect(rules.checkSmsCode('')?.message).toEqual({ key: 'register_sms_code_required' });
    expect(rules.checkSmsCode('1')?.message).toEqual({ key: 'register_sms_code_invalid' });
  });

  it('normalising: spaces leave the mobile number, the dial code keeps digits only', () => {
    expect(rules.normalizeMobileNumber(' 917 000\t0001 ')).toBe('9170000001');
    expect(rules.normalizeDialingCode('+63')).toBe('63');
    expect(rules.normalizeDialingCode(' 351 ')).toBe('351');
  });

  it('problemsOf keeps the failures in field order', () => {
    expect(rules.problemsOf(rules.checkUsername(''), rules.checkPassword('123456'), rules.checkSmsCode('1')).map((p) => p.field)).toEqual(['username', 'smsCode']);
  });
});
