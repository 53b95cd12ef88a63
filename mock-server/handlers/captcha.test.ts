import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockServer, resetMock } from '../node';
import { scenarios } from '../scenarios';
import { call, callEncrypted, LOGIN_CONTEXT, REGISTRATION_CONTEXT } from '../test-wire-client';
import { captchaProofValid } from './captcha';

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mockServer.close());
beforeEach(() => resetMock());

const reversed = (value: string) => [...value].reverse().join('');
const VERIFY_FIRST = { success: false, errorCode: 'verify_first', message: 'Please complete the verification first.' };

async function challenge(merchant = 'DEMO1'): Promise<Record<string, unknown>> {
  const answer = await call('/wps/captcha/geetest', { merchant, query: { t: '1' }, headers: { ModuleId: 'GEETEST3' } });
  return (answer.body as { value: Record<string, unknown> }).value;
}

async function v3Proof() {
  const { challenge: issued } = await challenge();
  const text = String(issued);
  return { geetestChallenge: text, geetestSeccode: `${reversed(text)}|jordan` };
}

function v4Proof(lot = 'lot0123456789abc') {
  return { geetestValidateV4: JSON.stringify({ lot_number: lot, captcha_output: 'o', pass_token: reversed(lot), gen_time: '1' }) };
}

describe('mock captcha', () => {
  it('player-journey §7 "GET /wps/captcha/geetest | t | gt, challenge, newCaptcha": GEETEST3, no token, a fresh challenge each time', async () => {
    const first = await challenge();
    expect(first).toMatchObject({ gt: 'mockgeetestid0000000000000demo1', newCaptcha: true });
    expect(String(first.challenge)).toMatch(/^[a-z0-9]{32}$/);
    expect((await challenge()).challenge).not.toBe(first.challenge);
  });

  it('the shared config serves the scenario captcha switches and GEETEST_VERSION', async () => {
    scenarios.set({ captcha: { login: true, version: 'v4' } });
    const answer = await call('/wps/system/settings/consolidated', { headers: { ModuleId: 'COMM3' } });
    const value = (answer.body as { value: Record<string, unknown> }).value;
    expect(value.login).toEqual({ captcha: { enabled: true } });
    expect(value.sms).toEqual({ captcha: { enabled: false } });
    expect(value.gw).toMatchObject({ GEETEST_VERSION: 'v4' });
  });

  it('player-journey §5: captcha off (the seed) → a login without a proof passes', async () => {
    const answer = await callEncrypted('/wps/session/login', { username: 'player01', password: 'Passw0rd!', type: 'username', ...LOGIN_CONTEXT });
    expect(answer.body).toMatchObject({ success: true });
  });

  it('login captcha on → a login without the proof, or with a wrong one, is refused with verify_first; the right one passes', async () => {
    scenarios.set({ captcha: { login: true } });
    const login = { username: 'player01', password: 'Passw0rd!', type: 'username', ...LOGIN_CONTEXT };
    expect((await callEncrypted('/wps/session/login', login)).body).toEqual(VERIFY_FIRST);
    const proof = await v3Proof();
    expect((await callEncrypted('/wps/session/login', { ...login, ...proof, geetestSeccode: 'x|jordan' })).body).toEqual(VERIFY_FIRST);
    expect((await callEncrypted('/wps/session/login', { ...login, ...proof })).body).toMatchObject({ success: true });
  });

  it('register captcha on → registration by username and by mobile need the proof', async () => {
    scenarios.set({ captcha: { register: true } });
    const form = { ...REGISTRATION_CONTEXT, username: 'fresh777', password: 'secret77' };
    expect((await callEncrypted('/wps/member/register', form, { headers: { ModuleId: 'REG3' } })).body).toEqual(VERIFY_FIRST);
    expect((await callEncrypted('/wps/member/register', { ...form, ...(await v3Proof()) }, { headers: { ModuleId: 'REG3' } })).body).toMatchObject({
      success: true,
    });
    const mobile = { ...REGISTRATION_CONTEXT, mobileNum: '9170000009', countryDialingCode: '63', password: 'secret77', verificationCode: '123456' };
    expect((await callEncrypted('/wps/member/register/mobile', mobile, { headers: { ModuleId: 'MOBILENUMREG3' } })).body).toEqual(VERIFY_FIRST);
  });

  it('sms captcha on with v4 → the sms code needs the v4 proof', async () => {
    scenarios.set({ captcha: { sms: true, version: 'v4' } });
    const recipient = { countryDialingCode: '63', mobileNum: '9170000009' };
    const headers = { ModuleId: 'VERIFICATION3' };
    expect((await call('/wps/verification/sms/noLogin', { body: recipient, headers })).body).toEqual(VERIFY_FIRST);
    expect((await call('/wps/verification/sms/noLogin', { body: { ...recipient, ...v4Proof() }, headers })).body).toMatchObject({ success: true });
  });

  it('the proof rule: v3 seccode is the challenge reversed plus |jordan; v4 pass_token is lot_number reversed', () => {
    const issued = 'a'.repeat(16) + 'b'.repeat(16);
    expect(captchaProofValid({ geetestChallenge: issued, geetestSeccode: `${reversed(issued)}|jordan` }, 'v3')).toBe(true);
    expect(captchaProofValid({ geetestChallenge: 'short', geetestSeccode: 'trohs|jordan' }, 'v3')).toBe(false);
    expect(captchaProofValid(v4Proof(), 'v4')).toBe(true);
    expect(captchaProofValid({ geetestValidateV4: '{not json' }, 'v4')).toBe(false);
    expect(captchaProofValid({ geetestValidateV4: JSON.stringify({ lot_number: 'ab', pass_token: 'ab' }) }, 'v4')).toBe(false);
    expect(captchaProofValid(null, 'v3')).toBe(false);
  });
});
