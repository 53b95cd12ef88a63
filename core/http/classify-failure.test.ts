import { describe, expect, it } from 'vitest';
import { classifyFailure, type FailureFacts } from './classify-failure';

const facts = (over: Partial<FailureFacts>): FailureFacts => ({
  cause: 'business',
  status: 200,
  response: { success: false },
  alert: true,
  secure: true,
  online: true,
  ...over,
});

const kinds = (f: Partial<FailureFacts>) => classifyFailure(facts(f)).effects.map((e) => e.kind);

describe('error catalogue (shell §8, player-journey §8)', () => {
  it('"Network offline on https": toast network offline for 1.5 s', () => {
    const d = classifyFailure(facts({ cause: 'no-response', secure: true, online: false }));
    expect(d.effects).toEqual([{ kind: 'toast', message: { key: 'network_offline' }, durationMs: 1500 }]);
  });

  it('"Network error on http": notice dialog "Network Error / CORS Errors"', () => {
    const d = classifyFailure(facts({ cause: 'no-response', secure: false, online: true }));
    expect(d.effects).toEqual([{ kind: 'notice', message: { raw: 'Network Error / CORS Errors' } }]);
    expect(d.rejectionMessage).toBe('Network Error / CORS Errors');
  });

  it('player-journey §8 "Offline: network offline message for 1.5 s (https only)": offline on http is the "Network Error / CORS Errors" notice, no toast', () => {
    const d = classifyFailure(facts({ cause: 'no-response', secure: false, online: false }));
    expect(d.effects).toEqual([{ kind: 'notice', message: { raw: 'Network Error / CORS Errors' } }]);
    expect(d.rejectionMessage).toBe('Network Error / CORS Errors');
  });

  it('offline on https: the toast comes even on a call with alerts off, and the call is rejected with "network offline"', () => {
    const d = classifyFailure(facts({ cause: 'no-response', secure: true, online: false, alert: false }));
    expect(d.effects).toEqual([{ kind: 'toast', message: { key: 'network_offline' }, durationMs: 1500 }]);
    expect(d.rejectionMessage).toBe('network offline');
  });

  it('no answer with alerts off: nothing shown on http, nor on https while online', () => {
    expect(kinds({ cause: 'no-response', secure: false, online: true, alert: false })).toEqual([]);
    expect(kinds({ cause: 'no-response', secure: false, online: false, alert: false })).toEqual([]);
    expect(kinds({ cause: 'no-response', secure: true, online: true, alert: false })).toEqual([]);
  });

  it.each([
    ['HTTP 401', { cause: 'http-status', status: 401, response: {} }],
    ['message CUSTOMER_NOT_LOGIN', { response: { success: false, message: 'CUSTOMER_NOT_LOGIN' } }],
    ['errorCode customer.not.login', { response: { success: false, errorCode: 'customer.not.login' } }],
    ['errorCode user.or.token.invalid', { response: { success: false, errorCode: 'user.or.token.invalid' } }],
    ['errorCode login.not.session', { response: { success: false, errorCode: 'login.not.session' } }],
  ] as const)('%s: "user logged out, session cleared, please login dialog"', (_, f) => {
    expect(kinds(f as Partial<FailureFacts>)).toEqual(['end-session', 'ask-to-login']);
  });

  it.each([
    ['HTTP 401', { cause: 'http-status', status: 401, response: {} }],
    ['message CUSTOMER_NOT_LOGIN', { response: { success: false, message: 'CUSTOMER_NOT_LOGIN' } }],
    ['errorCode login.not.session', { response: { success: false, errorCode: 'login.not.session' } }],
  ] as const)(
    '%s on a call with alerts off (member/info): still the "please login" dialog (shell §8: the alert-off skip is for "Other failures" only)',
    (_, f) => {
      expect(kinds({ ...(f as Partial<FailureFacts>), alert: false })).toEqual(['end-session', 'ask-to-login']);
    },
  );

  it('auth failure: rejected with the server message, or CUSTOMER_NOT_LOGIN when there is none', () => {
    expect(classifyFailure(facts({ cause: 'http-status', status: 401, response: {} })).rejectionMessage).toBe('CUSTOMER_NOT_LOGIN');
    expect(
      classifyFailure(facts({ response: { success: false, errorCode: 'customer.not.login', message: 'Session expired' } })).rejectionMessage,
    ).toBe('Session expired');
  });

  it('other error codes and messages are not auth failures', () => {
    expect(kinds({ response: { success: false, errorCode: 'customer.not.login.x', message: 'customer_not_login' } })).toEqual(['notice']);
    expect(kinds({ cause: 'http-status', status: 403, response: { success: false } })).toEqual(['notice']);
  });

  it('"HTTP 502: rejected silently"', () => {
    const d = classifyFailure(facts({ cause: 'http-status', status: 502, response: '<html>Bad gateway</html>' }));
    expect(d.effects).toEqual([]);
  });

  it('"Error code starting with TOO_MANY_REQUEST: no dialog"', () => {
    expect(kinds({ response: { success: false, errorCode: 'TOO_MANY_REQUEST_LOGIN', message: 'slow down' } })).toEqual([]);
  });

  it('"Other failures: notice dialog with the server message"', () => {
    const d = classifyFailure(facts({ response: { success: false, message: 'Balance too low' } }));
    expect(d.effects).toEqual([{ kind: 'notice', message: { raw: 'Balance too low' } }]);
    expect(d.rejectionMessage).toBe('Balance too low');
  });

  it('"Other failures: … or unknown error" when the server gives no message (HTTP 500)', () => {
    const d = classifyFailure(facts({ cause: 'http-status', status: 500, response: 'oops' }));
    expect(d.effects).toEqual([{ kind: 'notice', message: { key: 'unknown_error' } }]);
  });

  it('"… or unknown error" also for an answer with no body at all, or a message or code that is not text (never printed as it came)', () => {
    for (const response of [null, undefined]) {
      expect(classifyFailure(facts({ cause: 'http-status', status: 500, response })).effects).toEqual([{ kind: 'notice', message: { key: 'unknown_error' } }]);
    }
    const odd = classifyFailure(facts({ response: { success: false, message: 404, errorCode: { code: 'CUSTOMER_NOT_LOGIN' } } }));
    expect(odd.effects).toEqual([{ kind: 'notice', message: { key: 'unknown_error' } }]);
  });

  it('"Other failures … skipped when the call sets alert off"', () => {
    expect(kinds({ response: { success: false, message: 'x' }, alert: false })).toEqual([]);
    expect(kinds({ cause: 'http-status', status: 500, alert: false })).toEqual([]);
  });

  it('a malformed 2xx answer is a failure shown as unknown error', () => {
    const d = classifyFailure(facts({ cause: 'malformed-response', response: '<html>' }));
    expect(d.effects).toEqual([{ kind: 'notice', message: { key: 'unknown_error' } }]);
  });

  it('"token_ip_different: auto login turned off" also on a call with alerts off (member/info), without a dialog', () => {
    expect(kinds({ response: { success: false, errorCode: 'token_ip_different', message: 'IP changed' }, alert: false })).toEqual([
      'disable-auto-login',
    ]);
  });

  it('"token_ip_different: auto login turned off"', () => {
    expect(kinds({ response: { success: false, errorCode: 'token_ip_different', message: 'IP changed' } })).toEqual([
      'disable-auto-login',
      'notice',
    ]);
  });

  it('"Missing URL: url is null check"', () => {
    const d = classifyFailure(facts({ cause: 'missing-url' }));
    expect(d.rejectionMessage).toBe('url is null check');
    expect(d.effects).toEqual([]);
  });

  it('"Encryption failure: message shown and call rejected", even with alerts off', () => {
    expect(classifyFailure(facts({ cause: 'encryption', alert: false })).effects).toEqual([
      { kind: 'notice', message: { key: 'encryption_failed' } },
    ]);
  });

  it('"Timeout (ECONNABORTED) or no reply in 10 s: message timeout_retry_please"', () => {
    expect(classifyFailure(facts({ cause: 'timeout' })).effects).toEqual([
      { kind: 'notice', message: { key: 'timeout_retry_please' } },
    ]);
  });

  it('no answer on https while online is an unknown error, not an offline toast', () => {
    expect(classifyFailure(facts({ cause: 'no-response', secure: true, online: true })).effects).toEqual([
      { kind: 'notice', message: { key: 'unknown_error' } },
    ]);
  });

  it('"after an error, toasts are hidden": every failure but a missing URL asks for it', () => {
    expect(classifyFailure(facts({})).hideLoadingToasts).toBe(true);
    expect(classifyFailure(facts({ cause: 'missing-url' })).hideLoadingToasts).toBe(false);
  });

  it('what each failure is rejected with', () => {
    const message = (f: Partial<FailureFacts>) => classifyFailure(facts(f)).rejectionMessage;
    expect(message({ cause: 'encryption' })).toBe('encryption failed');
    expect(message({ cause: 'timeout' })).toBe('timeout_retry_please');
    expect(message({ cause: 'no-response', secure: true, online: true })).toBe('unknown error');
    expect(message({ cause: 'http-status', status: 502, response: { success: false, message: 'gateway' } })).toBe('HTTP 502');
    expect(message({ cause: 'http-status', status: 500, response: '<html>' })).toBe('HTTP 500');
    expect(message({ cause: 'business', status: undefined, response: { success: false } })).toBe('HTTP ?');
    expect(message({ cause: 'malformed-response', response: '<html>' })).toBe('malformed response');
    expect(message({ response: { success: false, errorCode: 'TOO_MANY_REQUEST_X' } })).toBe('TOO_MANY_REQUEST_X');
    expect(message({ response: { success: false, errorCode: 'TOO_MANY_REQUEST_X', message: 'wait' } })).toBe('wait');
  });

  it('HTTP 502 stays silent even with an auth message in its body', () => {
    expect(kinds({ cause: 'http-status', status: 502, response: { success: false, message: 'CUSTOMER_NOT_LOGIN' } })).toEqual([]);
  });

  it('an empty server message counts as none: "unknown error"', () => {
    const d = classifyFailure(facts({ response: { success: false, message: '' } }));
    expect(d.effects).toEqual([{ kind: 'notice', message: { key: 'unknown_error' } }]);
    expect(d.rejectionMessage).toBe('HTTP 200');
  });

  it('an error code only counts when it starts with TOO_MANY_REQUEST', () => {
    expect(kinds({ response: { success: false, errorCode: 'X_TOO_MANY_REQUEST', message: 'm' } })).toEqual(['notice']);
  });

  it('a timeout on a call with alerts off shows nothing', () => {
    expect(kinds({ cause: 'timeout', alert: false })).toEqual([]);
  });
});
