import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from './db';
import { RSA_MODULUS_HEX, RSA_PUBLIC_KEY_PEM } from './keys';
import { mockServer, resetMock } from './node';
import { lastDecrypted, requestLog } from './request-log';
import { scenarios } from './scenarios';
import { call, callEncrypted, fetchKey, LOGIN_CONTEXT, loginToken, REGISTRATION_CONTEXT, seal } from './test-wire-client';

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mockServer.close());
beforeEach(() => resetMock());

const LOGIN = '/wps/session/login';

describe('GET /wps/session/key/rsa', () => {
  it('"answers with the RSA public key as a bare hexadecimal modulus (… sometimes wrapped in quotes)" for DEMO1', async () => {
    const response = await fetch('https://m.demo.test/wps/session/key/rsa?_=1', { headers: { Merchant: 'DEMO1', Language: 'EN' } });
    expect(await response.text()).toBe(`"${RSA_MODULUS_HEX}"`);
  });

  it('"Other deployments answer with a PEM / base64 SPKI key" in the envelope for DEMO2', async () => {
    const answer = await call('/wps/session/key/rsa', { merchant: 'DEMO2', query: { _: '1' } });
    expect(answer.body).toEqual({ success: true, value: RSA_PUBLIC_KEY_PEM });
  });
});

describe.each([
  ['DEMO1', 'hex'],
  ['DEMO2', 'pem'],
])('encrypted login, merchant %s (%s key)', (merchant, form) => {
  it('"the payload decrypted by the mock equals what was sent", and a session is created', async () => {
    const payload = { username: 'player01', password: 'Passw0rd!', type: 'username', ...LOGIN_CONTEXT };
    const answer = await callEncrypted(LOGIN, payload, { merchant });
    expect(answer.status).toBe(200);
    expect(lastDecrypted(LOGIN)).toEqual(payload);
    expect(requestLog.last(LOGIN)?.headers['x-rsa']).toMatch(new RegExp(`^${form}:[0-9a-f]{16}$`));
    const value = (answer.body as { value: { token: string } }).value;
    expect(answer.body).toMatchObject({
      success: true,
      value: { firstTimeLogin: false, passwordExpired: false, userName: 'player01', customerType: 0 },
    });
    expect(db.sessions.findFirst((q) => q.where({ token: value.token, merchantCode: merchant }))).toBeDefined();
  });

  it('"deployed servers reject replays": the same sealed request sent twice is refused with encryption.invalid', async () => {
    const sealed = seal({ username: 'player01', password: 'Passw0rd!', type: 'username', ...LOGIN_CONTEXT }, await fetchKey(merchant));
    const first = await call(LOGIN, { merchant, body: sealed.body, headers: sealed.headers });
    const second = await call(LOGIN, { merchant, body: sealed.body, headers: sealed.headers });
    expect(first.status).toBe(200);
    expect(second.status).toBe(400);
    expect(second.body).toMatchObject({ success: false, errorCode: 'encryption.invalid' });
  });

  it('"the mock backend checks all three": a bad X-Digest is refused with HTTP 400 encryption.invalid', async () => {
    const answer = await callEncrypted(LOGIN, { username: 'player01', password: 'Passw0rd!' }, { merchant, headers: { 'X-Digest': 'f'.repeat(64) } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, errorCode: 'encryption.invalid' });
    expect(db.sessions.count()).toBe(0);
  });

  it('a plain (unencrypted) login body is refused with encryption.invalid', async () => {
    const answer = await call(LOGIN, { merchant, body: { username: 'player01', password: 'Passw0rd!' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ errorCode: 'encryption.invalid' });
  });
});

describe('login answers', () => {
  it('"login.cred.err" for a wrong password', async () => {
    const answer = await callEncrypted(LOGIN, { username: 'player01', password: 'nope', type: 'username', ...LOGIN_CONTEXT });
    expect(answer.body).toMatchObject({ success: false, errorCode: 'login.cred.err', message: expect.any(String) });
  });

  it('"not.exists.user" for an unknown user', async () => {
    const answer = await callEncrypted(LOGIN, { username: 'ghost99', password: 'Passw0rd!', type: 'username', ...LOGIN_CONTEXT });
    expect(answer.body).toMatchObject({ success: false, errorCode: 'not.exists.user' });
  });

  it('"Forced password change applies when firstTimeLogin is set": newbie01 logs in with firstTimeLogin true', async () => {
    const answer = await callEncrypted(LOGIN, { username: 'newbie01', password: 'Passw0rd!', type: 'username', ...LOGIN_CONTEXT });
    expect(answer.body).toMatchObject({ success: true, value: { firstTimeLogin: true } });
  });

  it('"login_verify_required with options (email, ga, sms, payeeName)" then login/verification finishes the login', async () => {
    scenarios.set({ secondFactor: { required: true } });
    const first = await callEncrypted(LOGIN, { username: 'player01', password: 'Passw0rd!', type: 'username', ...LOGIN_CONTEXT });
    expect(first.body).toEqual({
      success: false,
      errorCode: 'login_verify_required',
      message: expect.any(String),
      value: { options: ['email', 'ga', 'sms', 'payeeName'] },
    });
    const wrong = await callEncrypted('/wps/session/login/verification', {
      username: 'player01',
      password: 'Passw0rd!',
      method: 'G',
      authCode: '000000',
    });
    expect(wrong.body).toMatchObject({ success: false, errorCode: 'login.verify.err' });
    const right = await callEncrypted('/wps/session/login/verification', {
      username: 'player01',
      password: 'Passw0rd!',
      method: 'P',
      payeeName: 'Juan Dela Cruz',
    });
    expect(right.body).toMatchObject({ success: true, value: { token: expect.any(String), userName: 'player01' } });
  });

  it('"bind_customer_required" for a social login whose id token no member holds', async () => {
    const answer = await callEncrypted(LOGIN, { type: 'firebase', ...LOGIN_CONTEXT, firebaseChannel: 'google', firebaseIdToken: 'fake-idtoken.google.unknown' });
    expect(answer.body).toMatchObject({ success: false, errorCode: 'bind_customer_required' });
    const junk = await callEncrypted(LOGIN, { type: 'firebase', ...LOGIN_CONTEXT, firebaseChannel: 'google', firebaseIdToken: 'unknown' });
    expect(junk.body).toMatchObject({ success: false, errorCode: 'auth/invalid-id-token' });
    const bound = await callEncrypted(LOGIN, { type: 'firebase', ...LOGIN_CONTEXT, firebaseChannel: 'google', firebaseIdToken: 'fake-idtoken.google.player01' });
    expect(bound.body).toMatchObject({ success: true, value: { userName: 'player01' } });
  });
});

describe('token rows', () => {
  it('"member/info → value.info" with the Bearer token of a login', async () => {
    const token = await loginToken('DEMO1', 'player01', 'Passw0rd!');
    const answer = await call('/wps/member/info', { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      value: { info: { id: '1000001', userName: 'player01', type: 0, clubLabel: { labelName: 'Gold', type: 'AUTO' } } },
    });
  });

  it('"HTTP 401 … CUSTOMER_NOT_LOGIN" without a token, with an unknown one, or with another merchant\'s', async () => {
    const token = await loginToken('DEMO1', 'player01', 'Passw0rd!');
    for (const options of [{}, { token: 'not-a-token' }, { token, merchant: 'DEMO2' }]) {
      const answer = await call('/wps/member/info', options);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ success: false, message: 'CUSTOMER_NOT_LOGIN' });
    }
  });

  it('logout ends the session: the token no longer opens member/info', async () => {
    const token = await loginToken('DEMO1', 'player01', 'Passw0rd!');
    expect((await call('/wps/session/logout', { token, body: {} })).status).toBe(200);
    expect((await call('/wps/member/info', { token })).status).toBe(401);
  });

  it('member/language writes the member\'s language', async () => {
    const token = await loginToken('DEMO1', 'player01', 'Passw0rd!');
    await call('/wps/member/language', { token, body: { language: 'TH' } });
    const info = await call('/wps/member/info', { token });
    expect(info.body).toMatchObject({ value: { info: { language: 'TH' } } });
  });
});

