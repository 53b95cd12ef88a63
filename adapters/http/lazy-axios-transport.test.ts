import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TransportRequest } from '../../core/http/model';

afterEach(() => {
  vi.doUnmock('./axios-transport');
  vi.resetModules();
});

const request: TransportRequest = { method: 'GET', url: '/wps/x', headers: { Merchant: 'DEMO1' }, timeoutMs: 1000 };

describe('the lazy axios transport (axios stays out of what home waits for)', () => {
  it('downloads axios once, on the first request, and sends every request through the same AxiosTransport for the API origin', async () => {
    const created: string[] = [];
    const sent: TransportRequest[] = [];
    vi.doMock('./axios-transport', () => ({
      AxiosTransport: class {
        constructor(baseUrl: string) {
          created.push(baseUrl);
        }
        send(r: TransportRequest) {
          sent.push(r);
          return Promise.resolve({ kind: 'response', status: 200, body: sent.length });
        }
      },
    }));
    const { LazyAxiosTransport } = await import('./lazy-axios-transport');
    const transport = new LazyAxiosTransport('https://api.example');
    expect(created).toEqual([]);
    const outcomes = await Promise.all([transport.send(request), transport.send({ ...request, url: '/wps/y' })]);
    expect(await transport.send(request)).toEqual({ kind: 'response', status: 200, body: 3 });
    expect(outcomes).toEqual([
      { kind: 'response', status: 200, body: 1 },
      { kind: 'response', status: 200, body: 2 },
    ]);
    expect(created).toEqual(['https://api.example']);
    expect(sent.map((r) => r.url)).toEqual(['/wps/x', '/wps/y', '/wps/x']);
  });

  it('a failed download is a request with no answer (as offline), and the next request downloads again', async () => {
    let attempts = 0;
    vi.doMock('./axios-transport', () => {
      attempts++;
      if (attempts === 1) throw new Error('chunk download failed');
      return { AxiosTransport: class { send = () => Promise.resolve({ kind: 'timeout' }) } };
    });
    const { LazyAxiosTransport } = await import('./lazy-axios-transport');
    const transport = new LazyAxiosTransport('');
    expect(await transport.send(request)).toEqual({ kind: 'no-response' });
    expect(await transport.send(request)).toEqual({ kind: 'timeout' });
    expect(attempts).toBe(2);
  });

  it('sends through the real AxiosTransport when nothing is mocked', async () => {
    const { LazyAxiosTransport } = await import('./lazy-axios-transport');
    const { AxiosTransport } = await import('./axios-transport');
    const spy = vi.spyOn(AxiosTransport.prototype, 'send').mockResolvedValue({ kind: 'no-response' });
    expect(await new LazyAxiosTransport('').send(request)).toEqual({ kind: 'no-response' });
    expect(spy).toHaveBeenCalledWith(request);
  });
});
