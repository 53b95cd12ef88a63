import { describe, expect, it } from 'vitest';
import { decodeBannerGroups, fileNameOf } from './banner-groups';

describe('decodeBannerGroups: shell §3 "Banner group: groupName (m_popup1, m_popup2), url"', () => {
  const items = [
    { groupName: 'm_popup1', url: 'https://img.example/a/promo-1.png' },
    { groupName: 'm_popup2', url: '/wps/mock/tip.png' },
  ];

  it('reads a list, also under list, records, banners, groups or value', () => {
    expect(decodeBannerGroups(items)).toEqual(items);
    expect(decodeBannerGroups({ list: items })).toEqual(items);
    expect(decodeBannerGroups({ records: items })).toEqual(items);
    expect(decodeBannerGroups({ groups: items })).toEqual(items);
    expect(decodeBannerGroups({ value: { banners: items } })).toEqual(items);
  });

  it('reads an object keyed by group name', () => {
    expect(decodeBannerGroups({ m_popup1: 'https://img.example/a/promo-1.png', m_popup2: { url: '/wps/mock/tip.png' } })).toEqual(items);
  });

  it('drops broken items and reads junk as no groups', () => {
    expect(decodeBannerGroups([{ groupName: 'm_popup1' }, { url: 'x' }, null, ...items])).toEqual(items);
    expect(decodeBannerGroups(null)).toEqual([]);
    expect(decodeBannerGroups('m_popup1')).toEqual([]);
  });
});

describe('fileNameOf: the banner file name compared with the stored one (shell §4 Download-image flow)', () => {
  it('is the last path segment without query or fragment', () => {
    expect(fileNameOf('https://img.example/a/promo-1.png?v=2#x')).toBe('promo-1.png');
    expect(fileNameOf('/wps/mock/download-image/demo1/summer%20promo.png')).toBe('summer promo.png');
  });

  it('is null without a file name', () => {
    expect(fileNameOf('https://img.example/')).toBeNull();
  });

  it('a name with a stray % (not an escape) is kept as written', () => {
    expect(fileNameOf('https://img.example/a/50%off.png')).toBe('50%off.png');
  });

  it('is null for an address that cannot be read, instead of throwing', () => {
    expect(fileNameOf('https://bad host/promo.png')).toBeNull();
  });
});

