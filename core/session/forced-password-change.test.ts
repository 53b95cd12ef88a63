import { describe, expect, it } from 'vitest';
import { expiryForcesChange, mustChangePassword, type ForcedChangeFacts } from './forced-password-change';

const NONE: ForcedChangeFacts = { firstTimeLogin: false, passwordExpired: false, expiryForcesChange: false, password: 'Passw0rd!', loginType: 'username' };

/**
 * The module loaded afresh inside the running test (the query makes a new instance; what it imports stays
 * shared). Its constants are made at load time, so StrykerJS (ignoreStatic) measures them by the tests
 * that use this.
 */
let loads = 0;
async function freshRule(): Promise<typeof mustChangePassword> {
  loads++;
  const fresh = (await import(/* @vite-ignore */ `./forced-password-change?fresh=${loads}`)) as typeof import('./forced-password-change');
  return fresh.mustChangePassword;
}

describe('forced password change (player-journey §4)', () => {
  it('no condition holds: no change', () => {
    expect(mustChangePassword(NONE)).toBe(false);
  });

  it('"applies when firstTimeLogin is set"', () => {
    expect(mustChangePassword({ ...NONE, firstTimeLogin: true })).toBe(true);
  });

  it('"when the password is expired and option PWDEXPFORCECHANGE3 is on": both are needed', () => {
    expect(mustChangePassword({ ...NONE, passwordExpired: true, expiryForcesChange: true })).toBe(true);
    expect(mustChangePassword({ ...NONE, passwordExpired: true })).toBe(false);
    expect(mustChangePassword({ ...NONE, expiryForcesChange: true })).toBe(false);
  });

  it('"when the password equals 123456 for non-sms logins"', async () => {
    expect((await freshRule())({ ...NONE, password: '123456' })).toBe(true);
    expect(mustChangePassword({ ...NONE, password: '123456', loginType: 'firebase' })).toBe(true);
    expect(mustChangePassword({ ...NONE, password: '123456', loginType: 'sms' })).toBe(false);
    expect(mustChangePassword({ ...NONE, password: '1234567' })).toBe(false);
    expect(mustChangePassword({ ...NONE, password: '12345' })).toBe(false);
    expect(mustChangePassword({ ...NONE, password: ' 123456' })).toBe(false);
  });

  it('an sms login still changes when firstTimeLogin is set', () => {
    expect(mustChangePassword({ ...NONE, password: '123456', loginType: 'sms', firstTimeLogin: true })).toBe(true);
  });
});

describe('expiryForcesChange: player-journey §4 "the password is expired and option PWDEXPFORCECHANGE3 is on"', () => {
  const shared = (flags: Record<string, boolean>) => {
    const calls: string[] = [];
    return {
      calls,
      source: {
        execute: async () => {
          calls.push('execute');
          return { kind: 'failed', reason: 'request-failed' } as const;
        },
        flag: (name: string) => {
          calls.push(`flag ${name}`);
          return flags[name] === true;
        },
      },
    };
  };

  it('reads PWDEXPFORCECHANGE3 from the shared config once it is loaded', async () => {
    const on = shared({ PWDEXPFORCECHANGE3: true });
    await expect(expiryForcesChange(on.source)).resolves.toBe(true);
    expect(on.calls).toEqual(['execute', 'flag PWDEXPFORCECHANGE3']);
    await expect(expiryForcesChange(shared({ OTHER: true }).source)).resolves.toBe(false);
  });
});
