import { describe, expect, it } from 'vitest';
import { rawText, text } from '../notice/model';
import { providerFailure, serverMessage, withoutParenthesised } from './sign-in-outcome';

describe('sign-in outcomes', () => {
  it('"the server message stripped of any parenthesised text"', () => {
    expect(withoutParenthesised('This account is not bound (code 1234)')).toBe('This account is not bound');
    expect(withoutParenthesised('Not bound (a (nested) note) yet.')).toBe('Not bound yet.');
    expect(withoutParenthesised('账号未绑定（1234）')).toBe('账号未绑定');
    expect(withoutParenthesised('No brackets here')).toBe('No brackets here');
  });

  it('"cancelled-popup-request is ignored silently"; any other provider code is shown', () => {
    expect(providerFailure({ kind: 'provider-error', code: 'auth/cancelled-popup-request', reason: null })).toEqual({ kind: 'ignored' });
    expect(providerFailure({ kind: 'provider-error', code: 'auth/popup-blocked', reason: null })).toMatchObject({
      kind: 'provider-error',
      code: 'auth/popup-blocked',
    });
  });

  it('"on failure the message, or the text for unknown_error, is alerted"', () => {
    expect(serverMessage(' Taken ')).toEqual(rawText('Taken'));
    expect(serverMessage('')).toEqual(text('unknown_error'));
    expect(serverMessage(null)).toEqual(text('unknown_error'));
  });

  it('"stripped of any parenthesised text": the gap left behind closes to one space, the message\'s own line breaks stay', () => {
    expect(withoutParenthesised('(1234) Account  not bound (x)  yet')).toBe('Account not bound yet');
    expect(withoutParenthesised('Not bound.\nPlease register (code 1)')).toBe('Not bound.\nPlease register');
  });
});
