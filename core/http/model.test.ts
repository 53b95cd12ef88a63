import { describe, expect, it } from 'vitest';
import { isEnvelope, RequestFailure } from './model';

describe('the response envelope (wire-notes "Every /wps JSON answer is { success, value?, message?, errorCode? }")', () => {
  it.each([
    ['success only', { success: true }],
    ['failure with message and code', { success: false, message: 'm', errorCode: 'c', value: 1 }],
    ['null message and error code', { success: false, message: null, errorCode: null }],
  ])('is the envelope: %s', (_, body) => {
    expect(isEnvelope(body)).toBe(true);
  });

  it.each([
    ['null', null],
    ['a string', '<html>'],
    ['an array', [{ success: true }]],
    ['no success flag', { value: 1 }],
    ['success as a string', { success: 'true' }],
    ['a numeric message', { success: false, message: 42 }],
    ['a numeric error code', { success: false, errorCode: 42 }],
  ])('is not the envelope: %s', (_, body) => {
    expect(isEnvelope(body)).toBe(false);
  });
});

describe('RequestFailure (shell §7 "Failures are rejected with the response, with the request body attached")', () => {
  it('carries cause, status, response, request body, error code and the server message', () => {
    const failure = new RequestFailure({
      cause: 'business',
      message: 'Balance too low',
      status: 200,
      response: { success: false, message: 'Balance too low', errorCode: 'balance.low' },
      requestBody: { amount: 5 },
    });
    expect(failure).toBeInstanceOf(Error);
    expect(failure.name).toBe('RequestFailure');
    expect([failure.failureCause, failure.status, failure.errorCode, failure.serverMessage]).toEqual([
      'business',
      200,
      'balance.low',
      'Balance too low',
    ]);
    expect(failure.requestBody).toEqual({ amount: 5 });
  });

  it('no error code or server message when the answer is not the envelope or has none', () => {
    const html = new RequestFailure({ cause: 'http-status', message: 'HTTP 500', status: 500, response: '<html>' });
    expect([html.errorCode, html.serverMessage]).toEqual([undefined, undefined]);
    const bare = new RequestFailure({ cause: 'business', message: 'x', response: { success: false, message: '', errorCode: null } });
    expect([bare.errorCode, bare.serverMessage]).toEqual([undefined, undefined]);
  });

  it('says the session ended only when told so', () => {
    expect(new RequestFailure({ cause: 'timeout', message: 'x' }).sessionEnded).toBe(false);
    expect(new RequestFailure({ cause: 'http-status', message: 'x', status: 401, sessionEnded: true }).sessionEnded).toBe(true);
  });
});
