// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AxiosTransport, transportAdapter } from './axios-transport';

const BASE = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterEach(() => vi.restoreAllMocks());
afterAll(() => server.close());

describe('axios transport in a browser (shell §7 "Defaults: … no redirects")', () => {
  it('uses axios\'s fetch adapter there (its XHR adapter follows redirects whatever maxRedirects says)', () => {
    expect(typeof XMLHttpRequest).toBe('function');
    expect(transportAdapter()).toBe('fetch');
  });

  it('sends every request with redirect "manual", credentials included', async () => {
    server.use(http.get(`${BASE}/wps/x`, () => HttpResponse.json({ success: true })));
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const outcome = await new AxiosTransport(BASE).send({ method: 'GET', url: '/wps/x', headers: { Merchant: 'DEMO1' }, timeoutMs: 1000 });
    expect(outcome).toEqual({ kind: 'response', status: 200, body: { success: true } });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [input, init] = fetchSpy.mock.calls[0]!;
    const sent = input instanceof Request ? input : new Request(String(input), init);
    expect(sent.redirect).toBe('manual');
    expect(sent.credentials).toBe('include');
    expect(sent.headers.get('Merchant')).toBe('DEMO1');
    // axios's fetch adapter would name itself in User-Agent: a browser's own stays (and no CORS preflight asks for it).
    expect(sent.headers.has('User-Agent')).toBe(false);
  });

  it('a redirect answer is not followed: its target is never requested', async () => {
    let followed = false;
    server.use(
      http.get(`${BASE}/wps/x`, () => new HttpResponse(null, { status: 302, headers: { Location: `${BASE}/wps/elsewhere` } })),
      http.get(`${BASE}/wps/elsewhere`, () => {
        followed = true;
        return HttpResponse.json({ success: true });
      }),
    );
    const outcome = await new AxiosTransport(BASE).send({ method: 'GET', url: '/wps/x', headers: {}, timeoutMs: 1000 });
    expect(followed).toBe(false);
    // A browser hands a manual redirect back as an opaque answer (status 0); node's fetch as the 302 itself.
    expect(outcome.kind === 'response' && [0, 302].includes(outcome.status)).toBe(true);
  });

  it('a call with no reply within its timeout is still a timeout, a network error still "no-response"', async () => {
    server.use(http.get(`${BASE}/wps/slow`, () => new Promise<Response>(() => undefined)));
    expect(await new AxiosTransport(BASE).send({ method: 'GET', url: '/wps/slow', headers: {}, timeoutMs: 30 })).toEqual({ kind: 'timeout' });
    server.use(http.get(`${BASE}/wps/x`, () => HttpResponse.error()));
    expect(await new AxiosTransport(BASE).send({ method: 'GET', url: '/wps/x', headers: {}, timeoutMs: 1000 })).toEqual({ kind: 'no-response' });
  });
});
