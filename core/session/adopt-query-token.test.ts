import { describe, expect, it } from 'vitest';
import { MemorySession } from '../testing/request-layer-harness';
import { aSession } from '../testing/session-harness';
import { AdoptQueryToken } from './adopt-query-token';

function adopt(search: string, existing: ReturnType<typeof aSession> | null = null) {
  const session = new MemorySession();
  session.info = existing;
  const outcome = new AdoptQueryToken(session, () => 'DEMO1').execute(new URLSearchParams(search));
  return { outcome, session };
}

describe('AdoptQueryToken (shell §2 Route guard: "a token in the query string (token or tokens)")', () => {
  it('a token handed over in the URL becomes the session, to be filled in from member info', () => {
    const { outcome, session } = adopt('?token=NATIVE1&inApp=1');
    expect(outcome).toEqual({ kind: 'adopted', token: 'NATIVE1' });
    expect(session.info).toEqual({ token: 'NATIVE1', merchantCode: 'DEMO1', userName: '', id: '', type: 0, firstTimeLogin: false });
  });

  it('"tokens" is read too; token wins when both are there; blanks are ignored', () => {
    expect(adopt('?tokens=PLURAL').outcome).toEqual({ kind: 'adopted', token: 'PLURAL' });
    expect(adopt('?token=ONE&tokens=TWO').outcome).toEqual({ kind: 'adopted', token: 'ONE' });
    expect(adopt('?token=%20&tokens=TWO').outcome).toEqual({ kind: 'adopted', token: 'TWO' });
    expect(adopt('?token=%20T%20').outcome).toEqual({ kind: 'adopted', token: 'T' });
  });

  it('no token in the URL: nothing happens', () => {
    const { outcome, session } = adopt('?inApp=1&token=');
    expect(outcome).toEqual({ kind: 'skipped', reason: 'no-token' });
    expect(session.info).toBeNull();
  });

  it('the search string itself is accepted (location.search)', () => {
    const session = new MemorySession();
    expect(new AdoptQueryToken(session, () => 'DEMO2').execute('?tokens=S1')).toEqual({ kind: 'adopted', token: 'S1' });
    expect(session.info?.merchantCode).toBe('DEMO2');
  });

  it('any query reader will do, not only URLSearchParams', () => {
    const session = new MemorySession();
    const query = { get: (name: string) => (name === 'tokens' ? ' R1 ' : null) };
    expect(new AdoptQueryToken(session, () => 'DEMO1').execute(query)).toEqual({ kind: 'adopted', token: 'R1' });
    expect(session.info?.token).toBe('R1');
  });

  it('an existing session is kept', () => {
    const { outcome, session } = adopt('?token=NATIVE1', aSession());
    expect(outcome).toEqual({ kind: 'skipped', reason: 'session-exists' });
    expect(session.info).toEqual(aSession());
  });
});
