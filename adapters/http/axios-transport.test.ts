import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import axios, { AxiosError, type AxiosResponse } from 'axios';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AxiosTransport } from './axios-transport';

const BASE = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
afterEach(() => vi.restoreAllMocks());

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

  it('shell §7 "Defaults: ... JSON, credentials sent, no redirects": the client is created with them', () => {
    const create = vi.spyOn(axios, 'create');
    new AxiosTransport('https://api.example.test');
    expect(create).toHaveBeenCalledTimes(1);
    const config = create.mock.calls[0]![0]!;
    expect(config).toMatchObject({
      baseURL: 'https://api.example.test',
      // Node: the http adapter, which honours maxRedirects (a browser's is in axios-transport.browser.test.ts).
      adapter: 'http',
      withCredentials: true,
      maxRedirects: 0,
      fetchOptions: { redirect: 'manual' },
      responseType: 'json',
    });
    // Node's http adapter sends no User-Agent of its own to drop: its defaults stay.
    expect(config.headers).toBeUndefined();
    // Every status comes back as a value: core's error catalogue decides what it means.
    expect([200, 302, 401, 502].map((status) => config.validateStatus?.(status))).toEqual([true, true, true, true]);
  });

  it('an empty base URL leaves paths relative to the page', () => {
    const create = vi.spyOn(axios, 'create');
    new AxiosTransport('');
    expect(create.mock.calls[0]![0]!.baseURL).toBeUndefined();
  });

  it('"no redirects": a redirect answer is handed back as it is, its target is never requested', async () => {
    let followed = false;
    server.use(
      http.get(`${BASE}/wps/x`, () => new HttpResponse(null, { status: 302, headers: { Location: `${BASE}/wps/elsewhere` } })),
      http.get(`${BASE}/wps/elsewhere`, () => {
        followed = true;
        return HttpResponse.json({ success: true });
      }),
    );
    expect(await send()).toMatchObject({ kind: 'response', status: 302 });
    expect(followed).toBe(false);
  });

  it('"timeout per call": each request carries its own timeout', async () => {
    const request = vi.spyOn(axios.Axios.prototype, 'request');
    const fresh = new AxiosTransport(BASE); // axios binds `request` when the client is created
    server.use(http.get(`${BASE}/wps/x`, () => HttpResponse.json({ success: true })));
    await fresh.send({ method: 'GET', url: '/wps/x', headers: {}, timeoutMs: 1234 });
    await fresh.send({ method: 'GET', url: '/wps/x', headers: {}, timeoutMs: 30000 });
    expect(request.mock.calls.map(([config]) => (config as { timeout?: number }).timeout)).toEqual([1234, 30000]);
  });

  it('a slow answer within its own timeout is not cut short by another call\'s shorter one', async () => {
    server.use(
      http.get(`${BASE}/wps/x`, async () => {
        await delay(120);
        return HttpResponse.json({ success: true });
      }),
    );
    const [short, long] = await Promise.all([send({ timeoutMs: 30 }), send({ timeoutMs: 2000 })]);
    expect(short).toEqual({ kind: 'timeout' });
    expect(long).toEqual({ kind: 'response', status: 200, body: { success: true } });
  });

  it('JSON request bodies go out as JSON', async () => {
    let contentType: string | null = null;
    let raw = '';
    server.use(
      http.put(`${BASE}/wps/x`, async ({ request }) => {
        contentType = request.headers.get('Content-Type');
        raw = await request.text();
        return HttpResponse.json({ success: true });
      }),
    );
    await send({ method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: { a: [1, 'b'] } });
    expect(contentType).toContain('application/json');
    expect(JSON.parse(raw)).toEqual({ a: [1, 'b'] });
  });

  it('an answer that only looks like JSON stays text; a JSON array sent as text is parsed', async () => {
    server.use(http.get(`${BASE}/wps/x`, () => new HttpResponse('{broken', { headers: { 'Content-Type': 'text/plain' } })));
    expect(await send()).toEqual({ kind: 'response', status: 200, body: '{broken' });
    server.use(http.get(`${BASE}/wps/x`, () => new HttpResponse(' [1,2] ', { headers: { 'Content-Type': 'text/plain' } })));
    expect(await send()).toEqual({ kind: 'response', status: 200, body: [1, 2] });
    server.use(http.get(`${BASE}/wps/x`, () => new HttpResponse(' abc123 ', { headers: { 'Content-Type': 'text/plain' } })));
    expect(await send()).toEqual({ kind: 'response', status: 200, body: ' abc123 ' });
  });

  describe('errors axios raises itself', () => {
    const failWith = (error: unknown) => {
      vi.spyOn(axios.Axios.prototype, 'request').mockRejectedValue(error);
      return new AxiosTransport(BASE).send({ method: 'GET', url: '/wps/x', headers: {}, timeoutMs: 1000 });
    };

    it('ECONNABORTED and ETIMEDOUT are timeouts ("Timeout (ECONNABORTED) or no reply")', async () => {
      expect(await failWith(new AxiosError('timeout of 1000ms exceeded', AxiosError.ECONNABORTED))).toEqual({ kind: 'timeout' });
      expect(await failWith(new AxiosError('connect ETIMEDOUT', AxiosError.ETIMEDOUT))).toEqual({ kind: 'timeout' });
    });

    it('an error that came with an answer hands the answer back', async () => {
      const response = { status: 413, data: { success: false, message: 'too large' } } as AxiosResponse;
      const error = new AxiosError('maxContentLength exceeded', AxiosError.ERR_BAD_RESPONSE, undefined, undefined, response);
      expect(await failWith(error)).toEqual({ kind: 'response', status: 413, body: { success: false, message: 'too large' } });
    });

    it('anything else is "no-response"', async () => {
      expect(await failWith(new AxiosError('socket hang up', 'ECONNRESET'))).toEqual({ kind: 'no-response' });
      expect(await failWith(Object.assign(new Error('odd'), { code: 'ECONNABORTED', response: { status: 200, data: {} } }))).toEqual({
        kind: 'no-response',
      });
    });
  });
});
