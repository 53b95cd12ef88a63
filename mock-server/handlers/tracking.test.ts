import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockServer, resetMock } from '../node';
import { call, loginToken } from '../test-wire-client';

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mockServer.close());
beforeEach(() => resetMock());

const EVENT = '/wps/relay/WPSCORE_recordTrackingEvent';

describe('mock tracking calls (shell §7 "Tracking events are recorded to the server (events as a JSON string)")', () => {
  it('accepts events as a JSON string of events with the payload fields', async () => {
    const events = JSON.stringify([{ event: 'deposit', customerId: '1', customerName: 'p', revenue: 5, value: 5, af_revenue: 5, amount: 5, currency: 'PHP', time: 1 }]);
    expect((await call(EVENT, { body: { events } })).body).toEqual({ success: true, value: true });
  });

  it('refuses events sent as an array (HTTP 400: not the stated JSON string), an empty list, an event without a name, a currency longer than 3 letters', async () => {
    expect(await call(EVENT, { body: { events: [{ event: 'login' }] } })).toEqual({
      status: 400,
      body: { success: false, errorCode: 'param.invalid', message: 'events must be a string' },
    });
    for (const events of ['[]', '[{"value":1}]', '[{"event":"deposit","currency":"USDT"}]', '{not json']) {
      expect((await call(EVENT, { body: { events } })).body).toMatchObject({ success: false, errorCode: 'tracking.events.invalid' });
    }
  });

  it('get-user-details answers the signed-in member\'s customer fields and currency', async () => {
    const token = await loginToken('DEMO1', 'player01', 'Passw0rd!');
    const answer = await call('/wps/relay/WPSCORE_getUserDetails', { token });
    expect(answer.body).toMatchObject({ success: true, value: { customerName: 'player01', currency: expect.any(String) } });
  });

  it('serves a fake script per ad network under /wps/mock/pixels/, nothing for an unknown one', async () => {
    const script = await call('/wps/mock/pixels/meta.js', { query: { id: '123' } });
    expect(script).toMatchObject({ status: 200, body: expect.stringContaining('"network":"meta","id":"123"') });
    expect((await call('/wps/mock/pixels/evil.js')).status).toBe(404);
  });
});