describe('registration', () => {
  it('"Registration response value: id or customerId, userName, token": register creates a member and a session', async () => {
    const answer = await callEncrypted('/wps/member/register', { ...REGISTRATION_CONTEXT, username: 'fresh777', password: 'secret77' }, { merchant: 'DEMO2' });
    expect(answer.body).toMatchObject({ success: true, value: { userName: 'fresh777', id: expect.any(String), customerId: expect.any(String) } });
    const token = (answer.body as { value: { token: string } }).value.token;
    const info = await call('/wps/member/info', { token, merchant: 'DEMO2' });
    expect(info.body).toMatchObject({ value: { info: { userName: 'fresh777' } } });
    const login = await callEncrypted(LOGIN, { username: 'fresh777', password: 'secret77', type: 'username', ...LOGIN_CONTEXT }, { merchant: 'DEMO2' });
    expect(login.body).toMatchObject({ success: true });
  });

  it('a taken username is refused', async () => {
    const answer = await callEncrypted('/wps/member/register', { ...REGISTRATION_CONTEXT, username: 'player01', password: 'secret77' });
    expect(answer.body).toMatchObject({ success: false, errorCode: 'member.exists' });
  });

  it('mobile registration uses the mobile number and refuses a registered one', async () => {
    await call('/wps/verification/sms/noLogin', { body: { countryDialingCode: '63', mobileNum: '9170000001' } });
    const ok = await callEncrypted('/wps/member/register/mobile', { ...REGISTRATION_CONTEXT, countryDialingCode: '63', mobileNum: '9170000001', password: 'secret77', verificationCode: '123456' });
    expect(ok.body).toMatchObject({ success: true, value: { userName: '9170000001' } });
    const again = await callEncrypted('/wps/member/register/mobile', { ...REGISTRATION_CONTEXT, countryDialingCode: '63', mobileNum: '9170000001', password: 'secret77', verificationCode: '123456' });
    expect(again.body).toMatchObject({ success: false, errorCode: 'mobile.exists' });
  });
});

describe('the Merchant header', () => {
  it('"Merchant is sent on every /wps call": missing or unknown → HTTP 400 envelope error', async () => {
    const missing = await call('/wps/system/country', { merchant: null, query: { merchant: 'DEMO1' } });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ success: false, errorCode: 'merchant.required' });
    const unknown = await call('/wps/system/country', { merchant: 'NOPE', query: { merchant: 'NOPE' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ success: false, errorCode: 'merchant.unknown' });
  });

  it('the same user name in two merchants is two members', async () => {
    const one = await loginToken('DEMO1', 'player01', 'Passw0rd!');
    const two = await loginToken('DEMO2', 'player01', 'Passw0rd!');
    const infoOne = await call('/wps/member/info', { token: one, merchant: 'DEMO1' });
    const infoTwo = await call('/wps/member/info', { token: two, merchant: 'DEMO2' });
    expect(infoOne.body).toMatchObject({ value: { info: { id: '1000001' } } });
    expect(infoTwo.body).toMatchObject({ value: { info: { id: '2000001' } } });
  });
});
