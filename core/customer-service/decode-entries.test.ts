import { describe, expect, it } from 'vitest';
import { decodeCustomerServiceEntries } from './decode-entries';

const PATH = 'U2FsdGVkX1abcdefgh12345678';
const entry = { title: 'Live chat', path: PATH, csType: 'LIVECHAT', csPosition: 'ALL', labelIds: ['VIP-GOLD'] };

describe('customer-service answer decoding (shell §3 "Customer service entry")', () => {
  it.each([
    ['a list under value', [entry]],
    ['value.list', { list: [entry] }],
    ['value.customerService (site config)', { customerService: [entry] }],
  ])('accepts %s', (_form, value) => {
    expect(decodeCustomerServiceEntries(value)).toEqual([
      { title: 'Live chat', path: PATH, csType: 'LIVECHAT', csPosition: 'ALL', labelIds: ['VIP-GOLD'] },
    ]);
  });

  it('"labelIds" as an array, a comma-separated string, or absent (a general entry)', () => {
    const decoded = decodeCustomerServiceEntries([
      { ...entry, labelIds: ['VIP-GOLD', ' VIP-SILVER ', '', 7] },
      { ...entry, labelIds: 'VIP-GOLD, VIP-SILVER,' },
      { ...entry, labelIds: undefined },
      { ...entry, labelIds: null },
      { ...entry, labelIds: '' },
      { ...entry, labelIds: { weird: true } },
    ]);
    expect(decoded.map((e) => e.labelIds)).toEqual([
      ['VIP-GOLD', 'VIP-SILVER', '7'],
      ['VIP-GOLD', 'VIP-SILVER'],
      [],
      [],
      [],
      [],
    ]);
  });

  it('csType is read in upper case and unknown types are kept; title and csPosition default to empty', () => {
    const [decoded] = decodeCustomerServiceEntries([{ path: PATH, csType: 'whatsapp' }]);
    expect(decoded).toEqual({ title: '', path: PATH, csType: 'WHATSAPP', csPosition: '', labelIds: [] });
  });

  it('text is read without its edge spaces; a title or position of another form is empty, the entry kept', () => {
    const [spaced, odd] = decodeCustomerServiceEntries([
      { ...entry, title: '  Live chat  ', path: ` ${PATH} `, csPosition: ' HOME ' },
      { ...entry, title: { text: 'x' }, csPosition: true },
    ]);
    expect(spaced).toMatchObject({ title: 'Live chat', path: PATH, csPosition: 'HOME' });
    expect(odd).toMatchObject({ title: '', path: PATH, csPosition: '' });
  });

  it('labelIds keep only text and numbers: other items in the list are dropped', () => {
    const [decoded] = decodeCustomerServiceEntries([{ ...entry, labelIds: [null, { id: 1 }, true, ' 8 ', 9] }]);
    expect(decoded?.labelIds).toEqual(['8', '9']);
  });

  it('numbers as strings: a numeric title or position is read as text', () => {
    const [decoded] = decodeCustomerServiceEntries([{ ...entry, title: 7, csPosition: 1 }]);
    expect(decoded).toMatchObject({ title: '7', csPosition: '1' });
  });

  it('an entry without a usable path is left out; the others stay', () => {
    const decoded = decodeCustomerServiceEntries([{ ...entry, path: undefined }, { ...entry, path: '12345678' }, null, 'x', entry]);
    expect(decoded).toHaveLength(1);
  });

  it.each([null, undefined, 'text', 42, {}, { list: 'nope' }])('a malformed answer (%s) is an empty list, never a crash', (value) => {
    expect(decodeCustomerServiceEntries(value)).toEqual([]);
  });
});
