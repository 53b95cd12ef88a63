import { describe, expect, it } from 'vitest';
import { AnchorImageSaver } from './anchor-image-saver';
import { NavigatorClipboard } from './navigator-clipboard';

describe('AnchorImageSaver: the save button downloads the cached image under its file name', () => {
  it('clicks a download link to the cached bytes', () => {
    const anchor = { href: '', download: '', rel: '', clicks: 0, click() { this.clicks++; } };
    new AnchorImageSaver(() => anchor).save({ src: 'blob:mock/1', fileName: 'promo.png' });
    expect(anchor).toMatchObject({ href: 'blob:mock/1', download: 'promo.png', rel: 'noopener', clicks: 1 });
  });
});

describe('NavigatorClipboard: the copy-link button', () => {
  it('copies through the Clipboard API', async () => {
    const written: string[] = [];
    const clipboard = new NavigatorClipboard(() => (text) => {
      written.push(text);
      return Promise.resolve();
    });
    expect(await clipboard.copy('https://img.example/a.png')).toBe(true);
    expect(written).toEqual(['https://img.example/a.png']);
  });

  it('answers false without a clipboard or when the browser refuses', async () => {
    expect(await new NavigatorClipboard(() => null).copy('x')).toBe(false);
    expect(await new NavigatorClipboard(() => () => Promise.reject(new Error('denied'))).copy('x')).toBe(false);
  });
});
