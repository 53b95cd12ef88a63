import { describe, expect, it } from 'vitest';
import { AUTO_LOGIN_KEY } from '../../core/runtime/storage-keys';
import { InMemoryStore } from '../../core/testing/in-memory-store';

import { createContainer } from '../composition/create-container';
import { testPlatform } from '../composition/test-platform';
import { TOKENS } from '../composition/tokens';
import { StoredAutoLoginPreference } from './stored-auto-login-preference';

describe('StoredAutoLoginPreference (local storage autoLogin)', () => {
  it('on when never set; "1" on', () => {
    const local = new InMemoryStore();
    const preference = new StoredAutoLoginPreference(local);
    expect(preference.isOn()).toBe(true);
    preference.enable();
    expect(local.get('autoLogin')).toBe('1');
    expect(preference.isOn()).toBe(true);
  });

  it('§8 "token_ip_different → automatic login turned off (autoLogin set to 0)": the request layer\'s switch turns it off', () => {
    const local = new InMemoryStore();
    const container = createContainer({ merchantCode: 'DEMO1', apiBaseUrl: '' }, testPlatform({ localStore: local }));
    container.get(TOKENS.AutoLoginPreference).disable();
    expect(local.get(AUTO_LOGIN_KEY)).toBe('0');
    expect(new StoredAutoLoginPreference(local).isOn()).toBe(false);
  });

  it('disable writes "0"', () => {
    const local = new InMemoryStore();
    new StoredAutoLoginPreference(local).disable();
    expect(local.get('autoLogin')).toBe('0');
  });
});
