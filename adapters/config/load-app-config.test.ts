import { describe, expect, it, vi } from 'vitest';
import { buildDefaults, loadAppConfig } from './load-app-config';

const defaults = { merchantCode: 'DEMO1', apiBaseUrl: '' };
const answer = (status: number, body: string) => vi.fn(async () => new Response(body, { status }));

describe('runtime configuration (/m/app-config.json)', () => {
  it('reads merchantCode and apiBaseUrl from the file beside index.html', async () => {
    const fetchFn = answer(200, JSON.stringify({ merchantCode: 'DEMO2', apiBaseUrl: 'https://api.example.com/' }));
    const warn = vi.fn();
    expect(await loadAppConfig('/m/', defaults, fetchFn, warn)).toEqual({ merchantCode: 'DEMO2', apiBaseUrl: 'https://api.example.com' });
    expect(fetchFn).toHaveBeenCalledWith('/m/app-config.json', expect.objectContaining({ cache: 'no-cache', credentials: 'same-origin' }));
    expect(warn).not.toHaveBeenCalled();
  });

  it('a missing file falls back to the build defaults with a console warning', async () => {
    const warn = vi.fn();
    expect(await loadAppConfig('/m/', defaults, answer(404, 'nope'), warn)).toEqual(defaults);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('a malformed file falls back to the build defaults with a console warning', async () => {
    const warn = vi.fn();
    expect(await loadAppConfig('/m/', defaults, answer(200, '{merchantCode:'), warn)).toEqual(defaults);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('an invalid field falls back alone, with a warning naming it', async () => {
    const warn = vi.fn();
    const config = await loadAppConfig('/m/', defaults, answer(200, JSON.stringify({ merchantCode: 'DEMO2', apiBaseUrl: 'javascript:alert(1)' })), warn);
    expect(config).toEqual({ merchantCode: 'DEMO2', apiBaseUrl: '' });
    expect(warn.mock.calls[0]![0]).toContain('apiBaseUrl');
  });

  it('a network failure falls back too', async () => {
    const warn = vi.fn();
    const fetchFn = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await loadAppConfig('/m/', defaults, fetchFn, warn)).toEqual(defaults);
  });

  it('a file that never arrives falls back after the timeout instead of hanging the boot', async () => {
    const warn = vi.fn();
    const hanging = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    expect(await loadAppConfig('/m/', defaults, hanging, warn, 20)).toEqual(defaults);
    expect(warn.mock.calls[0]![0]).toContain('no answer in 20 ms');
  });

  it('build-time env gives the defaults (VITE_MERCHANT_CODE, VITE_API_BASE_URL)', () => {
    expect(buildDefaults({ VITE_MERCHANT_CODE: 'M9', VITE_API_BASE_URL: 'https://x.test/' })).toEqual({
      merchantCode: 'M9',
      apiBaseUrl: 'https://x.test',
    });
    expect(buildDefaults({})).toEqual({ merchantCode: 'DEMO1', apiBaseUrl: '' });
  });

  it('vitals are off in a build without VITE_VITALS_URL (production); a mock build sets it to the mock', () => {
    expect(buildDefaults({}).vitals).toBeUndefined();
    expect(buildDefaults({ VITE_VITALS_URL: '/wps/mock/vitals' }).vitals).toEqual({ url: '/wps/mock/vitals', sampleRate: 1 });
    expect(buildDefaults({ VITE_VITALS_URL: 'javascript:x' }).vitals).toBeUndefined();
  });
});
