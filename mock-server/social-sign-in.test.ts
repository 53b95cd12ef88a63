import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockServer, resetMock } from './node';
import { call, callEncrypted, LOGIN_CONTEXT, REGISTRATION_CONTEXT, TEST_API_ORIGIN } from './test-wire-client';

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mockServer.close());
beforeEach(() => resetMock());

const LOGIN = '/wps/session/login';
const REGISTER = '/wps/member/register';

describe('social and phone-code sign-in in the mock (player-journey §4, §7)', () => {
  it('a bound uid logs in as its member: DEMO1 google player01', async () => {
    const answer = await callEncrypted(LOGIN, { ...LOGIN_CONTEXT, type: 'firebase', firebaseChannel: 'google', firebaseIdToken: 'fake-idtoken.google.player01' });
    expect(answer.body).toMatchObject({ success: true, value: { userName: 'player01', token: expect.any(String) } });
  });

  it('a token of another channel than the one named is not valid', async () => {
    const answer = await callEncrypted(LOGIN, { ...LOGIN_CONTEXT, type: 'firebase', firebaseChannel: 'line', firebaseIdToken: 'fake-idtoken.google.player01' });
    expect(answer.body).toMatchObject({ success: false, errorCode: 'auth/invalid-id-token' });
  });

  it('an unbound uid answers bind_customer_required with a parenthesised code', async () => {
    const answer = await callEncrypted(LOGIN, { ...LOGIN_CONTEXT, type: 'firebase', firebaseChannel: 'twitter', firebaseIdToken: 'fake-idtoken.twitter.new01' });
    expect(answer.body).toMatchObject({ success: false, errorCode: 'bind_customer_required', message: 'This account is not bound (code 1234)' });
  });

  it('"registration by social channel" creates a member bound to the channel and uid, which then logs in', async () => {
    const registered = await callEncrypted(REGISTER, {
      ...REGISTRATION_CONTEXT,
      firebaseChannel: 'twitter',
      firebaseIdToken: 'fake-idtoken.twitter.new01',
      login: true,
      smsTemplate: '',
    });
    expect(registered.body).toMatchObject({ success: true, value: { userName: expect.stringMatching(/^twitter[a-z0-9]{6}$/), token: expect.any(String) } });
    const login = await callEncrypted(LOGIN, { ...LOGIN_CONTEXT, type: 'firebase', firebaseChannel: 'twitter', firebaseIdToken: 'fake-idtoken.twitter.new01' });
    expect(login.body).toMatchObject({ success: true });
    const again = await callEncrypted(REGISTER, { ...REGISTRATION_CONTEXT, firebaseChannel: 'twitter', firebaseIdToken: 'fake-idtoken.twitter.new01', login: true, smsTemplate: '' });
    expect(again.body).toMatchObject({ success: false, errorCode: 'member.exists' });
    const junk = await callEncrypted(REGISTER, { ...REGISTRATION_CONTEXT, firebaseChannel: 'twitter', firebaseIdToken: 'junk', login: true, smsTemplate: '' });
    expect(junk.body).toMatchObject({ success: false, errorCode: 'auth/invalid-id-token' });
  });

  it('type sms with a phone-code token logs in the member with that mobile number, else bind_customer_required', async () => {
    const found = await callEncrypted(LOGIN, { ...LOGIN_CONTEXT, type: 'sms', username: '+639171234567', password: '', firebaseIdToken: 'fake-idtoken.phone.+639171234567' });
    expect(found.body).toMatchObject({ success: true, value: { userName: 'player01' } });
    const unknown = await callEncrypted(LOGIN, { ...LOGIN_CONTEXT, type: 'sms', username: '+631111111111', password: '', firebaseIdToken: 'fake-idtoken.phone.+631111111111' });
    expect(unknown.body).toMatchObject({ success: false, errorCode: 'bind_customer_required' });
  });

  it('Maya login: a sessionId logs in (a new Maya member on first sight); none is refused', async () => {
    const maya = { env: 'production', registerUrl: `${TEST_API_ORIGIN}/m/home`, affiliateCode: '', domain: 'm.demo.test', device: 'IPAD' };
    const ok = await call('/wps/session/login/maya', { method: 'POST', body: { ...maya, sessionId: 'maya-ok' } });
    expect(ok.body).toMatchObject({ success: true, value: { userName: 'maya_mayaok', token: expect.any(String) } });
    const none = await call('/wps/session/login/maya', { method: 'POST', body: { ...maya, sessionId: '' } });
    expect(none).toEqual({ status: 400, body: { success: false, errorCode: 'param.invalid', message: 'sessionId must not be empty' } });
  });
});
