import { describe, expect, it } from 'vitest';
import { decodeSharedConfig, isFlagOn } from './shared-config';
import { flagValueOn, isServedFlagOn, whiteLabelPairs } from './white-label-pairs';

describe('white-label flags read without the decoder (shell §3 "whitelabelVal flags")', () => {
  it('a flag is on for true, 1, "1" or "true" in any case; off for anything else', () => {
    for (const on of [true, 1, '1', 'true', 'TRUE', 'True']) expect(flagValueOn(on)).toBe(true);
    for (const off of [false, 0, '0', 'false', 'yes', ' 1', 2, null, undefined, {}, []]) expect(flagValueOn(off)).toBe(false);
  });

  it('reads a map, a list (key, name or code; value or enabled) and either as a JSON string', () => {
    expect(whiteLabelPairs({ CBS3: true })).toEqual([['CBS3', true]]);
    expect(whiteLabelPairs([{ key: 'CBS3', value: '1' }, { name: 'A', enabled: 1 }, { code: 7, value: 0 }, { value: true }, 'junk'])).toEqual([
      ['CBS3', '1'],
      ['A', 1],
      ['7', 0],
    ]);
    expect(whiteLabelPairs('{"CBS3":1}')).toEqual([['CBS3', 1]]);
    expect(whiteLabelPairs('[{"key":"CBS3","value":true}]')).toEqual([['CBS3', true]]);
    expect(whiteLabelPairs([{ key: ' CBS3 ', value: 1 }, { key: Number.NaN, value: 1 }, { key: Number.POSITIVE_INFINITY, value: 1 }, { key: '  ', value: 1 }])).toEqual([['CBS3', 1]]);
    expect(whiteLabelPairs('not json')).toBeNull();
    expect(whiteLabelPairs(null)).toBeNull();
    expect(whiteLabelPairs(5)).toBeNull();
  });

  it('one flag by name, trimmed and case-insensitive, the last served one winning', () => {
    expect(isServedFlagOn({ ' cbs3 ': 'true' }, 'CBS3')).toBe(true);
    expect(isServedFlagOn([{ key: 'CBS3', value: 1 }, { key: 'cbs3', value: 0 }], 'CBS3')).toBe(false);
    expect(isServedFlagOn({ CBS3: 'yes' }, 'CBS3')).toBe(false);
    expect(isServedFlagOn(undefined, 'CBS3')).toBe(false);
    expect(isServedFlagOn({ CBS3: true }, ' cbs3 ')).toBe(true);
    expect(isServedFlagOn({ OTHER: true }, 'CBS3')).toBe(false);
    expect(isServedFlagOn('not json', 'CBS3')).toBe(false);
  });

  it('reads every form as the shared-config decoder does (the boot shell and the app agree)', () => {
    const forms: unknown[] = [{ CBS3: true }, { CBS3: '0' }, [{ key: 'cbs3', value: 'TRUE' }], '{"CBS3":"1"}', '[{"name":"CBS3","enabled":0}]', 'junk', null, [{ key: 'CBS3' }]];
    for (const whitelabelVal of forms) {
      const decoded = decodeSharedConfig({ whitelabelVal });
      if (!decoded.ok) throw new Error('not decoded');
      expect(isServedFlagOn(whitelabelVal, 'CBS3'), JSON.stringify(whitelabelVal)).toBe(isFlagOn(decoded.config, 'CBS3'));
    }
  });
});
