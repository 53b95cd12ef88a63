import { describe, expect, it } from 'vitest';
import { endpoints } from '../http/endpoints';
import type { PayloadCipher } from '../http/ports';
import { text } from '../notice/model';
import { fails, ok, ScriptedTransport } from '../testing/scripted-transport';
import { requestLayerHarness } from '../testing/request-layer-harness';
import { ChangePassword, checkPasswordChange } from './change-password';

const cipher: PayloadCipher = { encrypt: async (p) => ({ value: p, encryption: 'e', digest: 'd', rsaInfo: 'hex:0' }) };
const SESSION = { token: 'T', id: '1', userName: 'newbie01', merchantCode: 'DEMO1', type: 0, firstTimeLogin: true };

/**
 * The module loaded afresh inside the running test (the query makes a new instance; what it imports stays
 * shared). Its constants are made at load time, so StrykerJS (ignoreStatic) measures them by the tests
 * that use this.
 */
let loads = 0;
async function freshChangePassword(): Promise<typeof ChangePassword> {
  loads++;
  return ((await import(/* @vite-ignore */ `./change-password?fresh=${loads}`)) as typeof import('./change-password')).ChangePassword;
}

function changePassword(reply: Parameters<ScriptedTransport['reply']>[1] = ok(true), UseCase: typeof ChangePassword = ChangePassword) {
  const transport = new ScriptedTransport().reply(endpoints.rsaKey.path, ok('abcdef')).reply(endpoints.changePassword.path, reply);
  const h = requestLayerHarness(transport, { cipher });
  h.session.write(SESSION);
  return { ...h, transport, useCase: new UseCase(h.api, h.session) };
}

describe('change password: checks before any call', () => {
  const good = { oldPassword: 'Passw0rd!', newPassword: 'N3wSecret' };

  it('a good change passes', () => {
    expect(checkPasswordChange(good)).toBeNull();
  });

  it('the old password is required', () => {
    expect(checkPasswordChange({ ...good, oldPassword: '' })).toBe('old-password-required');
  });

  it('the new password is 6 to 20 characters: 5 and 21 are refused, 6 and 20 pass', () => {
    expect(checkPasswordChange({ ...good, newPassword: 'a'.repeat(5) })).toBe('new-password-length');
    expect(checkPasswordChange({ ...good, newPassword: 'a'.repeat(6) })).toBeNull();
    expect(checkPasswordChange({ ...good, newPassword: 'a'.repeat(20) })).toBeNull();
    expect(checkPasswordChange({ ...good, newPassword: 'a'.repeat(21) })).toBe('new-password-length');
    expect(checkPasswordChange({ ...good, newPassword: '' })).toBe('new-password-length');
  });

  it('characters are counted, not UTF-16 units', () => {
    expect(checkPasswordChange({ ...good, newPassword: '😀😀😀😀😀😀' })).toBeNull();
  });

  it('the new password differs from the old one', () => {
    expect(checkPasswordChange({ oldPassword: 'Passw0rd!', newPassword: 'Passw0rd!' })).toBe('same-as-old');
  });

  it('the new password typed twice must match when the screen asks for it (checked last, before any call)', () => {
    expect(checkPasswordChange({ ...good, confirmPassword: good.newPassword })).toBeNull();
    expect(checkPasswordChange({ ...good, confirmPassword: `${good.newPassword}x` })).toBe('confirmation-differs');
    expect(checkPasswordChange({ ...good, confirmPassword: '' })).toBe('confirmation-differs');
    expect(checkPasswordChange({ ...good, newPassword: '1', confirmPassword: '2' })).toBe('new-password-length');
  });

  it('123456 is refused: it would force the change again (player-journey §4)', () => {
    expect(checkPasswordChange({ ...good, newPassword: '123456' })).toBe('weak-password');
    expect(checkPasswordChange({ ...good, newPassword: '1234567' })).toBeNull();
  });
});

