import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AxiosTransport } from './axios-transport';

const BASE = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const transport = new AxiosTransport(BASE);
const send = (over: Partial<Parameters<AxiosTransport['send']>[0]> = {}) =>
  transport.send({ method: 'GET', url: '/wps/x', headers: {}, timeoutMs: 1000, ...over });

describe('axios transport', () => {
  it('sends method, query, headers and JSON body, and hands back status and body', async () => {
    let seen: { method: string; search: string; merchant: string | null; body: unknown } | undefined;
    server.use(
      http.post(`${BASE}/wps/x`, async ({ request }) => {
        seen = {
          method: request.method,
          search: new URL(request.url).search,
          merchant: request.headers.get('Merchant'),
          body: await request.json(),
        };
        return HttpResponse.json({ success: true, value: 1 }, { status: 201 });
      }),
    );
    const outcome = await send({ method: 'POST', query: { a: 1, b: 'two' }, headers: { Merchant: 'DEMO1' }, body: { k: 'v' } });
    expect(outcome).toEqual({ kind: 'response', status: 201, body: { success: true, value: 1 } });
    expect(seen).toEqual({ method: 'POST', search: '?a=1&b=two', merchant: 'DEMO1', body: { k: 'v' } });
  });

  it('hands every HTTP status back as a value (401, 502) instead of throwing', async () => {
    server.use(http.get(`${BASE}/wps/x`, () => HttpResponse.json({ success: false }, { status: 401 })));
    expect(await send()).toEqual({ kind: 'response', status: 401, body: { success: false } });
    server.use(http.get(`${BASE}/wps/x`, () => new HttpResponse('<html>bad gateway</html>', { status: 502 })));
    expect(await send()).toMatchObject({ kind: 'response', status: 502 });
  });

  it('a call with no reply within its timeout is a timeout (ECONNABORTED)', async () => {
    server.use(
      http.get(`${BASE}/wps/x`, async () => {
        await delay(300);
        return HttpResponse.json({ success: true });
      }),
    );
    expect(await send({ timeoutMs: 50 })).toEqual({ kind: 'timeout' });
  });

  it('a network error is "no-response"', async () => {
    server.use(http.get(`${BASE}/wps/x`, () => HttpResponse.error()));
    expect(await send()).toEqual({ kind: 'no-response' });
  });

  it('a bare quoted key answer stays a string; JSON sent as text is parsed', async () => {
    server.use(http.get(`${BASE}/wps/x`, () => new HttpResponse('"ABCDEF"', { headers: { 'Content-Type': 'text/plain' } })));
    const quoted = await send();
    expect(quoted.kind === 'response' && typeof quoted.body).toBe('string');
    server.use(http.get(`${BASE}/wps/x`, () => new HttpResponse('{"success":true}', { headers: { 'Content-Type': 'text/plain' } })));
    expect(await send()).toEqual({ kind: 'response', status: 200, body: { success: true } });
  });
});
