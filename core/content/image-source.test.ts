import { describe, expect, it } from 'vitest';
import { safeImageUrl } from './image-source';

describe('safeImageUrl: only http(s) or same-origin paths are fetched', () => {
  it('keeps https and same-origin paths', () => {
    expect(safeImageUrl('https://img.example/a.png')).toBe('https://img.example/a.png');
    expect(safeImageUrl('/wps/mock/a.png')).toBe('/wps/mock/a.png');
  });

  it('refuses other schemes and protocol-relative tricks', () => {
    for (const url of ['javascript:alert(1)', 'data:image/png;base64,AA', '//evil.example/a.png', '/\\evil.example', 'promo.png']) {
      expect(safeImageUrl(url)).toBeNull();
    }
  });

  it('edge spacing is trimmed before the check', () => {
    expect(safeImageUrl('  /wps/mock/art/a.svg \n')).toBe('/wps/mock/art/a.svg');
  });
});
