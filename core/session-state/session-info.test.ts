import { describe, expect, it } from 'vitest';
import { parseSessionInfo } from './session-info';

/**
 * The module loaded afresh inside the running test (the query makes a new instance; what it imports stays
 * shared). Its constants are made at load time, so StrykerJS (ignoreStatic) measures them by the tests
 * that use this.
 */
let loads = 0;
async function freshModel(): Promise<typeof import('./session-info')> {
  loads++;
  return (await import(/* @vite-ignore */ `./session-info?fresh=${loads}`)) as typeof import('./session-info');
}

describe('session info (player-journey §3 "Session info": id (or customerId), token, merchantCode, userName, type, firstTimeLogin)', () => {
  it('reads every field', async () => {
    const { parseSessionInfo: fresh } = await freshModel();
    expect(fresh({ token: 'T', userName: 'u', id: '7', merchantCode: 'DEMO1', type: 2, firstTimeLogin: true })).toEqual({
      token: 'T',
      userName: 'u',
      id: '7',
      merchantCode: 'DEMO1',
      type: 2,
      firstTimeLogin: true,
    });
  });

  it('"id (or customerId)": id wins, customerId stands in; numbers become text', async () => {
    const { parseSessionInfo: fresh } = await freshModel();
    expect(fresh({ token: 'T', id: 1, customerId: 2 })?.id).toBe('1');
    expect(fresh({ token: 'T', customerId: 42 })?.id).toBe('42');
  });

  it('missing or junk fields take their defaults', async () => {
    const { parseSessionInfo: fresh } = await freshModel();
    expect(fresh({ token: 'T' })).toEqual({ token: 'T', userName: '', id: '', merchantCode: '', type: 0, firstTimeLogin: false });
    expect(fresh({ token: 'T', userName: {}, id: null, merchantCode: 5, type: 'x', firstTimeLogin: 'maybe' })).toEqual({
      token: 'T',
      userName: '',
      id: '',
      merchantCode: '5',
      type: 0,
      firstTimeLogin: false,
    });
  });

  it.each([
    ['2', 2],
    [' 1 ', 1],
    [4, 4],
    [1.5, 0],
    [null, 0],
  ])('type %j reads as %i', (type, expected) => {
    expect(parseSessionInfo({ token: 'T', type })?.type).toBe(expected);
  });

  it.each([[true], [1], ['1'], ['true']])('firstTimeLogin %j is set', (firstTimeLogin) => {
    expect(parseSessionInfo({ token: 'T', firstTimeLogin })?.firstTimeLogin).toBe(true);
  });

  it.each([[null], ['T'], [[{ token: 'T' }]], [{}], [{ token: '' }], [{ token: 5 }], [{ userName: 'u' }]])(
    'anything without a token (%j) is no session',
    (input) => {
      expect(parseSessionInfo(input)).toBeNull();
    },
  );

  it('a list is no session, even one that carries a token field', () => {
    expect(parseSessionInfo(Object.assign(['x'], { token: 'T' }))).toBeNull();
  });
});
