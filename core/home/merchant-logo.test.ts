import { describe, expect, it } from 'vitest';
import { decodeSharedConfig, type SharedConfig } from '../config/shared-config';
import { merchantLogo } from './merchant-logo';

const withLogo = (image_logo: unknown): SharedConfig => {
  const decoded = decodeSharedConfig({ mobileTemplate: { image_logo } });
  if (!decoded.ok) throw new Error('not decoded');
  return decoded.config;
};

describe("home header's merchant logo (shell §3 mobileTemplate image_logo)", () => {
  it('is the served address when the page may fetch it (http(s) or a same-origin path)', () => {
    expect(merchantLogo(withLogo('https://cdn.example/logo.png'))).toBe('https://cdn.example/logo.png');
    expect(merchantLogo(withLogo('/m/art/logo.svg'))).toBe('/m/art/logo.svg');
  });

  it('is null without settings, without a logo, or for an address the page must not fetch', () => {
    expect(merchantLogo(null)).toBeNull();
    const none = decodeSharedConfig({});
    if (none.ok) expect(merchantLogo(none.config)).toBeNull();
    expect(merchantLogo(withLogo(null))).toBeNull();
    expect(merchantLogo(withLogo('javascript:alert(1)'))).toBeNull();
    expect(merchantLogo(withLogo('//evil.example/logo.png'))).toBeNull();
  });
});
