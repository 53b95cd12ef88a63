import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockServer, resetMock } from '../node';
import { requestLog } from '../request-log';
import { TEST_API_ORIGIN } from '../test-wire-client';
import { parseVital, VITALS_PATH } from './vitals';

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mockServer.close());
beforeEach(() => resetMock());

describe('POST */wps/mock/vitals (a collector\'s stand-in for the page\'s vitals)', () => {
  it('answers 204 and logs the figure for the dev panel', async () => {
    const body = JSON.stringify({ merchantCode: 'DEMO1', page: '/m/home', name: 'LCP', value: 1200, rating: 'good', id: 'v1' });
    const answer = await fetch(`${TEST_API_ORIGIN}${VITALS_PATH}`, { method: 'POST', body, headers: { 'Content-Type': 'application/json' } });
    expect(answer.status).toBe(204);
    expect(requestLog.forPath(VITALS_PATH).map((entry) => parseVital(entry.body))).toEqual([{ name: 'LCP', value: 1200, rating: 'good', page: '/m/home' }]);
  });

  it('parseVital: a figure needs a name and a finite value; anything else is left out', () => {
    expect(parseVital({ name: 'CLS', value: 0.01 })).toEqual({ name: 'CLS', value: 0.01, rating: undefined, page: undefined });
    for (const body of [null, 'text', { name: 'CLS' }, { value: 1 }, { name: 'X', value: Number.POSITIVE_INFINITY }, { name: 3, value: 1 }]) expect(parseVital(body)).toBeNull();
  });
});
