import { describe, expect, it } from 'vitest';
import { fails, ok, ScriptedTransport } from '../testing/scripted-transport';
import { requestLayerHarness } from '../testing/request-layer-harness';
import { ApiClient } from './api-client';
import { endpoints, type EndpointSpec } from './endpoints';
import { RequestFailure, type TransportOutcome } from './model';
import type { PayloadCipher } from './ports';
import { FailureReporter } from './report-failure';

const session = { token: 'tok-1', userName: 'player01', id: '7', merchantCode: 'DEMO1', type: 0, firstTimeLogin: false };
const fakeCipher: PayloadCipher = {
  encrypt: async (plaintext, key) => ({ value: `enc(${plaintext})`, encryption: `rsa(${key})`, digest: 'd1', rsaInfo: 'hex:abc' }),
};

async function rejection(promise: Promise<unknown>): Promise<RequestFailure> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof RequestFailure) return error;
    throw error;
  }
  throw new Error('expected the call to reject');
}

/** The call's answer is held while `meanwhile` changes the page's session, then released; resolves to its failure. */
async function failureAfter(transport: ScriptedTransport, send: () => Promise<unknown>, meanwhile: () => void): Promise<RequestFailure> {
  const release = transport.hold();
  const call = rejection(send());
  meanwhile();
  release();
  return call;
}

describe('GET de-duplication and session cache (shell §7)', () => {
  it('"de-duplicates parallel identical requests": 5 identical GETs in flight make one request, all get its result', async () => {
    const transport = new ScriptedTransport().reply(endpoints.systemCountry.path, ok({ countries: [] }));
    const { api } = requestLayerHarness(transport);
    const release = transport.hold();
    const calls = Array.from({ length: 5 }, () => api.get(endpoints.systemCountry, { query: { merchant: 'DEMO1' } }));
    release();
    const results = await Promise.all(calls);
    expect(transport.to(endpoints.systemCountry.path)).toHaveLength(1);
    expect(results.every((r) => r.success)).toBe(true);
  });

  it('parallel identical GETs all receive the one error', async () => {
    const transport = new ScriptedTransport().reply(endpoints.gameMatches.path, fails(500, { success: false, message: 'down' }));
    const { api, notices } = requestLayerHarness(transport);
    const release = transport.hold();
    const calls = Array.from({ length: 3 }, () => rejection(api.get(endpoints.gameMatches)));
    release();
    const errors = await Promise.all(calls);
    expect(transport.requests).toHaveLength(1);
    expect(errors.map((e) => e.message)).toEqual(['down', 'down', 'down']);
    expect(notices.state.dialogs).toHaveLength(1);
  });

  it('parallel no-cache GETs are merged too, though each would carry its own timestamp', async () => {
    const transport = new ScriptedTransport().reply(endpoints.systemStatus.path, ok());
    const { api, time } = requestLayerHarness(transport);
    const release = transport.hold();
    const first = api.get(endpoints.systemStatus, { query: { device: 'MOBILE' } });
    time.advance(5);
    const second = api.get(endpoints.systemStatus, { query: { device: 'MOBILE' } });
    release();
    await Promise.all([first, second]);
    expect(transport.requests).toHaveLength(1);
  });

  it('GETs with different queries are not merged', async () => {
    const transport = new ScriptedTransport().reply(endpoints.gameMatches.path, ok());
    const { api } = requestLayerHarness(transport);
    await Promise.all([api.get(endpoints.gameMatches, { query: { a: 1 } }), api.get(endpoints.gameMatches, { query: { a: 2 } })]);
    expect(transport.requests).toHaveLength(2);
  });

  it('"session caching (only on success)": a cacheable GET is answered from the cache the second time', async () => {
    const transport = new ScriptedTransport().reply(endpoints.systemCountry.path, ok({ countries: ['BR'] }));
    const { api, cache } = requestLayerHarness(transport);
    await api.get(endpoints.systemCountry);
    const second = await api.get(endpoints.systemCountry);
    expect(transport.requests).toHaveLength(1);
    expect(second.value).toEqual({ countries: ['BR'] });
    expect(cache.keys()).toHaveLength(1);
  });

  it('a failed cacheable GET is not cached', async () => {
    let calls = 0;
    const transport = new ScriptedTransport().reply(endpoints.systemCountry.path, () =>
      ++calls === 1 ? fails(200, { success: false, message: 'later' }) : ok({ countries: [] }),
    );
    const { api, cache } = requestLayerHarness(transport);
    await rejection(api.get(endpoints.systemCountry));
    expect(cache.keys()).toHaveLength(0);
    await api.get(endpoints.systemCountry);
    expect(transport.requests).toHaveLength(2);
  });

  it('"a flush option" skips the cached answer and stores the fresh one', async () => {
    let n = 0;
    const transport = new ScriptedTransport().reply(endpoints.systemCountry.path, () => ok({ n: ++n }));
    const { api } = requestLayerHarness(transport);
    await api.get(endpoints.systemCountry);
    const flushed = await api.get(endpoints.systemCountry, { flush: true });
    const cached = await api.get(endpoints.systemCountry);
    expect(flushed.value).toEqual({ n: 2 });
    expect(cached.value).toEqual({ n: 2 });
  });

  it('rows not marked cacheable always go to the network', async () => {
    const transport = new ScriptedTransport().reply(endpoints.gameMatches.path, ok());
    const { api } = requestLayerHarness(transport);
    await api.get(endpoints.gameMatches);
    await api.get(endpoints.gameMatches);
    expect(transport.requests).toHaveLength(2);
  });

  it('a damaged cache entry is dropped and fetched again', async () => {
    const transport = new ScriptedTransport().reply(endpoints.systemCountry.path, ok({ fresh: true }));
    const { api, cache } = requestLayerHarness(transport);
    await api.get(endpoints.systemCountry);
    const [key] = cache.keys();
    cache.set(key!, '{not json');
    expect((await api.get(endpoints.systemCountry)).value).toEqual({ fresh: true });
    expect(transport.requests).toHaveLength(2);
  });
});

