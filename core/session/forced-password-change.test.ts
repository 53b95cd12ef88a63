import { describe, expect, it } from 'vitest';
import { mustChangePassword, type ForcedChangeFacts } from './forced-password-change';

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
