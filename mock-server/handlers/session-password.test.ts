import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../db';
import { mockServer, resetMock } from '../node';
import { routes } from '../routes';
import { callEncrypted, LOGIN_CONTEXT, loginToken } from '../test-wire-client';

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mockServer.close());
beforeEach(() => resetMock());

const LOGIN = routes.login.path;
const member = (userName: string) => db.members.findFirst((q) => q.where({ merchantCode: 'DEMO1', userName }))!;

describe('mock login: the device id (player-journey §5 "A device id is valid only if exactly 36 characters")', () => {
  it.each([35, 37])('a loginDeviceId of %i characters is refused by name (HTTP 400 param.invalid)', async (length) => {
    const answer = await callEncrypted(LOGIN, { username: 'player01', password: 'Passw0rd!', type: 'username', ...LOGIN_CONTEXT, loginDeviceId: 'd'.repeat(length) });
    expect({ status: answer.status, body: answer.body }).toEqual({
      status: 400,
      body: { success: false, errorCode: 'param.invalid', message: 'loginDeviceId must be 36 characters' },
    });
  });

  it('36 characters logs in', async () => {
    const withId = await callEncrypted(LOGIN, { username: 'player01', password: 'Passw0rd!', type: 'username', ...LOGIN_CONTEXT, loginDeviceId: 'd'.repeat(36) });
    expect(withId.body).toMatchObject({ success: true });
  });
});

describe('mock change password (decided path /wps/member/password)', () => {
  const change = async (userName: string, payload: object) =>
    callEncrypted(routes.changePassword.path, payload, { token: await loginToken('DEMO1', userName, 'Passw0rd!') });

  it('the right old password: the password changes and firstTimeLogin and passwordExpired are cleared', async () => {
    expect((await change('newbie01', { oldPassword: 'Passw0rd!', newPassword: 'N3wSecret' })).body).toEqual({ success: true, value: true });
    expect(member('newbie01')).toMatchObject({ password: 'N3wSecret', firstTimeLogin: false, passwordExpired: false });
    expect((await change('expired01', { oldPassword: 'Passw0rd!', newPassword: 'N3wSecret' })).body).toMatchObject({ success: true });
    expect(member('expired01')).toMatchObject({ passwordExpired: false });
  });

  it('a wrong old password is refused and nothing changes', async () => {
    const answer = await change('newbie01', { oldPassword: 'wrong', newPassword: 'N3wSecret' });
    expect(answer.body).toMatchObject({ success: false, errorCode: 'password.old.err', message: 'The old password is incorrect.' });
    expect(member('newbie01')).toMatchObject({ password: 'Passw0rd!', firstTimeLogin: true });
  });

  it('missing fields and a new password outside 6-20 characters are refused', async () => {
    expect((await change('player01', {})).body).toMatchObject({ errorCode: 'password.param.err' });
    expect((await change('player01', { oldPassword: 'Passw0rd!', newPassword: '12345' })).body).toMatchObject({ errorCode: 'password.invalid' });
    expect((await change('player01', { oldPassword: 'Passw0rd!', newPassword: 'x'.repeat(21) })).body).toMatchObject({ errorCode: 'password.invalid' });
    expect(member('player01').password).toBe('Passw0rd!');
  });

  it('without a token: HTTP 401', async () => {
    const answer = await callEncrypted(routes.changePassword.path, { oldPassword: 'Passw0rd!', newPassword: 'N3wSecret' });
    expect(answer.status).toBe(401);
  });
});
