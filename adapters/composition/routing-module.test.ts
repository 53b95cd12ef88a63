import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY, SESSION_STORAGE_KEY } from '../../core/runtime/storage-keys';
import { endpoints } from '../../core/http/endpoints';

import { InMemoryStore } from '../../core/testing/in-memory-store';
import { ok, ScriptedTransport } from '../../core/testing/scripted-transport';
import { TRACKING_STORAGE_KEY } from '../storage/stored-tracking-values';
import { createContainer } from './create-container';
import { testPlatform } from './test-platform';
import { TOKENS } from './tokens';

function wiring(options: { stored?: string; browser?: readonly string[]; memberType?: number } = {}) {
  const localStore = new InMemoryStore();
  const sessionStore = new InMemoryStore();
  if (options.stored) localStore.set(LANGUAGE_STORAGE_KEY, options.stored);
  if (options.memberType !== undefined) {
    sessionStore.set(
      SESSION_STORAGE_KEY,
      JSON.stringify({ token: 'T', userName: 'u', id: '1', merchantCode: 'DEMO1', type: options.memberType, firstTimeLogin: false }),
    );
  }
  const transport = new ScriptedTransport().reply(endpoints.memberLanguage.path, ok(true));
  const container = createContainer(
    { merchantCode: 'DEMO1', apiBaseUrl: '' },
    testPlatform({ localStore, sessionStore, transport, ...(options.browser ? { browserLanguages: options.browser } : {}) }),
  );
  return { container, localStore, transport };
}

describe('composition: routing facts and the language setting', () => {
  it('the language starts from the stored setting, else the browser languages (shell §9)', () => {
    expect(wiring({ stored: 'TH', browser: ['en-US'] }).container.get(TOKENS.LanguageSetting).current).toBe('TH');
    expect(wiring({ browser: ['zh-HK'] }).container.get(TOKENS.LanguageSetting).current).toBe('TW');
    expect(wiring().container.get(TOKENS.LanguageSetting).current).toBe('CN');
  });

  it('a change is stored in local storage and synced for a member of type 0', async () => {
    const { container, localStore, transport } = wiring({ memberType: 0 });
    await container.get(TOKENS.LanguageSetting).change('VI');
    expect(localStore.get(LANGUAGE_STORAGE_KEY)).toBe('VI');
    expect(transport.to(endpoints.memberLanguage.path)).toHaveLength(1);
  });

  it('no sync for a guest or a member of type 4 (shell §6)', async () => {
    for (const memberType of [undefined, 4]) {
      const { container, transport } = wiring(memberType === undefined ? {} : { memberType });
      await container.get(TOKENS.LanguageSetting).change('VI');
      expect(transport.requests).toHaveLength(0);
    }
  });

  it('tracking values and the affiliate code live in local storage', () => {
    const { container, localStore } = wiring();
    localStore.set(TRACKING_STORAGE_KEY, JSON.stringify({ utm_source: 'fb' }));
    expect(container.get(TOKENS.StoredTracking).values()).toEqual({ utm_source: 'fb' });
    container.get(TOKENS.RememberAffiliate).execute('www.demo.test', { affiliateCode: 'AF1' });
    expect(localStore.get('affiliateCode')).toBe('AF1');
    expect(container.get(TOKENS.RememberAffiliate)).toBe(container.get(TOKENS.RememberAffiliate));
    expect(container.get(TOKENS.LanguageSetting)).toBe(container.get(TOKENS.LanguageSetting));
  });
});