describe('headers and defaults (shell §7, player-journey §7)', () => {
  it('sends Merchant, Language, ModuleId and JSON content type; "empty headers are dropped"', async () => {
    const transport = new ScriptedTransport().reply(endpoints.systemStatus.path, ok());
    const { api } = requestLayerHarness(transport, { language: 'EN' });
    await api.get(endpoints.systemStatus);
    expect(transport.requests[0]!.headers).toEqual({
      'Content-Type': 'application/json',
      Merchant: 'DEMO1',
      Language: 'EN',
      ModuleId: 'COMM3',
    });
  });

  it('"Language (default CN)" when no language is chosen', async () => {
    const transport = new ScriptedTransport().reply(endpoints.gameMatches.path, ok());
    const { api } = requestLayerHarness(transport, { language: '' });
    await api.get(endpoints.gameMatches);
    expect(transport.requests[0]!.headers.Language).toBe('CN');
  });

  it('"Authorization (token, only for protected URLs, unless disabled)"', async () => {
    const transport = new ScriptedTransport()
      .reply(endpoints.memberInfo.path, ok())
      .reply(endpoints.announcements.path, ok());
    const h = requestLayerHarness(transport);
    h.session.write(session);
    await h.api.get(endpoints.memberInfo);
    await h.api.get(endpoints.announcements);
    await h.api.get(endpoints.memberInfo, { withAuth: false, flush: true, query: { again: 1 } });
    expect(transport.requests.map((r) => r.headers.Authorization)).toEqual(['Bearer tok-1', undefined, undefined]);
  });

  it('the token never goes to another origin, even on a protected row', async () => {
    const transport = new ScriptedTransport().reply(endpoints.memberInfo.path, ok());
    const h = requestLayerHarness(transport);
    h.session.write(session);
    await h.api.get(endpoints.memberInfo, { baseUrl: 'https://other-domain.test' });
    expect(transport.requests[0]!.url).toBe('https://other-domain.test/wps/member/info');
    expect(transport.requests[0]!.headers).not.toHaveProperty('Authorization');
  });

  it('no Authorization header on a protected URL without a session', async () => {
    const transport = new ScriptedTransport().reply(endpoints.memberInfo.path, ok());
    const { api } = requestLayerHarness(transport);
    await api.get(endpoints.memberInfo);
    expect(transport.requests[0]!.headers).not.toHaveProperty('Authorization');
  });

  it('the Device header goes only where the spec says (login)', async () => {
    const transport = new ScriptedTransport()
      .reply(endpoints.rsaKey.path, ok('abcd'))
      .reply(endpoints.login.path, ok({ token: 't' }))
      .reply(endpoints.gameMatches.path, ok());
    const { api } = requestLayerHarness(transport, { cipher: fakeCipher });
    await api.post(endpoints.login, { username: 'u' });
    await api.get(endpoints.gameMatches);
    expect(transport.to(endpoints.login.path)[0]!.headers.Device).toHaveLength(36);
    expect(transport.to(endpoints.gameMatches.path)[0]!.headers).not.toHaveProperty('Device');
  });

  it('"Defaults: 30000 ms timeout"; game launch 10 s; no-cache rows carry a timestamp', async () => {
    const transport = new ScriptedTransport().reply(endpoints.gameMatches.path, ok()).reply(endpoints.launchGame.path, ok()).reply(endpoints.systemStatus.path, ok());
    const { api, time } = requestLayerHarness(transport);
    await api.get(endpoints.gameMatches);
    await api.post(endpoints.launchGame, {});
    await api.get(endpoints.systemStatus, { query: { device: 'MOBILE' } });
    expect(transport.requests.map((r) => r.timeoutMs)).toEqual([30000, 10000, 30000]);
    expect(transport.requests[2]!.query).toEqual({ device: 'MOBILE', _: time.now() });
  });

  it('POST, PUT and DELETE send their method and body', async () => {
    const transport = new ScriptedTransport().reply(endpoints.tokenSync.path, ok());
    const { api } = requestLayerHarness(transport);
    await api.post(endpoints.tokenSync, { a: 1 });
    await api.put(endpoints.tokenSync, { b: 2 });
    await api.delete(endpoints.tokenSyncRemove);
    expect(transport.requests.map((r) => [r.method, r.body])).toEqual([
      ['POST', { a: 1 }],
      ['PUT', { b: 2 }],
      ['DELETE', undefined],
    ]);
  });

  it('"Responses resolve to the body"', async () => {
    const transport = new ScriptedTransport().reply(endpoints.gameMatches.path, ok({ matches: [1] }));
    const { api } = requestLayerHarness(transport);
    expect(await api.get(endpoints.gameMatches)).toEqual({ success: true, value: { matches: [1] } });
  });

  it('"Failures are rejected with the response, with the request body attached"', async () => {
    const body = { language: 'EN' };
    const response = { success: false, message: 'nope', errorCode: 'x.y' };
    const transport = new ScriptedTransport().reply(endpoints.memberLanguage.path, fails(200, response));
    const { api } = requestLayerHarness(transport);
    const failure = await rejection(api.post(endpoints.memberLanguage, body));
    expect(failure.response).toEqual(response);
    expect(failure.requestBody).toEqual(body);
    expect(failure.errorCode).toBe('x.y');
    expect(failure.status).toBe(200);
  });

  it('"Missing URL: url is null check", and nothing is sent', async () => {
    const transport = new ScriptedTransport();
    const { api } = requestLayerHarness(transport);
    const missing: EndpointSpec = { ...endpoints.gameMatches, path: '' };
    const failure = await rejection(api.get(missing));
    expect(failure.message).toBe('url is null check');
    expect(transport.requests).toHaveLength(0);
  });
});

