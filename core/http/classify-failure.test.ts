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

  it.each([
    ['HTTP 401', { cause: 'http-status', status: 401, response: {} }],
    ['message CUSTOMER_NOT_LOGIN', { response: { success: false, message: 'CUSTOMER_NOT_LOGIN' } }],
    ['errorCode customer.not.login', { response: { success: false, errorCode: 'customer.not.login' } }],
    ['errorCode user.or.token.invalid', { response: { success: false, errorCode: 'user.or.token.invalid' } }],
    ['errorCode login.not.session', { response: { success: false, errorCode: 'login.not.session' } }],
  ] as const)('%s: "user logged out, session cleared, please login dialog"', (_, f) => {
    expect(kinds(f as Partial<FailureFacts>)).toEqual(['end-session', 'ask-to-login']);
  });

  it('auth failure on a call with alerts off clears the session without the dialog', () => {
    expect(kinds({ cause: 'http-status', status: 401, alert: false })).toEqual(['end-session']);
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

  it('"Other failures … skipped when the call sets alert off"', () => {
    expect(kinds({ response: { success: false, message: 'x' }, alert: false })).toEqual([]);
    expect(kinds({ cause: 'http-status', status: 500, alert: false })).toEqual([]);
  });

  it('a malformed 2xx answer is a failure shown as unknown error', () => {
    const d = classifyFailure(facts({ cause: 'malformed-response', response: '<html>' }));
    expect(d.effects).toEqual([{ kind: 'notice', message: { key: 'unknown_error' } }]);
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
});
