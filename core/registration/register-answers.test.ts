import { describe, expect, it } from 'vitest';
import { DEFAULT_SHARED_CONFIG } from '../config/shared-config';
import type { ApiClient } from '../http/api-client';
import { endpoints } from '../http/endpoints';
import type { TransportOutcome } from '../http/model';
import type { PayloadCipher } from '../http/ports';
import { requestLayerHarness } from '../testing/request-layer-harness';
import { fails, ok, ScriptedTransport } from '../testing/scripted-transport';
import { Register, type RegisterDeps } from './register';

const cipher: PayloadCipher = { encrypt: async (p) => ({ value: p, encryption: 'e', digest: 'd', rsaInfo: 'hex:0' }) };

function register(reply: TransportOutcome, overrides: Partial<RegisterDeps> = {}) {
  const transport = new ScriptedTransport().reply(endpoints.rsaKey.path, ok('abcdef')).reply(endpoints.register.path, reply);
  const h = requestLayerHarness(transport, { cipher });
  const useCase = new Register({
    api: h.api,
    session: h.session,
    context: {
      registerMethod: () => 'H5',
      loginDeviceId: async () => '',
      isOfficialAppLogin: () => false,
      registerUrl: () => 'https://m.demo.test/m/register',
      domain: () => 'm.demo.test',
      query: () => '',
    },
    affiliate: { stored: () => ({ affiliateCode: null, r: null }) },
    tracking: { values: () => ({}) },
    sharedConfig: { execute: async () => ({ kind: 'loaded', config: DEFAULT_SHARED_CONFIG }) },
    scheduler: h.time,
    merchantCode: () => 'DEMO1',
    captcha: async () => ({}),
    events: { record: () => undefined },
    notifier: { notice: async () => undefined },
    ...overrides,
  });
  return { ...h, run: () => useCase.execute({ by: 'username', username: 'fresh777', password: 'secret77' }) };
}

describe('registration answers (player-journey §3 "Registration response value: id or customerId, userName, token")', () => {
  it('with a token: the session is stored with the merchant and the customer type', async () => {
    const { run, session } = register(ok({ customerId: 80, userName: 'fresh777', token: 'T', customerType: 1 }));
    expect(await run()).toEqual({ kind: 'registered', userName: 'fresh777', id: '80', signedIn: true, delayMs: 100 });
    expect(session.read()).toMatchObject({ token: 'T', merchantCode: 'DEMO1', type: 1, id: '80' });
  });

  it('with a token but no userName: the typed name is kept', async () => {
    const { run, session } = register(ok({ id: '81', token: 'T' }));
    expect(await run()).toEqual({ kind: 'registered', userName: 'fresh777', id: '81', signedIn: true, delayMs: 100 });
    expect(session.read()?.userName).toBe('fresh777');
  });

  it('without a token: registered, not signed in, nothing stored; id from id or customerId, name from the answer', async () => {
    const a = register(ok({ customerId: 82, userName: 'server777' }));
    expect(await a.run()).toEqual({ kind: 'registered', userName: 'server777', id: '82', signedIn: false, delayMs: 100 });
    expect(a.session.read()).toBeNull();
    const b = register(ok({ id: 'X9', userName: '' }));
    expect(await b.run()).toEqual({ kind: 'registered', userName: 'fresh777', id: 'X9', signedIn: false, delayMs: 100 });
    const c = register(ok({ userName: 42 }));
    expect(await c.run()).toEqual({ kind: 'registered', userName: 'fresh777', id: '', signedIn: false, delayMs: 100 });
    const d = register(ok(null));
    expect(await d.run()).toEqual({ kind: 'registered', userName: 'fresh777', id: '', signedIn: false, delayMs: 100 });
  });

  it('a refusal carries the server message and code; without a message, the request failure\'s own', async () => {
    const refused = register(fails(200, { success: false, errorCode: 'member.exists', message: 'Taken' }));
    expect(await refused.run()).toEqual({ kind: 'rejected', errorCode: 'member.exists', message: 'Taken' });
    const broken = register(fails(500, '<html>'));
    expect(await broken.run()).toEqual({ kind: 'rejected', errorCode: null, message: 'HTTP 500' });
  });

  it('a failure that is not a request failure (a programming error) is not swallowed as a refusal', async () => {
    const api = { post: () => Promise.reject(new TypeError('bug')) } as unknown as ApiClient;
    const { run } = register(ok({}), { api });
    await expect(run()).rejects.toThrow('bug');
  });

  it('the white-label option and placeholder of "mobile-number password registration" (docs/decisions.md "Registration rules")', async () => {
    // Module constants: this test loads its own copy of the module (its imports stay shared), so StrykerJS
    // (ignoreStatic), which measures top-level code only by the tests during which it runs, counts them here.
    const copy = './register?fresh'; // a specifier TypeScript does not resolve: the module's types are named below
    const fresh = (await import(/* @vite-ignore */ copy)) as typeof import('./register');
    const { MOBILE_PASSWORD_FLAG, MOBILE_PLACEHOLDER_PASSWORD } = fresh;
    expect(MOBILE_PASSWORD_FLAG).toBe('MOBILENUMREGPWD3');
    expect(MOBILE_PLACEHOLDER_PASSWORD).toBe('123456');
  });
});