describe('encrypted calls (shell §7 "POST may encrypt the payload")', () => {
  it('fetches the key with a timestamp, sends {value} and the Encryption, X-Digest and X-RSA headers', async () => {
    const transport = new ScriptedTransport()
      .reply(endpoints.rsaKey.path, { kind: 'response', status: 200, body: '"ABCDEF0123"' })
      .reply(endpoints.login.path, ok({ token: 't' }));
    const { api, time } = requestLayerHarness(transport, { cipher: fakeCipher });
    await api.post(endpoints.login, { username: 'u', password: 'p' });
    const [keyRequest, login] = transport.requests;
    expect(keyRequest!.url).toBe('/wps/session/key/rsa');
    expect(keyRequest!.query).toEqual({ _: time.now() });
    expect(login!.body).toEqual({ value: 'enc({"username":"u","password":"p"})' });
    expect(login!.headers).toMatchObject({ Encryption: 'rsa(ABCDEF0123)', 'X-Digest': 'd1', 'X-RSA': 'hex:abc' });
  });

  it('a failed encrypted call carries the body as sent ({value}), never the plaintext password', async () => {
    const transport = new ScriptedTransport()
      .reply(endpoints.rsaKey.path, ok('abcd'))
      .reply(endpoints.login.path, fails(200, { success: false, errorCode: 'login.cred.err' }));
    const { api } = requestLayerHarness(transport, { cipher: fakeCipher });
    const failure = await rejection(api.post(endpoints.login, { password: 'secret' }));
    expect(failure.requestBody).toEqual({ value: 'enc({"password":"secret"})' });
  });

  it('accepts the key inside the envelope', async () => {
    const transport = new ScriptedTransport()
      .reply(endpoints.rsaKey.path, ok('-----BEGIN PUBLIC KEY-----\nMFw=\n-----END PUBLIC KEY-----'))
      .reply(endpoints.register.path, ok());
    const { api } = requestLayerHarness(transport, { cipher: fakeCipher });
    await api.post(endpoints.register, {});
    expect(transport.to(endpoints.register.path)[0]!.headers.Encryption).toContain('BEGIN PUBLIC KEY');
  });

  it('the cipher is loaded only when the first encrypted call is made', async () => {
    const transport = new ScriptedTransport().reply(endpoints.gameMatches.path, ok()).reply(endpoints.rsaKey.path, ok('ab')).reply(endpoints.login.path, ok());
    const { api, cipherLoads } = requestLayerHarness(transport, { cipher: fakeCipher });
    await api.get(endpoints.gameMatches);
    expect(cipherLoads.count).toBe(0);
    await api.post(endpoints.login, {});
    expect(cipherLoads.count).toBe(1);
  });

  it('"Encryption failure: message shown and call rejected" when the key cannot be fetched', async () => {
    const transport = new ScriptedTransport().reply(endpoints.rsaKey.path, fails(500, 'down'));
    const { api, notices } = requestLayerHarness(transport, { cipher: fakeCipher });
    const failure = await rejection(api.post(endpoints.login, { password: 'secret' }));
    expect(failure.failureCause).toBe('encryption');
    expect(failure.requestBody).toBeUndefined();
    expect(notices.dialogTexts()).toEqual([{ key: 'encryption_failed' }]);
    expect(transport.to(endpoints.login.path)).toHaveLength(0);
  });

  it('"Encryption failure" when the cipher itself fails', async () => {
    const broken: PayloadCipher = { encrypt: () => Promise.reject(new Error('bad key')) };
    const transport = new ScriptedTransport().reply(endpoints.rsaKey.path, ok('zz'));
    const { api, notices } = requestLayerHarness(transport, { cipher: broken });
    await rejection(api.post(endpoints.register, {}));
    expect(notices.dialogTexts()).toEqual([{ key: 'encryption_failed' }]);
  });
});

