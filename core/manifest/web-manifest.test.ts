import { describe, expect, it } from 'vitest';
import { buildWebManifest, completeServerManifest, resolveManifestUrls, type WebManifest } from './web-manifest';

const pwa = { title: 'Demo One', icons: { 192: 'https://cdn.test/192.png', 256: '/i/256.png', 384: 'i/384.png', 512: 'https://cdn.test/512.png' } };

const fixed = {
  display: 'standalone',
  orientation: 'portrait',
  scope: '/m/',
  start_url: '/m/home?utm_source=homescreen',
  background_color: '#ffffff',
  theme_color: '#ffffff',
};

const icon = (src: string, size: number) => ({ src, sizes: `${size}x${size}`, type: 'image/png' });

describe('web manifest (shell §9 "Manifest: display standalone, orientation portrait, scope /m/, start /m/home with utm_source=homescreen, white theme; icons 192, 256, 384, 512 px")', () => {
  it('buildWebManifest: from the PWA settings', () => {
    expect(buildWebManifest(pwa)).toEqual({
      name: 'Demo One',
      short_name: 'Demo One',
      ...fixed,
      icons: [icon(pwa.icons[192], 192), icon(pwa.icons[256], 256), icon(pwa.icons[384], 384), icon(pwa.icons[512], 512)],
    });
  });

  it('buildWebManifest: sizes without a link are left out', () => {
    expect(buildWebManifest({ title: 'T', icons: { 512: 'a' } }).icons).toEqual([icon('a', 512)]);
  });

  describe('completeServerManifest', () => {
    it('a server manifest as the mock serves it is kept', () => {
      const served = { name: 'Srv', short_name: 'S', ...fixed, icons: [icon('s192', 192), icon('s256', 256), icon('s384', 384), icon('s512', 512)] };
      expect(completeServerManifest(served, pwa)).toEqual(served);
    });

    it('the shell §9 fields are forced whatever the server says', () => {
      const manifest = completeServerManifest(
        {
          name: 'Srv',
          display: 'browser',
          orientation: 'landscape',
          scope: '/',
          start_url: '/',
          theme_color: '#000',
          background_color: '#000',
        },
        pwa,
      );
      expect(manifest).toMatchObject(fixed);
    });

    it('names: short_name follows name; both missing take the PWA title; only short_name names both', () => {
      expect(completeServerManifest({ name: 'N' }, pwa)).toMatchObject({ name: 'N', short_name: 'N' });
      expect(completeServerManifest({}, pwa)).toMatchObject({ name: 'Demo One', short_name: 'Demo One' });
      expect(completeServerManifest({ short_name: 'S' }, pwa)).toMatchObject({ name: 'S', short_name: 'S' });
      expect(completeServerManifest({ name: '', short_name: 5 }, pwa)).toMatchObject({ name: '5', short_name: '5' });
    });

    it('each of the four sizes missing on the server comes from the PWA settings; extra sizes are kept last', () => {
      const manifest = completeServerManifest(
        { icons: [icon('s512', 512), { src: 's96', sizes: '96x96' }, { src: 'multi', sizes: '48x48 256x256', type: 'image/webp' }, { sizes: '192x192' }, 'x'] },
        pwa,
      );
      expect(manifest?.icons).toEqual([
        icon(pwa.icons[192], 192),
        { src: 'multi', sizes: '48x48 256x256', type: 'image/webp' },
        icon(pwa.icons[384], 384),
        icon('s512', 512),
        { src: 's96', sizes: '96x96', type: 'image/png' },
      ]);
    });

    it('icons that are not a list: all from the PWA settings', () => {
      expect(completeServerManifest({ icons: 'x' }, { title: 'T', icons: { 192: 'a' } })?.icons).toEqual([icon('a', 192)]);
    });

    it('an icon without sizes is an extra', () => {
      expect(completeServerManifest({ icons: [{ src: 'nosize' }] }, { title: 'T', icons: {} })?.icons).toEqual([
        { src: 'nosize', sizes: '', type: 'image/png' },
      ]);
    });

    it('fields inside an envelope value are read', () => {
      expect(completeServerManifest({ success: true, value: { name: 'Wrapped' } }, pwa)?.name).toBe('Wrapped');
    });

    it.each([[null], ['<html>'], [[1]], [{ success: false, message: 'No PWA settings' }]])('not a manifest (%j): null', (answer) => {
      expect(completeServerManifest(answer, pwa)).toBeNull();
    });
  });

  it('resolveManifestUrls: start_url, scope and icons become absolute against the page origin; absolute links stay', () => {
    const manifest = resolveManifestUrls(buildWebManifest(pwa), 'https://www.demo.test');
    expect(manifest).toMatchObject({ scope: 'https://www.demo.test/m/', start_url: 'https://www.demo.test/m/home?utm_source=homescreen' });
    expect(manifest.icons.map((i) => i.src)).toEqual([
      'https://cdn.test/192.png',
      'https://www.demo.test/i/256.png',
      'https://www.demo.test/i/384.png',
      'https://cdn.test/512.png',
    ]);
    expect(manifest.name).toBe('Demo One');
  });

  it('resolveManifestUrls: an unusable origin leaves links as they are', () => {
    const manifest: WebManifest = buildWebManifest(pwa);
    expect(resolveManifestUrls(manifest, 'not an origin')).toEqual(manifest);
  });
});
