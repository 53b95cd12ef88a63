import { describe, expect, it } from 'vitest';
import { FetchImageCache } from './fetch-image-cache';

const png = new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' });

function rig(answer: () => Promise<Pick<Response, 'ok' | 'blob'>>) {
  const fetched: string[] = [];
  let made = 0;
  const cache = new FetchImageCache(
    (url) => {
      fetched.push(url);
      return answer();
    },
    () => `blob:mock/${++made}`,
  );
  return { cache, fetched };
}

describe('FetchImageCache: shell §4 "the image is fetched and cached"', () => {
  it('fetches once per address and answers an object URL with the file name', async () => {
    const r = rig(() => Promise.resolve({ ok: true, blob: () => Promise.resolve(png) }));
    expect(await r.cache.load('/wps/mock/a.png', 'a.png')).toEqual({ src: 'blob:mock/1', fileName: 'a.png' });
    expect(await r.cache.load('/wps/mock/a.png', 'a.png')).toEqual({ src: 'blob:mock/1', fileName: 'a.png' });
    expect(r.fetched).toEqual(['/wps/mock/a.png']);
  });

  it('an HTTP error, a network failure or an answer that is not an image is null, never a throw', async () => {
    const html = new Blob(['<html>'], { type: 'text/html' });
    for (const answer of [
      () => Promise.resolve({ ok: false, blob: () => Promise.resolve(png) }),
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve({ ok: true, blob: () => Promise.resolve(html) }),
    ]) {
      expect(await rig(answer).cache.load('/x.png', 'x.png')).toBeNull();
    }
  });
});