describe('what the player sees when a call fails', () => {
  it('auth failure: session cleared, one "please login" dialog for many calls, confirm leads to /m/login', async () => {
    const transport = new ScriptedTransport()
      .reply(endpoints.launchChat.path, fails(401, {}))
      .reply(endpoints.launchGame.path, fails(200, { success: false, errorCode: 'user.or.token.invalid' }));
    const h = requestLayerHarness(transport);
    h.session.write(session);
    await Promise.all([rejection(h.api.post(endpoints.launchChat, {})), rejection(h.api.post(endpoints.launchGame, {}))]);
    expect(h.session.read()).toBeNull();
    expect(h.notices.dialogTexts()).toEqual([{ key: 'please_login' }]);
    expect(h.navigator.visited).toEqual([]);
    h.notices.confirmTop();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(h.navigator.visited).toEqual(['/m/login']);
  });

  it('HTTP 502 is rejected silently', async () => {
    const transport = new ScriptedTransport().reply(endpoints.gameMatches.path, fails(502, '<html>'));
    const { api, notices } = requestLayerHarness(transport);
    const failure = await rejection(api.get(endpoints.gameMatches));
    expect(failure.status).toBe(502);
    expect(notices.state.dialogs).toHaveLength(0);
    expect(notices.state.toasts).toHaveLength(0);
  });

  it('offline on https: "network offline" toast that lasts 1.5 s', async () => {
    const transport = new ScriptedTransport().reply(endpoints.gameMatches.path, { kind: 'no-response' });
    const { api, notices, time } = requestLayerHarness(transport, { secure: true, online: false });
    await rejection(api.get(endpoints.gameMatches));
    expect(notices.toastTexts()).toEqual([{ key: 'network_offline' }]);
    time.advance(1499);
    expect(notices.toastTexts()).toHaveLength(1);
    time.advance(1);
    expect(notices.toastTexts()).toHaveLength(0);
  });

  it('a failure says whether the request layer told the player (a notice or a toast) so the caller adds none', async () => {
    const told = async (outcome: Parameters<ScriptedTransport['reply']>[1], options: { online?: boolean; alert?: boolean } = {}) => {
      const transport = new ScriptedTransport().reply(endpoints.gameMatches.path, outcome);
      const { api } = requestLayerHarness(transport, { online: options.online ?? true });
      return (await rejection(api.get(endpoints.gameMatches, { alert: options.alert ?? true }))).told;
    };
    // The offline toast, whatever the alert switch.
    expect(await told({ kind: 'no-response' }, { online: false, alert: false })).toBe(true);
    expect(await told({ kind: 'timeout' })).toBe(true);
    expect(await told({ kind: 'timeout' }, { alert: false })).toBe(false);
    // 502: nothing shown; 401: the session ends and the player is asked to log in, which is no notice of this failure.
    expect(await told(fails(502))).toBe(false);
    expect(await told(fails(401))).toBe(false);
    expect(new RequestFailure({ cause: 'business', message: 'm' }).told).toBe(false);
  });

  it('a call with its alert off carries the notice the catalogue owes the player (shell §8), for its caller to show', async () => {
    const owed = async (outcome: Parameters<ScriptedTransport['reply']>[1], options: { online?: boolean; secure?: boolean; alert?: boolean } = {}) => {
      const transport = new ScriptedTransport().reply(endpoints.gameMatches.path, outcome);
      const { api, notices } = requestLayerHarness(transport, { online: options.online ?? true, secure: options.secure ?? true });
      const failure = await rejection(api.get(endpoints.gameMatches, { alert: options.alert ?? false }));
      return { owed: failure.owedNotice, shown: notices.state.dialogs.length };
    };
    // "Other failures: Notice dialog with the server message, or 'unknown error'".
    expect(await owed(fails(200, { success: false, message: 'Wrong password' }))).toEqual({ owed: { raw: 'Wrong password' }, shown: 0 });
    expect(await owed(fails(200, { success: false }))).toEqual({ owed: { key: 'unknown_error' }, shown: 0 });
    expect(await owed(fails(500))).toEqual({ owed: { key: 'unknown_error' }, shown: 0 });
    expect(await owed({ kind: 'response', status: 200, body: '<html>' })).toEqual({ owed: { key: 'unknown_error' }, shown: 0 });
    expect(await owed({ kind: 'timeout' })).toEqual({ owed: { key: 'timeout_retry_please' }, shown: 0 });
    expect(await owed({ kind: 'no-response' }, { secure: false })).toEqual({ owed: { raw: 'Network Error / CORS Errors' }, shown: 0 });
    // "HTTP 502: Rejected silently"; "Error code starting with TOO_MANY_REQUEST: No dialog".
    expect(await owed(fails(502))).toEqual({ owed: null, shown: 0 });
    expect(await owed(fails(200, { success: false, errorCode: 'TOO_MANY_REQUEST_LOGIN', message: 'slow down' }))).toEqual({ owed: null, shown: 0 });
    // An ended session asks to log in instead; the offline toast was shown already.
    expect((await owed(fails(401))).owed).toBeNull();
    expect((await owed({ kind: 'no-response' }, { online: false })).owed).toBeNull();
    // A call with its alert on showed the notice itself: nothing is owed.
    expect(await owed(fails(200, { success: false, message: 'Wrong password' }), { alert: true })).toEqual({ owed: null, shown: 1 });
    expect(new RequestFailure({ cause: 'business', message: 'm' }).owedNotice).toBeNull();
  });

  it('token_ip_different turns auto login off', async () => {
    const transport = new ScriptedTransport().reply(endpoints.gameMatches.path, fails(200, { success: false, errorCode: 'token_ip_different' }));
    const { api, autoLogin } = requestLayerHarness(transport);
    await rejection(api.get(endpoints.gameMatches));
    expect(autoLogin.disabled).toBe(true);
  });

  it('a transport timeout shows timeout_retry_please', async () => {
    const transport = new ScriptedTransport().reply(endpoints.launchGame.path, { kind: 'timeout' });
    const { api, notices } = requestLayerHarness(transport);
    const failure = await rejection(api.post(endpoints.launchGame, {}));
    expect(failure.failureCause).toBe('timeout');
    expect(notices.dialogTexts()).toEqual([{ key: 'timeout_retry_please' }]);
  });

  it('"after an error, toasts are hidden every 1 s, up to 3 times"', async () => {
    const transport = new ScriptedTransport().reply(endpoints.gameMatches.path, fails(500));
    const { api, notices, time } = requestLayerHarness(transport);
    notices.showLoading({ key: 'loading' });
    await rejection(api.get(endpoints.gameMatches, { alert: false }));
    expect(time.pending()).toBe(3);
    time.advance(999);
    expect(notices.toastTexts()).toHaveLength(1);
    time.advance(1);
    expect(notices.toastTexts()).toHaveLength(0);
    notices.showLoading({ key: 'loading' });
    time.advance(1000);
    expect(notices.toastTexts()).toHaveLength(0);
    notices.showLoading({ key: 'loading' });
    time.advance(1000);
    expect(notices.toastTexts()).toHaveLength(0);
    notices.showLoading({ key: 'loading' });
    time.advance(1000);
    expect(notices.toastTexts()).toHaveLength(1);
  });

  it('a 2xx answer that is not the envelope is rejected as malformed', async () => {
    const transport = new ScriptedTransport().reply(endpoints.gameMatches.path, { kind: 'response', status: 200, body: '<html>' });
    const { api, notices } = requestLayerHarness(transport);
    const failure = await rejection(api.get(endpoints.gameMatches));
    expect(failure.failureCause).toBe('malformed-response');
    expect(notices.dialogTexts()).toEqual([{ key: 'unknown_error' }]);
  });
});

