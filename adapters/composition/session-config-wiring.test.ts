import { describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY } from '../../core/runtime/storage-keys';
import { endpoints } from '../../core/http/endpoints';
import type { WebManifest } from '../../core/manifest/web-manifest';

import { InMemoryStore } from '../../core/testing/in-memory-store';
import { fails, ok, ScriptedTransport } from '../../core/testing/scripted-transport';
import { createContainer } from './create-container';
import { testPlatform } from './test-platform';
import { TOKENS } from './tokens';

const session = { token: 'T1', userName: 'player01', id: '1', merchantCode: 'DEMO1', type: 0, firstTimeLogin: false };

function container(transport = new ScriptedTransport(), sessionStore = new InMemoryStore()) {
  return createContainer({ merchantCode: 'DEMO1', apiBaseUrl: '' }, testPlatform({ transport, sessionStore }));
}

describe('composition: shared config, manifest and session lifecycle', () => {
  it('every new service resolves, once', () => {
    const c = container();
    const names = [
      'Logger',
      'DomainUnavailableHandler',
      'SharedConfigStore',
      'ManifestPublisher',
      'InstallManifest',
      'SessionState',
      'RememberedLoginEraser',
      'RefreshMemberInfo',
      'SyncToken',
      'Logout',
      'SessionLifecycle',
      'AdoptQueryToken',
      'SplashMemory',
      'CheckSystemStatus',
    ] as const;
    for (const name of names) {
      const token: symbol = TOKENS[name] as symbol;
      expect(c.get(token), name).toBeDefined();
      expect(c.get(token), name).toBe(c.get(token));
    }
  });

  it('SessionState is the session store: the stored session (MC_SESSION_INFO) is on session$ at boot', () => {
    const store = new InMemoryStore();
    store.set(SESSION_STORAGE_KEY, JSON.stringify(session));
    const c = container(new ScriptedTransport(), store);
    expect(c.get(TOKENS.SessionState).session).toEqual(session);
  });

  it('the request layer\'s auth-failure clear reaches the session stream', async () => {
    const transport = new ScriptedTransport().reply(endpoints.memberInfo.path, fails(401, { success: false, message: 'CUSTOMER_NOT_LOGIN' }));
    const store = new InMemoryStore();
    store.set(SESSION_STORAGE_KEY, JSON.stringify(session));
    const c = container(transport, store);
    const state = c.get(TOKENS.SessionState);
    await c.get(TOKENS.RefreshMemberInfo).execute();
    expect(state.session).toBeNull();
    expect(store.get(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('the manifest publisher can be swapped (tests); InstallManifest uses the swapped one', async () => {
    const transport = new ScriptedTransport()
      .reply(endpoints.consolidatedSettings.path, ok({ mobileTemplate: { pwa: { title: 'T', icons: { 192: 'a' } } } }))
      .reply(endpoints.webManifest.path, { kind: 'response', status: 200, body: { name: 'Srv' } });
    const c = container(transport);
    const published: WebManifest[] = [];
    c.rebind(TOKENS.ManifestPublisher).toConstantValue({ publish: (m) => published.push(m) });
    expect(await c.get(TOKENS.InstallManifest).execute()).toMatchObject({ kind: 'published', source: 'server' });
    expect(published.map((m) => m.name)).toEqual(['Srv']);
  });

  it('the default publisher does nothing outside a browser', async () => {
    const transport = new ScriptedTransport()
      .reply(endpoints.consolidatedSettings.path, ok({ mobileTemplate: { pwa: { title: 'T', icons: {} } } }))
      .reply(endpoints.webManifest.path, { kind: 'response', status: 404, body: {} });
    const c = container(transport);
    c.rebind(TOKENS.Logger).toConstantValue({ warn: () => undefined });
    expect(await c.get(TOKENS.InstallManifest).execute()).toMatchObject({ kind: 'published', source: 'built' });
  });

  it('splash memory lives in session storage', () => {
    const store = new InMemoryStore();
    const c = container(new ScriptedTransport(), store);
    c.get(TOKENS.SplashMemory).markHidden();
    expect(store.get('splashHidden')).toBe('5');
  });
});
