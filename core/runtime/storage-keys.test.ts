import { describe, expect, it } from 'vitest';
import { AUTO_LOGIN_KEY, LANGUAGE_STORAGE_KEY, SESSION_STORAGE_KEY } from './storage-keys';

describe('the storage keys the boot entry and the app share', () => {
  it('player-journey "Session info (stored per browser session under the key MC_SESSION_INFO)"', () => {
    expect(SESSION_STORAGE_KEY).toBe('MC_SESSION_INFO');
  });

  it('the language setting and the automatic-login switch keep the keys deployed players already have', () => {
    expect(LANGUAGE_STORAGE_KEY).toBe('language');
    expect(AUTO_LOGIN_KEY).toBe('autoLogin');
  });
});