describe('request layer rules pinned by the mutation check', () => {
  function clientWith(context: { merchantCode: string; language: string; device: string | null }, transport: ScriptedTransport) {
    const h = requestLayerHarness(transport);
    const api = new ApiClient({
      transport,
      cipherLoader: { load: async () => fakeCipher },
      cache: h.cache,
      session: h.session,
      context: { merchantCode: () => context.merchantCode, language: () => context.language, device: () => context.device },
      network: { isSecure: () => true, isOnline: () => true },
      clock: h.time,
      reporter: new FailureReporter(h.notices, h.session, h.navigator, h.autoLogin, h.time),
    });
    return { ...h, api };
  }

  it('shell §7 "Empty headers are dropped": a \'\' Merchant, a null Device, an extraHeaders entry set to \'\' are not sent', async () => {
    const transport = new ScriptedTransport().reply(endpoints.rsaKey.path, ok('abcd')).reply(endpoints.login.path, ok());
    const { api } = clientWith({ merchantCode: '', language: 'EN', device: null }, transport);
    await api.post(endpoints.login, {}, { extraHeaders: { 'X-Empty': '', 'X-Kept': 'k' } });
    const login = transport.to(endpoints.login.path)[0]!;
    expect(Object.keys(login.headers).sort()).toEqual(
      ['Content-Type', 'Encryption', 'Language', 'ModuleId', 'X-Digest', 'X-Kept', 'X-RSA'].sort(),
    );
    expect(Object.values(login.headers).every((value) => value !== '')).toBe(true);
  });

  it('no header is sent with an empty value on an ordinary call either (no token, no module id)', async () => {
    const transport = new ScriptedTransport().reply(endpoints.gameMatches.path, ok());
    const { api } = requestLayerHarness(transport);
    await api.get(endpoints.gameMatches);
    expect(Object.keys(transport.requests[0]!.headers).sort()).toEqual(['Content-Type', 'Language', 'Merchant']);
  });

  it('player-journey §8 "Offline: network offline message for 1.5 s (https only)": offline on plain http shows "Network Error / CORS Errors", no toast', async () => {
    const transport = new ScriptedTransport().reply(endpoints.gameMatches.path, { kind: 'no-response' });
    const { api, notices } = requestLayerHarness(transport, { secure: false, online: false });
    const failure = await rejection(api.get(endpoints.gameMatches));
    expect(failure.message).toBe('Network Error / CORS Errors');
    expect(notices.dialogTexts()).toEqual([{ raw: 'Network Error / CORS Errors' }]);
    expect(notices.toastTexts()).toEqual([]);
  });

  it('on plain http while online, no answer is the "Network Error / CORS Errors" notice too', async () => {
    const transport = new ScriptedTransport().reply(endpoints.gameMatches.path, { kind: 'no-response' });
    const { api, notices } = requestLayerHarness(transport, { secure: false, online: true });
    await rejection(api.get(endpoints.gameMatches));
    expect(notices.dialogTexts()).toEqual([{ raw: 'Network Error / CORS Errors' }]);
  });

  it('token_ip_different on a call with alerts off (member/info) turns auto login off, without a dialog', async () => {
    const transport = new ScriptedTransport().reply(endpoints.memberInfo.path, fails(200, { success: false, errorCode: 'token_ip_different' }));
    const h = requestLayerHarness(transport);
    h.session.write(session);
    await rejection(h.api.get(endpoints.memberInfo));
    expect(h.autoLogin.disabled).toBe(true);
    expect(h.notices.dialogTexts()).toEqual([]);
  });

  it('an auth failure on a silent call (member/info) still shows the "please login" dialog, once for several calls', async () => {
    const transport = new ScriptedTransport()
      .reply(endpoints.memberInfo.path, fails(401, { success: false, message: 'CUSTOMER_NOT_LOGIN' }))
      .reply(endpoints.unreadCount.path, fails(200, { success: false, errorCode: 'login.not.session' }))
      .reply(endpoints.launchChat.path, fails(401, {}));
    const h = requestLayerHarness(transport);
    h.session.write(session);
    await Promise.all([
      rejection(h.api.get(endpoints.memberInfo)),
      rejection(h.api.get(endpoints.unreadCount)),
      rejection(h.api.post(endpoints.launchChat, {})),
    ]);
    expect(h.session.read()).toBeNull();
    expect(h.notices.dialogTexts()).toEqual([{ key: 'please_login' }]);
  });

  it('a failure speaks for the session it was sent with: logged out meanwhile, its 401 ends nothing and asks nobody to log in', async () => {
    const transport = new ScriptedTransport().reply(endpoints.memberLanguage.path, fails(401, { success: false, message: 'CUSTOMER_NOT_LOGIN' }));
    const h = requestLayerHarness(transport);
    h.session.write(session);
    const failure = await failureAfter(transport, () => h.api.post(endpoints.memberLanguage, { language: 'EN' }), () => h.session.clear());
    expect(failure.sessionEnded).toBe(true);
    expect(h.notices.dialogTexts()).toEqual([]);
  });

  it('a newer login while an old call was under way: the old call\'s 401 leaves the new session alone', async () => {
    const transport = new ScriptedTransport().reply(endpoints.memberLanguage.path, fails(401, { success: false, message: 'CUSTOMER_NOT_LOGIN' }));
    const h = requestLayerHarness(transport);
    h.session.write(session);
    await failureAfter(transport, () => h.api.post(endpoints.memberLanguage, { language: 'EN' }), () => h.session.write({ ...session, token: 'T2' }));
    expect(h.session.read()?.token).toBe('T2');
    expect(h.notices.dialogTexts()).toEqual([]);
  });

  it('an explicit token is the bearer where the catalogue sends one, never to a tokenless row or another origin', async () => {
    const transport = new ScriptedTransport().reply(endpoints.logout.path, ok()).reply(endpoints.systemCountry.path, ok());
    const { api } = requestLayerHarness(transport);
    await api.post(endpoints.logout, undefined, { token: 'OLD' });
    await api.get(endpoints.systemCountry, { token: 'OLD' });
    await api.post(endpoints.logout, undefined, { token: 'OLD', baseUrl: 'https://other.example' }).catch(() => undefined);
    expect(transport.requests.map((r) => r.headers.Authorization)).toEqual(['Bearer OLD', undefined, undefined]);
  });

  it('a failure that is not about the session says so (sessionEnded false), even when it shows a notice', async () => {
    const transport = new ScriptedTransport().reply(endpoints.launchChat.path, fails(500, 'down'));
    const h = requestLayerHarness(transport);
    h.session.write(session);
    expect((await rejection(h.api.post(endpoints.launchChat, {}))).sessionEnded).toBe(false);
    expect(h.notices.dialogTexts()).not.toEqual([]);
  });

  it('only the session\'s own effects are dropped for a session let go: the call\'s other notice still shows', async () => {
    const transport = new ScriptedTransport().reply(endpoints.launchChat.path, fails(500, 'down'));
    const h = requestLayerHarness(transport);
    h.session.write(session);
    await failureAfter(transport, () => h.api.post(endpoints.launchChat, {}), () => h.session.clear());
    expect(h.notices.dialogTexts()).not.toEqual([]);
  });

  it('a call the catalogue sends without a token, answered "not logged in", still ends the session and asks (shell §8)', async () => {
    const transport = new ScriptedTransport().reply(endpoints.appPromptSettings.path, fails(401, {}));
    const h = requestLayerHarness(transport);
    await failureAfter(transport, () => h.api.get(endpoints.appPromptSettings), () => h.session.write(session));
    expect(h.session.read()).toBeNull();
    expect(h.notices.dialogTexts()).toEqual([{ key: 'please_login' }]);
  });

  it('parallel identical POSTs are each sent (only GETs are merged)', async () => {
    const transport = new ScriptedTransport().reply(endpoints.tokenSync.path, ok());
    const { api } = requestLayerHarness(transport);
    const release = transport.hold();
    const calls = [api.post(endpoints.tokenSync, { a: 1 }), api.post(endpoints.tokenSync, { a: 1 })];
    release();
    await Promise.all(calls);
    expect(transport.requests).toHaveLength(2);
  });

  it('the session cache is kept per merchant and language; rows not marked cacheable never touch it', async () => {
    const transport = new ScriptedTransport().reply(endpoints.systemCountry.path, ok()).reply(endpoints.gameMatches.path, ok());
    const { api, cache } = requestLayerHarness(transport, { merchantCode: 'DEMO2', language: 'EN' });
    await api.get(endpoints.gameMatches);
    expect(cache.keys()).toEqual([]);
    await api.get(endpoints.systemCountry, { query: { merchant: 'DEMO2' } });
    expect(cache.keys()).toEqual(['wps-cache:DEMO2:EN:/wps/system/country?merchant=DEMO2']);
  });

  it('a cached entry that is not a successful envelope is dropped and fetched again', async () => {
    const transport = new ScriptedTransport().reply(endpoints.systemCountry.path, ok({ fresh: true }));
    const { api, cache } = requestLayerHarness(transport);
    await api.get(endpoints.systemCountry);
    const [key] = cache.keys();
    cache.set(key!, JSON.stringify({ success: false, value: { stale: true } }));
    expect((await api.get(endpoints.systemCountry)).value).toEqual({ fresh: true });
    cache.set(key!, JSON.stringify({ value: { stale: true } }));
    expect((await api.get(endpoints.systemCountry)).value).toEqual({ fresh: true });
    expect(transport.requests).toHaveLength(3);
  });

  it('a GET never carries a body; a POST without a payload sends none; rows without no-cache send no timestamp', async () => {
    const transport = new ScriptedTransport().reply(endpoints.gameMatches.path, ok()).reply(endpoints.tokenSync.path, ok());
    const { api } = requestLayerHarness(transport);
    await api.call(endpoints.gameMatches, { body: { x: 1 } });
    await api.post(endpoints.tokenSync);
    expect(transport.requests.map((r) => 'body' in r)).toEqual([false, false]);
    expect('query' in transport.requests[0]!).toBe(false);
  });

  it.each([199, 300, 302, 404])('HTTP %i is a failure even with a successful envelope', async (status) => {
    const transport = new ScriptedTransport().reply(endpoints.gameMatches.path, fails(status, { success: true, value: 1 }));
    const { api } = requestLayerHarness(transport);
    const failure = await rejection(api.get(endpoints.gameMatches));
    expect([failure.failureCause, failure.status]).toEqual(['http-status', status]);
  });

  it('HTTP 200 and 299 with a successful envelope resolve; a failed envelope is a business failure', async () => {
    let status = 200;
    const transport = new ScriptedTransport().reply(endpoints.gameMatches.path, () => fails(status, { success: true }));
    const { api } = requestLayerHarness(transport);
    await api.get(endpoints.gameMatches);
    status = 299;
    await api.get(endpoints.gameMatches);
    transport.reply(endpoints.gameMatches.path, fails(200, { success: false }));
    expect((await rejection(api.get(endpoints.gameMatches))).failureCause).toBe('business');
  });
});

