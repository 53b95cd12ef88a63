import { describe, expect, it } from 'vitest';
import { byVendorOrdinal, decodeGameVendors, orderGameVendors, vendorCacheKey, type ServedVendor } from './vendor-ordering';

const served = (...codes: string[]): ServedVendor[] => codes.map((vendor) => ({ vendor, displayName: vendor.toLowerCase(), gameType: null, order: null }));
const codes = (list: ServedVendor[]) => orderGameVendors(list).vendors.map((v) => `${v.vendor}@${v.ordinal}`);

describe('orderGameVendors: shell §9 "Game ordinal steps of 100"', () => {
  it('vendors are ranked 100, 200, 300 … in the served order', () => {
    expect(codes(served('SPORTS', 'ELOTT', 'CASINO'))).toEqual(['SPORTS@100', 'ELOTT@200', 'CASINO@300']);
  });

  it("the server's order field, when sent, decides the order first (stable)", () => {
    const list: ServedVendor[] = [
      { vendor: 'B', displayName: null, gameType: null, order: 20 },
      { vendor: 'A', displayName: null, gameType: null, order: 10 },
      { vendor: 'C', displayName: null, gameType: null, order: null },
      { vendor: 'D', displayName: null, gameType: null, order: 20 },
    ];
    expect(codes(list)).toEqual(['A@100', 'B@200', 'D@300', 'C@400']);
  });
});

describe('orderGameVendors: "ELOTT gets ELOTTO at the same rank and SEA_LOTT at +5; LOTT gets VIETNAM_LOTTO at +1"', () => {
  it('the derived codes are ranked from their vendor', () => {
    const { ordinals } = orderGameVendors(served('LOTT', 'ELOTT'));
    expect(ordinals).toMatchObject({ LOTT: 100, VIETNAM_LOTTO: 101, ELOTT: 200, ELOTTO: 200, SEA_LOTT: 205 });
  });

  it('no ELOTT or LOTT: no derived codes', () => {
    expect(Object.keys(orderGameVendors(served('SPORTS')).ordinals)).toEqual(['SPORTS']);
  });

  it('a derived code the server lists itself keeps its own rank', () => {
    expect(orderGameVendors(served('ELOTT', 'SPORTS', 'ELOTTO')).ordinals).toMatchObject({ ELOTT: 100, ELOTTO: 300, SEA_LOTT: 105 });
  });
});

describe('orderGameVendors: "Vendors RNG and PVP merge into TCG"', () => {
  it('one TCG entry where the first of them stood, ranking RNG and PVP too', () => {
    const ordering = orderGameVendors(served('ELOTT', 'LOTT', 'RNG', 'PVP', 'SPORTS'));
    expect(ordering.vendors.map((v) => `${v.vendor}@${v.ordinal}`)).toEqual(['ELOTT@100', 'LOTT@200', 'TCG@300', 'SPORTS@400']);
    expect(ordering.vendors[2]?.from).toEqual(['RNG', 'PVP']);
    expect(ordering.ordinals).toMatchObject({ TCG: 300, RNG: 300, PVP: 300 });
  });

  it('into a served TCG entry, keeping its name; a code served twice is kept once', () => {
    const ordering = orderGameVendors(served('PVP', 'TCG', 'SPORTS', 'RNG', 'SPORTS'));
    expect(ordering.vendors.map((v) => v.vendor)).toEqual(['TCG', 'SPORTS']);
    expect(ordering.vendors[0]).toEqual({ vendor: 'TCG', displayName: 'tcg', gameType: null, logoUrl: null, ordinal: 100, from: ['PVP', 'TCG', 'RNG'] });
  });

  it('an empty list orders to nothing', () => {
    expect(orderGameVendors([])).toEqual({ vendors: [], ordinals: {} });
  });
});

describe('byVendorOrdinal: game cards sorted by their vendor ordinal', () => {
  it('derived and merged codes sort with their vendor; unknown codes last, order kept', () => {
    const ordering = orderGameVendors(served('ELOTT', 'LOTT', 'RNG'));
    const cards = ['X', 'TCG', 'vietnam_lotto', 'SEA_LOTT', 'LOTT', 'ELOTTO', 'Y'];
    expect(byVendorOrdinal(cards, (c) => c, ordering)).toEqual(['ELOTTO', 'SEA_LOTT', 'LOTT', 'vietnam_lotto', 'TCG', 'X', 'Y']);
  });
});

describe('vendorCacheKey: "Game-vendor cache keyed by vendor and language" (shell §9)', () => {
  it('vendor and language, upper-cased; no language is CN (shell §7 default)', () => {
    expect(vendorCacheKey('elott', 'pt-br')).toBe('gameVendor:ELOTT:PT-BR');
    expect(vendorCacheKey(' LOTT ', '')).toBe('gameVendor:LOTT:CN');
    expect(vendorCacheKey('LOTT', 'EN')).not.toBe(vendorCacheKey('LOTT', 'VI'));
  });

  it('a language with edge spacing keys the same cache as without it; a blank one is CN', () => {
    expect(vendorCacheKey('LOTT', ' en ')).toBe(vendorCacheKey('LOTT', 'EN'));
    expect(vendorCacheKey('LOTT', '   ')).toBe('gameVendor:LOTT:CN');
  });
});

