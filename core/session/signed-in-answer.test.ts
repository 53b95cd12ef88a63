import { describe, expect, it } from 'vitest';
import { MemorySession } from '../testing/request-layer-harness';
import { storeSignedInAnswer } from './signed-in-answer';

function facts(overrides: Partial<Parameters<typeof storeSignedInAnswer>[1]> = {}) {
  let asked = 0;
  const session = new MemorySession();
  return {
    session,
    asked: () => asked,
    facts: {
      username: 'player01',
      password: 'Passw0rd!',
      loginType: 'username' as const,
      merchantCode: 'DEMO1',
      session,
      expiryForcesChange: () => {
        asked++;
        return true;
      },
      ...overrides,
    },
  };
}

describe('a login answer made into the session (player-journey §3 "Response: value.token, value.firstTimeLogin, value.passwordExpired")', () => {
  it('stores the token with the merchant, the customer type and the typed username when the answer has none', async () => {
    const { session, facts: f } = facts();
    expect(await storeSignedInAnswer({ token: 'T', id: 7, customerType: 2 }, f)).toEqual({
      firstTimeLogin: false,
      passwordExpired: false,
      mustChangePassword: false,
    });
    expect(session.read()).toEqual({ token: 'T', userName: 'player01', id: '7', merchantCode: 'DEMO1', type: 2, firstTimeLogin: false });
  });

  it('an answer without a token stores nothing', async () => {
    const { session, facts: f } = facts();
    expect(await storeSignedInAnswer({ userName: 'x' }, f)).toBeNull();
    expect(await storeSignedInAnswer(null, f)).toBeNull();
    expect(session.read()).toBeNull();
  });

  it('"password expired and PWDEXPFORCECHANGE3 on" forces the change; the flag is asked only when expired', async () => {
    const expired = facts();
    expect(await storeSignedInAnswer({ token: 'T', passwordExpired: '1' }, expired.facts)).toMatchObject({ passwordExpired: true, mustChangePassword: true });
    expect(expired.asked()).toBe(1);
    const fresh = facts();
    await storeSignedInAnswer({ token: 'T', passwordExpired: false }, fresh.facts);
    expect(fresh.asked()).toBe(0);
  });

  it('"firstTimeLogin is set" forces the change', async () => {
    const { facts: f } = facts();
    expect(await storeSignedInAnswer({ token: 'T', firstTimeLogin: true }, f)).toMatchObject({ firstTimeLogin: true, mustChangePassword: true });
  });
});