describe('the public key fetch (wire-notes §1, docs/decisions.md "Public key answer form")', () => {
  const keyCase = (keyReply: TransportOutcome) => {
    const transport = new ScriptedTransport().reply(endpoints.rsaKey.path, keyReply).reply(endpoints.login.path, ok());
    const h = requestLayerHarness(transport, { cipher: fakeCipher });
    h.session.write(session);
    return { ...h, transport };
  };

  it('GET, with no Authorization even for a logged-in player', async () => {
    const h = keyCase(ok('abcd'));
    await h.api.post(endpoints.login, {});
    const [keyRequest] = h.transport.to(endpoints.rsaKey.path);
    expect(keyRequest!.method).toBe('GET');
    expect(keyRequest!.headers).not.toHaveProperty('Authorization');
  });

  it('surrounding space and quotes are removed, quotes inside kept', async () => {
    const h = keyCase({ kind: 'response', status: 200, body: '  ""AB"CD""  ' });
    await h.api.post(endpoints.login, {});
    expect(h.transport.to(endpoints.login.path)[0]!.headers.Encryption).toBe('rsa(AB"CD)');
  });

  it.each<[string, TransportOutcome, string]>([
    ['no answer', { kind: 'no-response' }, 'no-response'],
    ['a timeout', { kind: 'timeout' }, 'timeout'],
  ])('the key request with %s is the network row of the catalogue, not an encryption failure: nothing sent, rejected as %s', async (_, reply, cause) => {
    const h = keyCase(reply);
    const failure = await rejection(h.api.post(endpoints.login, {}));
    expect(failure.failureCause).toBe(cause);
    expect(h.transport.to(endpoints.login.path)).toHaveLength(0);
  });

  it('"Network offline on https: toast \'network offline\'" when the key request gets no answer offline (not the encryption notice)', async () => {
    const transport = new ScriptedTransport().reply(endpoints.rsaKey.path, { kind: 'no-response' });
    const h = requestLayerHarness(transport, { cipher: fakeCipher, online: false });
    await rejection(h.api.post(endpoints.login, { password: 'secret' }));
    expect(h.notices.dialogTexts()).toEqual([]);
    expect(h.notices.toastTexts()).toEqual([{ key: 'network_offline' }]);
  });

  it("the cipher's code not downloadable while offline is the network's row too; online, an encryption failure", async () => {
    const transport = new ScriptedTransport().reply(endpoints.rsaKey.path, ok('ab'));
    const offline = requestLayerHarness(transport, { online: false });
    expect((await rejection(offline.api.post(endpoints.login, {}))).failureCause).toBe('no-response');
    const online = requestLayerHarness(transport, {});
    expect((await rejection(online.api.post(endpoints.login, {}))).failureCause).toBe('encryption');
  });

  it.each<[string, TransportOutcome]>([
    ['HTTP 199', { kind: 'response', status: 199, body: 'abcd' }],
    ['HTTP 300', { kind: 'response', status: 300, body: 'abcd' }],
    ['HTTP 404', { kind: 'response', status: 404, body: 'abcd' }],
    ['a number', { kind: 'response', status: 200, body: 12345 }],
    ['an envelope without a string value', ok({ key: 'abcd' })],
    ['only spaces', { kind: 'response', status: 200, body: '   ' }],
  ])('"Encryption failure: message shown and call rejected" when the key answer is %s', async (_, reply) => {
    const h = keyCase(reply);
    const failure = await rejection(h.api.post(endpoints.login, {}));
    expect(failure.failureCause).toBe('encryption');
    expect(h.transport.to(endpoints.login.path)).toHaveLength(0);
  });
});

