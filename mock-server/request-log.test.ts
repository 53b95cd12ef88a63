import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockServer, resetMock } from './node';
import { REQUEST_LOG_LIMIT, requestLog } from './request-log';
import { call } from './test-wire-client';

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mockServer.close());
beforeEach(() => resetMock());

describe('request log', () => {
  it('"5 parallel identical GETs reached the mock once": the log counts every request per path', async () => {
    await Promise.all(Array.from({ length: 5 }, () => call('/wps/system/country', { query: { merchant: 'DEMO1' } })));
    await call('/wps/system/status', { query: { device: 'MOBILE' } });
    expect(requestLog.count('/wps/system/country')).toBe(5);
    expect(requestLog.count('/wps/system/country', 'GET')).toBe(5);
    expect(requestLog.count('/wps/system/country', 'POST')).toBe(0);
    expect(requestLog.count('/wps/system/status')).toBe(1);
  });

  it('records method, path, query and headers (lower-case names), also for refused requests', async () => {
    await call('/wps/member/info', { token: 'nope', query: { a: '1' } });
    const entry = requestLog.last('/wps/member/info');
    expect(entry).toMatchObject({
      method: 'GET',
      path: '/wps/member/info',
      origin: 'https://m.demo.test',
      query: { a: '1' },
      headers: { merchant: 'DEMO1', authorization: 'Bearer nope', language: 'EN' },
    });
  });

  it('records the JSON body of a POST', async () => {
    await call('/wps/verification/sms/noLogin', { body: { countryDialingCode: '63', mobileNum: '9171234567' } });
    expect(requestLog.last('/wps/verification/sms/noLogin')?.body).toEqual({ countryDialingCode: '63', mobileNum: '9171234567' });
  });

  it('clear() empties the log', async () => {
    await call('/wps/system/country');
    requestLog.clear();
    expect(requestLog.all()).toEqual([]);
  });
});

describe('request log size', () => {
  it('keeps only the newest REQUEST_LOG_LIMIT entries in a long dev session', () => {
    requestLog.clear();
    const base = { method: 'GET', url: 'https://m.demo.test/wps/x', origin: 'https://m.demo.test', query: {}, headers: {}, body: undefined };
    for (let i = 0; i < REQUEST_LOG_LIMIT + 5; i++) requestLog.record({ ...base, path: `/wps/x${i}` });
    expect(requestLog.all()).toHaveLength(REQUEST_LOG_LIMIT);
    expect(requestLog.all()[0]!.path).toBe('/wps/x5');
  });
});
