import { describe, expect, it } from 'vitest';
import { safeImageUrl } from '../content/image-source';
import { carouselBanners, decodeBanner, decodeBanners } from './banner';
import { bannerList } from './banner-rules';

describe('decodeBanner: "Banner: linkageType (P, URL or G), linkage, roomId, nodeId, gameType, vendor" (shell §3)', () => {
  it('reads the fields where the spec names them', () => {
    expect(
      decodeBanner({ linkageType: 'G', linkage: 'lobby', roomId: '1', nodeId: '10', gameType: 'LOTT', vendor: 'ELOTT', url: 'https://img/b.png', groupName: 'home', title: 'Lotto' }),
    ).toEqual({ linkageType: 'G', linkage: 'lobby', roomId: '1', nodeId: '10', gameType: 'LOTT', vendor: 'ELOTT', url: 'https://img/b.png', groupName: 'home', title: 'Lotto' });
  });

  it('lenient: numbers as strings, a lower-case type, other field names, missing fields as null', () => {
    expect(decodeBanner({ linkType: 'url', link: '/m/home', roomId: 3, vendor: ' lott ' })).toEqual({
      linkageType: 'URL',
      linkage: '/m/home',
      roomId: '3',
      nodeId: null,
      gameType: null,
      vendor: 'LOTT',
      url: null,
      groupName: null,
      title: null,
    });
    expect(decodeBanner({ linkageType: 'P', linkage: 701 })?.linkage).toBe('701');
  });

  it('an image address that is no http(s) address or same-origin path reads as null (the banner is then left out)', () => {
    for (const url of ['javascript:alert(1)', ' JAVASCRIPT:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', 'vbscript:x', '//evil.example/b.png', 'blob:https://evil.example/0', 'file:///etc/passwd']) {
      expect(decodeBanner({ linkageType: 'P', linkage: '1', url })?.url, url).toBeNull();
    }
    expect(carouselBanners(decodeBanners([{ url: 'javascript:alert(1)' }, { url: '/m/b.png' }]))).toEqual([expect.objectContaining({ url: '/m/b.png' })]);
  });

  it('never keeps an image address core/content/image-source.ts refuses, and keeps the ordinary ones it keeps (the rule is written out for the first load)', () => {
    const samples = ['https://img.example/b.png', 'HTTP://img.example/b.png', ' https://img.example/b.png ', '/wps/mock/art/b.svg', '/m/b.png?x=1#y', 'https://', 'http:/img.example/b.png', 'https:img.example', '//img.example/b.png', '/\\img.example', '\\img.example/b.png', 'img.example/b.png', 'b.png', 'javascript:alert(1)', 'data:image/png;base64,AAAA', 'ftp://img.example/b.png', 'https://a.example/b\\c.png'];
    for (const url of samples) if (decodeBanner({ url })?.url) expect(safeImageUrl(url), url).not.toBeNull();
    for (const url of samples.slice(0, 5)) expect(decodeBanner({ url })?.url, url).toBe(url.trim());
  });

  it('an unknown linkage type or a junk linkage reads as null, never a crash', () => {
    expect(decodeBanner({ linkageType: 'X', linkage: { a: 1 } })).toMatchObject({ linkageType: null, linkage: null });
    expect(decodeBanner('banner')).toBeNull();
    expect(decodeBanner(null)).toBeNull();
  });
});

describe('decodeBanners: a list at the top level, under value or under banners', () => {
  it('each form gives the same banners; entries that are no object are dropped', () => {
    const item = { linkageType: 'P', linkage: '701' };
    expect(decodeBanners([item, 'x', null])).toHaveLength(1);
    expect(decodeBanners({ value: { banners: [item] } })).toHaveLength(1);
    expect(decodeBanners({ banners: [item, item] })).toHaveLength(2);
    expect(decodeBanners({ value: [item] })).toHaveLength(0);
    expect(decodeBanners({ records: [item] })).toHaveLength(1);
    expect(decodeBanners('nothing')).toEqual([]);
  });

  it('bannerList (what the boot shell reads too): an answer that serves no list anywhere is an empty list', () => {
    for (const answer of ['nothing', undefined, { banners: 'x', list: {}, records: 7 }, { value: { banners: null } }]) {
      expect(bannerList(answer), JSON.stringify(answer)).toEqual([]);
    }
  });
});

describe('carouselBanners: the home carousel leaves out the download groups (shell §9 "Banner groups m_popup1 and m_popup2")', () => {
  it('keeps home and ungrouped banners with an image, drops m_popup1/m_popup2 and imageless ones', () => {
    const banners = decodeBanners([
      { linkageType: 'P', linkage: '1', url: '/a.svg', groupName: 'home' },
      { linkageType: 'P', linkage: '2', url: '/b.svg' },
      { linkageType: 'P', linkage: '3', url: '/c.png', groupName: 'm_popup1' },
      { linkageType: 'P', linkage: '4', url: '/d.png', groupName: 'M_POPUP2' },
      { linkageType: 'P', linkage: '5', groupName: 'home' },
    ]);
    expect(carouselBanners(banners).map((b) => b.linkage)).toEqual(['1', '2']);
  });
});