describe('plain answers through the request layer (shell §7 named calls: the web manifest)', () => {
  const manifestPath = endpoints.webManifest.path;

  it('"GET /wps/system/manifest.json with query merchantCode plus a timestamp" carries every header of the layer: Merchant, Language (no ModuleId in the catalogue)', async () => {
    const transport = new ScriptedTransport().reply(manifestPath, { kind: 'response', status: 200, body: { name: 'Srv' } });
    const { api, time } = requestLayerHarness(transport, { merchantCode: 'DEMO2', language: 'TH' });
    expect(await api.getPlain(endpoints.webManifest, { query: { merchantCode: 'DEMO2' } })).toEqual({ name: 'Srv' });
    expect(transport.requests).toEqual([
      {
        method: 'GET',
        url: manifestPath,
        query: { merchantCode: 'DEMO2', _: time.now() },
        headers: { 'Content-Type': 'application/json', Merchant: 'DEMO2', Language: 'TH' },
        timeoutMs: endpoints.webManifest.timeoutMs,
      },
    ]);
  });

  it('a row with a module id and a token sends them too; another origin gets no token; a row without no-cache and query sends none', async () => {
    const transport = new ScriptedTransport().reply(endpoints.memberInfo.path, { kind: 'response', status: 200, body: 'plain' });
    const h = requestLayerHarness(transport);
    h.session.write(session);
    const row = { ...endpoints.memberInfo, moduleId: 'COMM3' };
    expect(await h.api.getPlain(row)).toBe('plain');
    await h.api.getPlain(row, { baseUrl: 'https://other.example' });
    const [own, other] = transport.requests;
    expect(own).toEqual({
      method: 'GET',
      url: endpoints.memberInfo.path,
      headers: { 'Content-Type': 'application/json', Merchant: 'DEMO1', Language: 'CN', ModuleId: 'COMM3', Authorization: 'Bearer tok-1' },
      timeoutMs: endpoints.memberInfo.timeoutMs,
    });
    expect(other!.url).toBe(`https://other.example${endpoints.memberInfo.path}`);
    expect(other!.headers).not.toHaveProperty('Authorization');
  });

  it('any 2xx answer resolves as it came, even one that is not the envelope; 199 and 300 are failures', async () => {
    for (const [status, resolves] of [[200, true], [299, true], [199, false], [300, false], [404, false]] as const) {
      const transport = new ScriptedTransport().reply(manifestPath, { kind: 'response', status, body: '<html>' });
      const { api } = requestLayerHarness(transport);
      if (resolves) expect(await api.getPlain(endpoints.webManifest)).toBe('<html>');
      else expect((await rejection(api.getPlain(endpoints.webManifest))).status).toBe(status);
    }
  });

  it('failures are classified like any call: timeout, no answer (offline toast on https), the catalogue alert switch', async () => {
    const timedOut = requestLayerHarness(new ScriptedTransport().reply(manifestPath, { kind: 'timeout' }));
    expect((await rejection(timedOut.api.getPlain(endpoints.webManifest))).failureCause).toBe('timeout');
    expect(timedOut.notices.state.dialogs).toHaveLength(0);
    const offline = requestLayerHarness(new ScriptedTransport().reply(manifestPath, { kind: 'no-response' }), { online: false });
    expect((await rejection(offline.api.getPlain(endpoints.webManifest))).failureCause).toBe('no-response');
    expect(offline.notices.toastTexts()).toEqual([{ key: 'network_offline' }]);
    const failing = requestLayerHarness(new ScriptedTransport().reply(manifestPath, fails(500, { success: false, message: 'down' })));
    const failure = await rejection(failing.api.getPlain(endpoints.webManifest, { alert: true }));
    expect(failure).toMatchObject({ failureCause: 'http-status', status: 500, response: { success: false, message: 'down' } });
    expect(failing.notices.dialogTexts()).toEqual([{ raw: 'down' }]);
  });

  it('"Missing URL: url is null check", and nothing is sent', async () => {
    const transport = new ScriptedTransport();
    const { api } = requestLayerHarness(transport);
    const failure = await rejection(api.getPlain({ ...endpoints.webManifest, path: '' }));
    expect(failure.message).toBe('url is null check');
    expect(transport.requests).toHaveLength(0);
  });
});
