import { describe, expect, it } from 'vitest';
import { decodeAdInfo } from './ad-info';

describe('decodeAdInfo: "Server-to-server ad info: adAppToken, gpsAdid, adid, afAppId, appsflyerId, advertising and device identifiers"', () => {
  it('reads the fields from an object or its JSON text, numbers as text', () => {
    const raw = { adAppToken: 'tok', gpsAdid: 'g-1', adid: 'a1', afAppId: 'id123', appsflyerId: 1700000000000, idfa: 'IDFA', other: 'x' };
    const expected = { adAppToken: 'tok', gpsAdid: 'g-1', adid: 'a1', afAppId: 'id123', appsflyerId: '1700000000000', idfa: 'IDFA' };
    expect(decodeAdInfo(raw)).toEqual(expected);
    expect(decodeAdInfo(JSON.stringify(raw))).toEqual(expected);
  });

  it('drops empty and non-text values; unreadable input is no ad info', () => {
    expect(decodeAdInfo({ gpsAdid: ' ', adid: { x: 1 }, oaid: true })).toEqual({});
    expect(decodeAdInfo('not json')).toEqual({});
    expect(decodeAdInfo([1])).toEqual({});
    expect(decodeAdInfo(undefined)).toEqual({});
  });

  it('only text is parsed as JSON: a list holding the JSON text is no ad info', () => {
    expect(decodeAdInfo(['{"adid":"a1"}'])).toEqual({});
  });

  it('a wrapper answering null, as a value or as the JSON text "null", gives no ad info', () => {
    expect(decodeAdInfo(null)).toEqual({});
    expect(decodeAdInfo('null')).toEqual({});
  });
});
