import { describe, expect, it } from 'vitest';
import { InMemoryAutoLoginPreference, InMemoryRememberedLoginVault } from '../testing/in-memory-remembered-login-vault';
import { RememberLogin } from './remember-login';

function setUp() {
  const vault = new InMemoryRememberedLoginVault();
  const preference = new InMemoryAutoLoginPreference();
  return { vault, preference, remember: new RememberLogin(vault, preference, () => 'DEMO1') };
}
const loggedIn = { kind: 'logged-in' } as const;

describe('RememberLogin (player-journey §3 "Remembered login: username, … password, type, merchant")', () => {
  it('a login with "remember me" ticked remembers username, password, type and merchant, and turns automatic login back on', async () => {
    const { vault, preference, remember } = setUp();
    preference.disable();
    const outcome = await remember.execute({ outcome: loggedIn, username: ' player01 ', password: 'Passw0rd!', rememberMe: true });
    expect(outcome).toEqual({ kind: 'remembered' });
    expect(vault.entry).toEqual({ username: 'player01', password: 'Passw0rd!', type: 'username', merchantCode: 'DEMO1' });
    expect(preference.isOn()).toBe(true);
  });

  it('a login completed by its second factor ("completing it finishes login") is remembered as a login', async () => {
    const { vault, preference, remember } = setUp();
    preference.disable();
    const outcome = await remember.execute({ outcome: { kind: 'verified' }, username: 'player01', password: 'Passw0rd!', rememberMe: true });
    expect(outcome).toEqual({ kind: 'remembered' });
    expect(vault.entry).toEqual({ username: 'player01', password: 'Passw0rd!', type: 'username', merchantCode: 'DEMO1' });
    expect(preference.isOn()).toBe(true);
    expect(await remember.execute({ outcome: { kind: 'verified' }, username: '+639171234567', password: '123456', type: 'sms', rememberMe: true })).toEqual({
      kind: 'unchanged',
    });
  });

  it('keeps the login type given', async () => {
    const { vault, remember } = setUp();
    await remember.execute({ outcome: loggedIn, username: 'u', password: 'p', type: 'firebase', rememberMe: true });
    expect(vault.entry?.type).toBe('firebase');
  });

  it('a login by sms code leaves the remembered login as it was: the code cannot be used again', async () => {
    const { vault, preference, remember } = setUp();
    vault.entry = { username: 'old', password: 'x', type: 'username', merchantCode: 'DEMO1' };
    preference.disable();
    for (const rememberMe of [true, false]) {
      expect(await remember.execute({ outcome: loggedIn, username: '+639171234567', password: '123456', type: 'sms', rememberMe })).toEqual({ kind: 'unchanged' });
    }
    expect(vault.entry).toEqual({ username: 'old', password: 'x', type: 'username', merchantCode: 'DEMO1' });
    expect(vault.saves).toBe(0);
    expect(preference.isOn()).toBe(false);
  });

  it('a refused login by sms code still clears it (§8 not.exists.user)', async () => {
    const { vault, remember } = setUp();
    vault.entry = { username: 'old', password: 'x', type: 'username', merchantCode: 'DEMO1' };
    const outcome = { kind: 'rejected', errorCode: 'not.exists.user' } as const;
    expect(await remember.execute({ outcome, username: '+639171234567', password: '123456', type: 'sms', rememberMe: true })).toEqual({ kind: 'forgotten' });
  });

  it('a login with "remember me" unticked forgets what was remembered', async () => {
    const { vault, preference, remember } = setUp();
    vault.entry = { username: 'old', password: 'x', type: 'username', merchantCode: 'DEMO1' };
    expect(await remember.execute({ outcome: loggedIn, username: 'u', password: 'p', rememberMe: false })).toEqual({ kind: 'forgotten' });
    expect(vault.entry).toBeNull();
    expect(preference.isOn()).toBe(true);
  });

  it.each(['login.cred.err', 'not.exists.user'])('§8 "%s → remembered login cleared", and automatic login disabled (§4)', async (errorCode) => {
    const { vault, preference, remember } = setUp();
    vault.entry = { username: 'u', password: 'p', type: 'username', merchantCode: 'DEMO1' };
    const outcome = await remember.execute({ outcome: { kind: 'rejected', errorCode }, username: 'u', password: 'p', rememberMe: true });
    expect(outcome).toEqual({ kind: 'forgotten' });
    expect(vault.entry).toBeNull();
    expect(preference.isOn()).toBe(false);
  });

  it('follows the login\'s own clearsRememberedLogin verdict when it gives one', async () => {
    const { vault, remember } = setUp();
    vault.entry = { username: 'u', password: 'p', type: 'username', merchantCode: 'DEMO1' };
    const outcome = { kind: 'rejected', errorCode: 'login.cred.err', clearsRememberedLogin: false } as const;
    expect(await remember.execute({ outcome, username: 'u', password: 'p', rememberMe: true })).toEqual({ kind: 'unchanged' });
    expect(vault.entry).not.toBeNull();
  });

  it('other failures and a pending second factor leave the remembered login alone', async () => {
    const { vault, preference, remember } = setUp();
    vault.entry = { username: 'u', password: 'p', type: 'username', merchantCode: 'DEMO1' };
    for (const outcome of [{ kind: 'rejected', errorCode: 'timeout' }, { kind: 'rejected', errorCode: null }, { kind: 'second-factor-required' }] as const) {
      expect(await remember.execute({ outcome, username: 'u', password: 'p', rememberMe: true })).toEqual({ kind: 'unchanged' });
    }
    expect(vault.entry).not.toBeNull();
    expect(vault.saves).toBe(0);
    expect(preference.isOn()).toBe(true);
  });
});
