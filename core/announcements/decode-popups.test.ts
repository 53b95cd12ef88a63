import { describe, expect, it } from 'vitest';
import { popupHash } from './content-hash';
import { decodePopupItems } from './decode-popups';

const raw = { id: '501', title: 'Welcome', content: '<p>Hi</p>', promotionType: 'NOTICE', execution: 'A' };
const decoded = { id: '501', title: 'Welcome', content: '<p>Hi</p>', promotionType: 'NOTICE', execution: ['A'], forceRead: false };

describe('decoding popup items (shell §3 "Popup item: id, title, content, promotionType, execution")', () => {
  it.each([
    ['a list under value', { success: true, value: [raw] }],
    ['value.list', { success: true, value: { list: [raw] } }],
    ['value.records', { success: true, value: { records: [raw], total: 1 } }],
    ['value.announcements', { value: { announcements: [raw] } }],
    ['a list at the top level of the envelope', { success: true, list: [raw] }],
    ['a bare list', [raw]],
  ])('finds the list in %s', (_where, answer) => {
    expect(decodePopupItems(answer)).toEqual([decoded]);
  });

  it('no list anywhere is null (a malformed answer), an empty list is no popups', () => {
    expect(decodePopupItems({ success: true, value: { total: 0 } })).toBeNull();
    expect(decodePopupItems('<html>')).toBeNull();
    expect(decodePopupItems(null)).toBeNull();
    expect(decodePopupItems({ success: true, value: [] })).toEqual([]);
  });

  it('reads numbers as strings and "1"/"0"/true/false as the forceRead flag', () => {
    const items = decodePopupItems([
      { ...raw, id: 7, forceRead: '1' },
      { ...raw, id: '8', forceRead: 'false' },
      { ...raw, id: '9', force_read: 1 },
      { ...raw, id: '10', isForceRead: true },
      { ...raw, id: '11', forceRead: 'maybe' },
    ]);
    expect(items?.map((item) => [item.id, item.forceRead])).toEqual([
      ['7', true],
      ['8', false],
      ['9', true],
      ['10', true],
      ['11', false],
    ]);
  });

  it('execution: A, B or F in any case, also several at once; an unknown or missing execution leaves the item out', () => {
    const items = decodePopupItems([
      { ...raw, id: '1', execution: 'b' },
      { ...raw, id: '2', execution: 'A,F' },
      { ...raw, id: '3', execution: ['F', 'A', 'A'] },
      { ...raw, id: '4', execution: 'Z' },
      { ...raw, id: '5', execution: undefined },
      { ...raw, id: '6', execution: 3 },
    ]);
    expect(items?.map((item) => [item.id, item.execution])).toEqual([
      ['1', ['B']],
      ['2', ['A', 'F']],
      ['3', ['A', 'F']],
    ]);
  });

  it('execution given as a list: entries that are no text are skipped, never a crash', () => {
    const items = decodePopupItems([{ ...raw, id: '1', execution: [7, null, { letter: 'B' }, 'F'] }]);
    expect(items?.map((item) => [item.id, item.execution])).toEqual([['1', ['F']]]);
  });

  it('execution given as a list: spaces around a letter are ignored', () => {
    const items = decodePopupItems([{ ...raw, id: '1', execution: [' b ', 'f '] }]);
    expect(items?.map((item) => [item.id, item.execution])).toEqual([['1', ['B', 'F']]]);
  });

  it('only an item with neither title nor content is left out: a title alone is kept, its missing or junk content empty', () => {
    const items = decodePopupItems([
      { ...raw, id: '1', content: undefined },
      { ...raw, id: '2', content: 42 },
      { ...raw, id: '3', content: '  ' },
    ]);
    expect(items?.map((item) => [item.id, item.title, item.content])).toEqual([
      ['1', 'Welcome', ''],
      ['2', 'Welcome', ''],
      ['3', 'Welcome', '  '],
    ]);
  });

  it('junk items are skipped, never a crash; an item with neither title nor content is left out', () => {
    const items = decodePopupItems([null, 'x', 42, [], { ...raw, title: '', content: '   ' }, raw]);
    expect(items).toEqual([decoded]);
  });

  it('missing text fields are empty; an item without id is keyed by its content hash', () => {
    const [item] = decodePopupItems([{ content: '<p>Only content</p>', execution: 'B' }]) ?? [];
    expect(item).toEqual({
      id: `hash:${popupHash({ title: '', content: '<p>Only content</p>' })}`,
      title: '',
      content: '<p>Only content</p>',
      promotionType: '',
      execution: ['B'],
      forceRead: false,
    });
  });

  it('keeps the content exactly as sent (it is sanitised later, and hashed as sent)', () => {
    const content = '  <img src=x onerror="alert(1)">  ';
    expect(decodePopupItems([{ ...raw, content }])?.[0]?.content).toBe(content);
  });
});
