import { describe, expect, it, vi } from 'vitest';
import { browserOnline, loadOnce, OfflineDownloadError } from './load-once';

describe('loadOnce: lazy code downloaded once, never asked for offline (a browser keeps a failed import, whatwg/html#6768)', () => {
  it('downloads on the first call and shares that download with every later call', async () => {
    const load = vi.fn(() => Promise.resolve('code'));
    const loaded = loadOnce(load, () => true);
    expect(load).not.toHaveBeenCalled();
    await expect(Promise.all([loaded(), loaded()])).resolves.toEqual(['code', 'code']);
    await expect(loaded()).resolves.toBe('code');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed download is forgotten: the next call downloads again', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue('code');
    const loaded = loadOnce(load, () => true);
    await expect(loaded()).rejects.toThrow('Failed to fetch');
    await expect(loaded()).resolves.toBe('code');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('offline, nothing is requested and the call fails at once with OfflineDownloadError; online again, the code downloads', async () => {
    let online = false;
    const load = vi.fn(() => Promise.resolve('code'));
    const loaded = loadOnce(load, () => online);
    const offline = loaded();
    await expect(offline).rejects.toBeInstanceOf(OfflineDownloadError);
    await expect(offline).rejects.toMatchObject({ name: 'OfflineDownloadError', message: expect.stringContaining('offline') });
    expect(load).not.toHaveBeenCalled();
    online = true;
    await expect(loaded()).resolves.toBe('code');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('code already downloaded is served offline too', async () => {
    let online = true;
    const loaded = loadOnce(() => Promise.resolve('code'), () => online);
    await loaded();
    online = false;
    await expect(loaded()).resolves.toBe('code');
  });

  it('the browser is offline only when navigator.onLine says false (true, or no navigator: tried)', () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(browserOnline()).toBe(false);
    vi.stubGlobal('navigator', { onLine: true });
    expect(browserOnline()).toBe(true);
    vi.stubGlobal('navigator', {});
    expect(browserOnline()).toBe(true);
    vi.stubGlobal('navigator', undefined);
    expect(browserOnline()).toBe(true);
    vi.unstubAllGlobals();
  });

  it('by default it asks the browser', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const load = vi.fn(() => Promise.resolve('code'));
    await expect(loadOnce(load)()).rejects.toBeInstanceOf(OfflineDownloadError);
    expect(load).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
