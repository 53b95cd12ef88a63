import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockServer, resetMock } from '../node';
import { requestLog } from '../request-log';
import { routes } from '../routes';
import { call, callEncrypted, loginToken } from '../test-wire-client';

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mockServer.close());
beforeEach(() => resetMock());

const MODULE_INVALID = { status: 400, body: expect.objectContaining({ success: false, errorCode: 'module.invalid' }) as unknown };

describe('the mock checks the ModuleId header against its route table (wire-notes "Module ids seen on deployed sites")', () => {
  it('the expected module id is served', async () => {
    const answer = await call(routes.systemCountry.path, { query: { merchant: 'DEMO1' }, headers: { ModuleId: 'COMM3' } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true });
  });

  it('HTTP 400 {success:false, errorCode:"module.invalid"} for another module id', async () => {
    expect(await call(routes.systemCountry.path, { query: { merchant: 'DEMO1' }, headers: { ModuleId: 'REG3' } })).toEqual(MODULE_INVALID);
    expect(await call(routes.geetest.path, { query: { t: '1' }, headers: { ModuleId: 'COMM3' } })).toEqual(MODULE_INVALID);
    expect(requestLog.count(routes.geetest.path)).toBe(1);
  });

  it('HTTP 400 for a module id on a route that has none (relay/GCS_gameTrialLaunch, member/info)', async () => {
    expect(routes.gameTrialLaunch.moduleId).toBeUndefined();
    expect(await call(routes.gameTrialLaunch.path, { query: { gameId: 'lucky-fruits', nodeId: 'N-3' }, headers: { ModuleId: 'COMM3' } })).toEqual(MODULE_INVALID);
    const token = await loginToken('DEMO1', 'player01', 'Passw0rd!');
    expect(await call(routes.memberInfo.path, { token, headers: { ModuleId: 'COMM3' } })).toEqual(MODULE_INVALID);
  });

  it('an encrypted row checks the module id before it opens the body', async () => {
    const wrong = await callEncrypted(routes.register.path, { username: 'x' }, { headers: { ModuleId: 'MOBILENUMREG3' } });
    expect({ status: wrong.status, body: wrong.body }).toEqual(MODULE_INVALID);
  });

  it('the module id is checked on token rows before the token: a wrong one is a bad request, not a logout', async () => {
    expect(await call(routes.unreadCount.path, { headers: { ModuleId: 'COMM3' } })).toEqual(MODULE_INVALID);
    const right = await call(routes.unreadCount.path, { headers: { ModuleId: 'CBS3' } });
    expect(right.status).toBe(401);
  });

  it('a request without the header is refused by name where the route has a module id (wire-notes "Module ids seen on deployed sites")', async () => {
    expect(await call(routes.systemCountry.path, { query: { merchant: 'DEMO1' }, without: ['ModuleId'] })).toEqual({
      status: 400,
      body: {
        success: false,
        errorCode: 'module.invalid',
        message: 'ModuleId header is required on /wps/system/country (expected COMM3).',
      },
    });
    const encrypted = await callEncrypted(routes.register.path, { username: 'x' }, { without: ['ModuleId'] });
    expect({ status: encrypted.status, body: encrypted.body }).toEqual(MODULE_INVALID);
  });

  it('every route with a module id accepts exactly that one and refuses a different one or none', async () => {
    const token = await loginToken('DEMO1', 'player01', 'Passw0rd!');
    for (const route of Object.values(routes)) {
      if (!route.moduleId || route.encrypted) continue;
      const method = route.method;
      const body = method === 'GET' || method === 'DELETE' ? {} : { body: {} };
      const refused = await call(route.path, { method, token, ...body, headers: { ModuleId: `${route.moduleId}X` } });
      expect(refused, route.path).toEqual(MODULE_INVALID);
      const missing = await call(route.path, { method, token, ...body, without: ['ModuleId'] });
      expect(missing, route.path).toEqual(MODULE_INVALID);
      const served = await call(route.path, { method, token, ...body, headers: { ModuleId: route.moduleId } });
      expect(served.body, route.path).not.toMatchObject({ errorCode: 'module.invalid' });
    }
  });
});
