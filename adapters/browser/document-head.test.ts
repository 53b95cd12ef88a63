// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { DocumentHead } from './document-head';

describe('document head (shell §2 titles, descriptions, canonical links, noindex)', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it('keeps exactly one description, canonical link and robots tag however often they are set', () => {
    const head = new DocumentHead(document);
    head.setDescription('a');
    head.setDescription('b');
    head.setCanonical('https://www.demo.test/m/home');
    head.setCanonical('https://www.demo.test/m/game');
    head.setNoindex(true);
    head.setNoindex(true);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')!.content).toBe('b');
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')!.href).toBe('https://www.demo.test/m/game');
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="robots"]')!.content).toBe('noindex');
  });

  it('"get a robots noindex tag": removed again on an indexable page', () => {
    const head = new DocumentHead(document);
    head.setNoindex(true);
    head.setNoindex(false);
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('sets the title, html lang and dir, and the theme', () => {
    const head = new DocumentHead(document);
    head.setTitle('Home');
    head.setLanguage('ar', 'rtl');
    head.setTheme('dark');
    expect(document.title).toBe('Home');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});
