import { describe, expect, it } from 'vitest';
import { endpoints } from '../http/endpoints';
import type { PayloadCipher } from '../http/ports';
import { fails, ok, ScriptedTransport } from '../testing/scripted-transport';
import { requestLayerHarness } from '../testing/request-layer-harness';
import { Login } from './login';

const cipher: PayloadCipher = { encrypt: async (p) => ({ value: p, encryption: 'e', digest: 'd', rsaInfo: 'hex:0' }) };

function login(reply: Parameters<ScriptedTransport['reply']>[1]) {
  const transport = new ScriptedTransport().reply(endpoints.rsaKey.path, ok('abcdef')).reply(endpoints.login.path, reply);
  const h = requestLayerHarness(transport, { cipher });
  return { ...h, transport, useCase: new Login(h.api, h.session, () => 'DEMO1') };
}

describe('login (player-journey §4 "Login")', () => {
  it('"Success: token is stored" as session info', async () => {
    const { useCase, session } = login(ok({ token: 'T', id: 9, userName: 'player01', customerType: 1, firstTimeLogin: false }));
    expect(await useCase.execute({ username: ' player01 ', password: 'p' })).toEqual({
      kind: 'logged-in',
      firstTimeLogin: false,
      passwordExpired: false,
    });
    expect(session.read()).toEqual({ token: 'T', id: '9', userName: 'player01', merchantCode: 'DEMO1', type: 1, firstTimeLogin: false });
  });

  it('the login request is sent encrypted, with the trimmed username and type username', async () => {
    const { useCase, transport } = login(ok({ token: 'T' }));
    await useCase.execute({ username: ' player01 ', password: 'p' });
    expect(transport.to(endpoints.login.path)[0]!.body).toEqual({
      value: JSON.stringify({ username: 'player01', password: 'p', type: 'username' }),
    });
  });

  it('"login_verify_required with options": second factor required, no notice', async () => {
    const { useCase, notices } = login(
      fails(200, { success: false, errorCode: 'login_verify_required', value: { options: ['email', 'sms'] } }),
    );
    expect(await useCase.execute({ username: 'u', password: 'p' })).toEqual({ kind: 'second-factor-required', options: ['email', 'sms'] });
    expect(notices.state.dialogs).toHaveLength(0);
  });

  it('a wrong password is a typed rejection carrying the error code and server message', async () => {
    const { useCase, session } = login(fails(200, { success: false, errorCode: 'login.cred.err', message: 'Wrong password' }));
    expect(await useCase.execute({ username: 'u', password: 'x' })).toEqual({
      kind: 'rejected',
      errorCode: 'login.cred.err',
      message: 'Wrong password',
    });
    expect(session.read()).toBeNull();
  });

  it('a success without a token is rejected, not stored', async () => {
    const { useCase, session } = login(ok({ userName: 'u' }));
    expect((await useCase.execute({ username: 'u', password: 'p' })).kind).toBe('rejected');
    expect(session.read()).toBeNull();
  });
});
