import { describe, expect, it } from 'vitest';
import { externalHttpUrl, safeHttpUrl } from './http-url';

describe('http(s) links (shell: "Links with a scheme other than http(s) are refused")', () => {
  it('an absolute http(s) link with a host is kept, normalised', () => {
    expect(externalHttpUrl('https://Promo.Example/a/../b?x=1')?.href).toBe('https://promo.example/b?x=1');
    expect(safeHttpUrl('  http://promo.example/p  ')).toBe('http://promo.example/p');
  });

  it('another scheme, a relative or protocol-relative link, no host or an unparsable one is refused', () => {
    for (const link of ['javascript:alert(1)', 'data:text/html,x', 'ftp://files.example/a', '/m/home', '//evil.example/x', 'https://', 'not a url']) {
      expect(externalHttpUrl(link), link).toBeNull();
      expect(safeHttpUrl(link), link).toBeNull();
    }
  });

  it('edge spaces do not count', () => {
    expect(externalHttpUrl(' https://promo.example/')?.href).toBe('https://promo.example/');
    expect(safeHttpUrl(' https://promo.example/ ')).toBe('https://promo.example/');
  });

  it('a link pasted with no-break spaces around it (which the URL parser alone refuses) is kept', () => {
    expect(externalHttpUrl('\u00a0https://promo.example/')).toBeNull();
    expect(safeHttpUrl('\u00a0https://promo.example/\u00a0')).toBe('https://promo.example/');
  });
});
