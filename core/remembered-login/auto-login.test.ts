import { describe, expect, it } from 'vitest';
import type { SharedConfigOutcome } from '../config/shared-config-store';
import { DEFAULT_SHARED_CONFIG } from '../config/shared-config';
import type { Credentials, LoginOutcome } from '../session/login';
import { InMemoryAutoLoginPreference, InMemoryRememberedLoginVault } from '../testing/in-memory-remembered-login-vault';
import { ManualTime } from '../testing/manual-scheduler';
import { MemorySession } from '../testing/request-layer-harness';
import { aSession } from '../testing/session-harness';
import { AutoLogin } from './auto-login';

const remembered = { username: 'player01', password: 'Passw0rd!', type: 'username', merchantCode: 'DEMO1' } as const;

function setUp(options: { optionOn?: boolean; configFails?: boolean; answer?: LoginOutcome; pending?: boolean } = {}) {
  const time = new ManualTime();
  const vault = new InMemoryRememberedLoginVault();
  vault.entry = { ...remembered };
  const preference = new InMemoryAutoLoginPreference();
  const session = new MemorySession();
  const sent: Credentials[] = [];
  let release: () => void = () => undefined;
  const login = {
    async execute(credentials: Credentials): Promise<LoginOutcome> {
      sent.push(credentials);
      if (options.pending && sent.length === 1) await new Promise<void>((resolve) => (release = resolve));
      return options.answer ?? { kind: 'logged-in', firstTimeLogin: false, passwordExpired: false, mustChangePassword: false };
    },
  };
  const config: SharedConfigOutcome = options.configFails
    ? { kind: 'failed', reason: 'request-failed' }
    : { kind: 'loaded', config: { ...DEFAULT_SHARED_CONFIG, whiteLabel: { ...DEFAULT_SHARED_CONFIG.whiteLabel, MOBILEAUTOLOGIN3: options.optionOn ?? true } } };
  const autoLogin = new AutoLogin({
    scheduler: time,
    sharedConfig: { execute: async () => config },
    session,
    preference,
    vault,
    login,
    merchantCode: () => 'DEMO1',
  });
  return { time, vault, preference, session, sent, autoLogin, release: () => release() };
}

describe('AutoLogin (player-journey §4 "Autologin", §5)', () => {
  it('sends the remembered username and password when every §5 condition holds', async () => {
    const { autoLogin, sent } = setUp();
    const outcome = await autoLogin.execute({ query: '' });
    expect(outcome).toEqual({
      kind: 'attempted',
      login: { kind: 'logged-in', firstTimeLogin: false, passwordExpired: false, mustChangePassword: false },
      secondFactorCredentials: null,
    });
    expect(sent).toEqual([{ username: 'player01', password: 'Passw0rd!' }]);
  });

  it('"MOBILEAUTOLOGIN3 is on": off, or shared config unreadable, skips without reading the vault', async () => {
    for (const options of [{ optionOn: false }, { configFails: true }]) {
      const { autoLogin, sent } = setUp(options);
      expect(await autoLogin.execute({ query: '' })).toEqual({ kind: 'skipped', reason: 'option-off' });
      expect(sent).toEqual([]);
    }
  });

  it('"no token exists"', async () => {
    const { autoLogin, session, sent } = setUp();
    session.info = aSession();
    expect(await autoLogin.execute({ query: '' })).toEqual({ kind: 'skipped', reason: 'has-token' });
    expect(sent).toEqual([]);
  });

  it('"no redirectUrl or backUrl query parameter is present"', async () => {
    const { autoLogin } = setUp();
    expect(await autoLogin.execute({ query: '?backUrl=%2Fm%2Fhome' })).toEqual({ kind: 'skipped', reason: 'redirect-pending' });
  });

  it('the switch that token_ip_different turns off', async () => {
    const { autoLogin, preference } = setUp();
    preference.disable();
    expect(await autoLogin.execute({ query: '' })).toEqual({ kind: 'skipped', reason: 'switched-off' });
  });

  it('"the merchant matches the remembered login"', async () => {
    const { autoLogin, vault, sent } = setUp();
    vault.entry = { ...remembered, merchantCode: 'DEMO2' };
    expect(await autoLogin.execute({ query: '' })).toEqual({ kind: 'skipped', reason: 'other-merchant' });
    expect(sent).toEqual([]);
  });

  it('nothing remembered (or unreadable): skipped', async () => {
    const { autoLogin, vault } = setUp();
    vault.entry = null;
    expect(await autoLogin.execute({ query: '' })).toEqual({ kind: 'skipped', reason: 'nothing-remembered' });
  });

  it('"The remembered login is cleared on login failure … and automatic login is disabled then"', async () => {
    const { autoLogin, vault, preference } = setUp({ answer: { kind: 'rejected', errorCode: 'login.cred.err', message: 'wrong', notice: null, clearsRememberedLogin: true } });
    const outcome = await autoLogin.execute({ query: '' });
    expect(outcome).toMatchObject({ kind: 'attempted', login: { kind: 'rejected', errorCode: 'login.cred.err' } });
    expect(vault.entry).toBeNull();
    expect(preference.isOn()).toBe(false);
  });

  it('a second factor keeps the remembered login and hands the credentials to the second-factor step', async () => {
    const { autoLogin, vault, preference } = setUp({ answer: { kind: 'second-factor-required', options: ['ga'] } });
    expect(await autoLogin.execute({ query: '' })).toEqual({
      kind: 'attempted',
      login: { kind: 'second-factor-required', options: ['ga'] },
      secondFactorCredentials: { username: 'player01', password: 'Passw0rd!' },
    });
    expect(vault.entry).not.toBeNull();
    expect(preference.isOn()).toBe(true);
  });

  it('"a repeat click is blocked for 500 ms": 499 ms after the first blocked, 500 ms allowed', async () => {
    const { autoLogin, time, sent } = setUp();
    await autoLogin.execute({ query: '' });
    time.advance(499);
    expect(await autoLogin.execute({ query: '' })).toEqual({ kind: 'repeat-blocked' });
    expect(sent).toHaveLength(1);
    time.advance(1);
    expect((await autoLogin.execute({ query: '' })).kind).toBe('attempted');
    expect(sent).toHaveLength(2);
  });

  it('a trigger that was skipped also starts the 500 ms block', async () => {
    const { autoLogin, time, preference } = setUp();
    preference.disable();
    await autoLogin.execute({ query: '' });
    preference.enable();
    time.advance(100);
    expect(await autoLogin.execute({ query: '' })).toEqual({ kind: 'repeat-blocked' });
  });

  it('a trigger while an attempt is still under way is blocked, even after 500 ms', async () => {
    const { autoLogin, time, sent, release } = setUp({ pending: true });
    const first = autoLogin.execute({ query: '' });
    await Promise.resolve();
    time.advance(600);
    expect(await autoLogin.execute({ query: '' })).toEqual({ kind: 'repeat-blocked' });
    await new Promise((resolve) => setImmediate(resolve));
    release();
    expect((await first).kind).toBe('attempted');
    expect(sent).toHaveLength(1);
    expect((await autoLogin.execute({ query: '' })).kind).toBe('attempted');
  });
});
