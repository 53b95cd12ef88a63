import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../db';
import { mockServer, resetMock } from '../node';
import { call, callEncrypted } from '../test-wire-client';

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mockServer.close());
beforeEach(() => resetMock());

const REGISTER = '/wps/member/register';
const FULL = {
  username: 'fresh777',
  password: 'secret77',
  registerMethod: 'H5',
  registerUrl: 'https://m.demo.test/m/register',
  domain: 'm.demo.test',
  loginDeviceId: 'd'.repeat(36),
  isOfficialAppLogin: false,
  affiliateCode: 'AFF1',
  referralCode: '',
  pixelTrack: { fbclid: 'F1' },
  login: true,
  geetestSeccode: 'S',
  geetestValidateV4: 'V4',
};

describe('registration request fields (player-journey §3 "Registration request")', () => {
  it.each(['APP', 'H5', 'PWA', 'WEBCLIP'])('registerMethod %s with every field is accepted; the answer echoes nothing sent', async (registerMethod) => {
    const answer = await callEncrypted(REGISTER, { ...FULL, registerMethod });
    expect(answer.body).toMatchObject({ success: true });
    const value = (answer.body as { value: Record<string, unknown> }).value;
    expect(Object.keys(value).sort()).toEqual(['customerId', 'id', 'token', 'userName']);
  });

  it.each<[string, Record<string, unknown>]>([
    ['registerMethod', { registerMethod: 'DESKTOP' }],
    ['loginDeviceId', { loginDeviceId: 'd'.repeat(35) }],
    ['loginDeviceId', { loginDeviceId: 'd'.repeat(37) }],
    ['isOfficialAppLogin', { isOfficialAppLogin: 'maybe' }],
    ['pixelTrack', { pixelTrack: 7 }],
  ])('a bad %s is refused by name (HTTP 400 param.invalid), its value not echoed', async (field, bad) => {
    const answer = await callEncrypted(REGISTER, { ...FULL, ...bad });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, errorCode: 'param.invalid', message: expect.stringMatching(new RegExp(`^${field} `)) });
    expect(JSON.stringify(answer.body)).not.toContain(String(Object.values(bad)[0]));
    expect(db.members.findFirst((q) => q.where({ merchantCode: 'DEMO1', userName: 'fresh777' }))).toBeUndefined();
  });

  it('the mobile registration checks the same fields', async () => {
    const answer = await callEncrypted('/wps/member/register/mobile', {
      ...FULL,
      loginDeviceId: 'short',
      countryDialingCode: '63',
      mobileNum: '9170000009',
      verificationCode: '123456',
    });
    expect(answer.body).toEqual({ success: false, errorCode: 'param.invalid', message: 'loginDeviceId must be 36 characters' });
  });
});

describe('POST /wps/member/register/autoUsername (docs/decisions.md "Registration rules": "The mock answers a free name only")', () => {
  it('answers a free username only: nothing registered, no password', async () => {
    const before = db.members.count();
    const answer = await call('/wps/member/register/autoUsername', { body: {}, headers: { ModuleId: 'REG3' } });
    const value = (answer.body as { value: Record<string, unknown> }).value;
    expect(Object.keys(value)).toEqual(['userName']);
    expect(value.userName).toMatch(/^[A-Za-z0-9]{4,16}$/);
    expect(db.members.count()).toBe(before);
  });
});