describe('ChangePassword', () => {
  it('an invalid change makes no call and names its translation key', async () => {
    const { useCase, transport } = changePassword(ok(true), await freshChangePassword());
    expect(await useCase.execute({ oldPassword: '', newPassword: 'N3wSecret' })).toEqual({
      kind: 'invalid',
      reason: 'old-password-required',
      message: text('change_password_old_required'),
    });
    expect(await useCase.execute({ oldPassword: 'a', newPassword: 'short' })).toMatchObject({ message: text('change_password_length') });
    expect(await useCase.execute({ oldPassword: 'Passw0rd!', newPassword: 'Passw0rd!' })).toMatchObject({ message: text('change_password_same') });
    expect(await useCase.execute({ oldPassword: 'Passw0rd!', newPassword: '123456' })).toMatchObject({ message: text('change_password_weak') });
    expect(await useCase.execute({ oldPassword: 'Passw0rd!', newPassword: 'N3wSecret', confirmPassword: 'N3wSecreT' })).toMatchObject({
      message: text('change_password_mismatch'),
    });
    expect(transport.requests).toHaveLength(0);
  });

  it('sends the old and new password encrypted, with the token; success clears firstTimeLogin in the session', async () => {
    const { useCase, transport, session } = changePassword();
    expect(await useCase.execute({ oldPassword: 'Passw0rd!', newPassword: 'N3wSecret' })).toEqual({ kind: 'changed' });
    const sent = transport.to(endpoints.changePassword.path)[0]!;
    expect(sent.body).toEqual({ value: JSON.stringify({ oldPassword: 'Passw0rd!', newPassword: 'N3wSecret' }) });
    expect(sent.headers.Authorization).toBe('Bearer T');
    expect(sent.headers.ModuleId).toBe('COMM3');
    expect(session.read()).toEqual({ ...SESSION, firstTimeLogin: false });
  });

  it('a refused change (wrong old password) is a typed rejection with the server message and no notice', async () => {
    const { useCase, notices, session } = changePassword(
      fails(200, { success: false, errorCode: 'password.old.err', message: 'The old password is incorrect.' }),
    );
    expect(await useCase.execute({ oldPassword: 'wrong1', newPassword: 'N3wSecret' })).toEqual({
      kind: 'rejected',
      errorCode: 'password.old.err',
      message: { raw: 'The old password is incorrect.' },
    });
    expect(notices.state.dialogs).toHaveLength(0);
    expect(session.read()).toEqual(SESSION);
  });

  it('shell §8 "or \'unknown error\'": a refusal with no server message (a 500 page) says unknown_error, still with no notice', async () => {
    const { useCase, notices, session } = changePassword(fails(500, '<html>'));
    expect(await useCase.execute({ oldPassword: 'Passw0rd!', newPassword: 'N3wSecret' })).toEqual({
      kind: 'rejected',
      errorCode: null,
      message: { key: 'unknown_error' },
    });
    expect(notices.state.dialogs).toHaveLength(0);
    expect(session.read()).toEqual(SESSION);
  });

  it('shell §8 "HTTP 502: Rejected silently", "TOO_MANY_REQUEST…: No dialog": the refusal has nothing to say', async () => {
    for (const answer of [fails(502), fails(200, { success: false, errorCode: 'TOO_MANY_REQUEST_PASSWORD', message: 'Slow down' })]) {
      const { useCase } = changePassword(answer);
      expect(await useCase.execute({ oldPassword: 'Passw0rd!', newPassword: 'N3wSecret' })).toMatchObject({ kind: 'rejected', message: null });
    }
  });

  it('a session that ended while the change was on its way is not written back', async () => {
    let endSession = (): void => {};
    const { useCase, session } = changePassword(() => {
      endSession();
      return ok(true);
    });
    endSession = () => session.clear();
    expect(await useCase.execute({ oldPassword: 'Passw0rd!', newPassword: 'N3wSecret' })).toEqual({ kind: 'changed' });
    expect(session.read()).toBeNull();
  });

  it('a fault that is not a request failure is not passed off as a refused change: it propagates', async () => {
    const { useCase } = changePassword(() => {
      throw new Error('transport fault');
    });
    await expect(useCase.execute({ oldPassword: 'Passw0rd!', newPassword: 'N3wSecret' })).rejects.toThrow('transport fault');
  });
});