describe('decodeGameVendors: the GCSGAME_newGameVendor answer, read leniently', () => {
  it('the mock form: a list under value with vendor, displayName, gameType and ordinal', () => {
    expect(decodeGameVendors({ value: [{ vendor: 'elott', displayName: 'E-Lottery', gameType: 'LOTT', ordinal: '100', platform: 'html5' }] })).toEqual([
      { vendor: 'ELOTT', displayName: 'E-Lottery', gameType: 'LOTT', order: 100, logoUrl: null },
    ]);
  });

  it('other places and names: value.list, vendors, vendorCode/code/accountTypeName, sort', () => {
    const expected = [{ vendor: 'RNG', displayName: 'R', gameType: null, order: 3, logoUrl: null }];
    expect(decodeGameVendors({ value: { list: [{ vendorCode: 'RNG', name: 'R', sort: 3 }] } })).toEqual(expected);
    expect(decodeGameVendors({ vendors: [{ code: 'RNG', vendorName: 'R', sequence: '3' }] })).toEqual(expected);
    expect(decodeGameVendors([{ accountTypeName: 'RNG', displayName: 'R', sortOrder: 3 }])).toEqual(expected);
  });

  it('an order written as a number string is read (decimals and signs too); digits among other text are no order', () => {
    const orders = decodeGameVendors(
      [' 1.25 ', '-3', '40', 'No.2', '2nd', '1.x5'].map((ordinal, index) => ({ vendor: `V${index}`, ordinal })),
    ).map((vendor) => vendor.order);
    expect(orders).toEqual([1.25, -3, 40, null, null, null]);
  });

  it('entries without a code are dropped; junk order is no order', () => {
    expect(decodeGameVendors([{ displayName: 'x' }, 'ELOTT', { vendor: 'LOTT', ordinal: 'first' }])).toEqual([
      { vendor: 'LOTT', displayName: null, gameType: null, order: null, logoUrl: null },
    ]);
    expect(decodeGameVendors(null)).toEqual([]);
  });

  it('an answer holding no vendor list is no vendor', () => {
    for (const answer of ['junk', {}, { success: true, value: { total: 0 } }, { value: { list: 'x' } }]) {
      expect(decodeGameVendors(answer)).toEqual([]);
    }
  });
});

describe('decodeGameVendors: the vendor logo', () => {
  it('reads logoUrl (also logo, imageUrl, icon) as an http(s) or same-origin image only', () => {
    const logos = decodeGameVendors([
      { vendor: 'A', logoUrl: 'https://img.example/a.svg' },
      { vendor: 'B', logo: '/wps/mock/art/b.svg' },
      { vendor: 'C', imageUrl: 'javascript:alert(1)' },
      { vendor: 'D', icon: '//evil.example/d.png' },
    ]).map((vendor) => vendor.logoUrl);
    expect(logos).toEqual(['https://img.example/a.svg', '/wps/mock/art/b.svg', null, null]);
  });

  it('an entry merged into TCG lends its logo when TCG has none of its own', () => {
    const ordering = orderGameVendors([
      { vendor: 'RNG', displayName: null, gameType: null, order: null, logoUrl: '/rng.svg' },
      { vendor: 'TCG', displayName: 'T', gameType: null, order: null, logoUrl: null },
    ]);
    expect(ordering.vendors[0]?.logoUrl).toBe('/rng.svg');
  });
});

describe('orderGameVendors: the merge keeps what each entry says', () => {
  it('a served TCG after RNG takes its own game type; RNG served twice is listed once behind TCG', () => {
    const ordering = orderGameVendors([
      { vendor: 'RNG', displayName: null, gameType: 'SLOT', order: null },
      { vendor: 'RNG', displayName: null, gameType: 'SLOT', order: null },
      { vendor: 'TCG', displayName: 'T', gameType: 'CASINO', order: null },
    ]);
    expect(ordering.vendors).toHaveLength(1);
    expect(ordering.vendors[0]).toMatchObject({ vendor: 'TCG', gameType: 'CASINO', from: ['RNG', 'TCG'] });
  });

  it('entries with the same order keep their served order (a stable sort)', () => {
    const ordering = orderGameVendors(['C', 'A', 'B', 'D'].map((vendor) => ({ vendor, displayName: null, gameType: null, order: 1 })));
    expect(ordering.vendors.map((v) => v.vendor)).toEqual(['C', 'A', 'B', 'D']);
  });

  it('cards are ranked by their vendor code read without edge spacing or case', () => {
    const ordering = orderGameVendors([{ vendor: 'LOTT', displayName: null, gameType: null, order: null }, { vendor: 'ELOTT', displayName: null, gameType: null, order: null }]);
    expect(byVendorOrdinal(['zzz', ' elott ', 'lott'], (card) => card, ordering)).toEqual(['lott', ' elott ', 'zzz']);
  });
});
