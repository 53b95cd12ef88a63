// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { HtmlSanitizer } from '../../core/content/ports';
import { LazyHtmlSanitizer } from './lazy-html-sanitizer';

describe('the lazy HTML sanitiser (DOMPurify stays out of the first load)', () => {
  it('downloads DOMPurify on first use, for the page\'s own window, and hands out the same sanitiser after', async () => {
    const lazy = new LazyHtmlSanitizer();
    expect(lazy.current).toBeNull();
    const sanitizer = await lazy.ready();
    expect(sanitizer.sanitize('<p>Hi</p><img src=x onerror=alert(1)>')).toBe('<p>Hi</p><img src="x">');
    expect(await lazy.ready()).toBe(sanitizer);
    expect(lazy.current).toBe(sanitizer);
  });

  it('a failed download rejects (nothing is rendered) and is tried again on the next call', async () => {
    let attempts = 0;
    const good: HtmlSanitizer = { sanitize: () => 'safe' };
    const lazy = new LazyHtmlSanitizer(async () => {
      attempts++;
      if (attempts === 1) throw new Error('chunk failed');
      return good;
    });
    await expect(lazy.ready()).rejects.toThrow('chunk failed');
    expect(lazy.current).toBeNull();
    await expect(lazy.ready()).resolves.toBe(good);
    expect(attempts).toBe(2);
  });
});
