import { describe, expect, it } from 'vitest';
import { decodeSharedConfig } from '../config/shared-config';
import type { SharedConfigSource } from '../config/shared-config-store';
import { RIG_FIREBASE, sharedConfigWith } from '../testing/identity-rig';
import { EMPTY_PROVIDER_CONFIG, providerConfig, sharedFlag } from './provider-config';

const unreadable: SharedConfigSource = { execute: async () => ({ kind: 'failed', reason: 'request-failed' }) };

describe('provider config (player-journey §3 "Provider config for sms or social login")', () => {
  it('"Provider config for sms or social login" is the shared config\'s smsProvider (shell §3 "smsProvider (firebase, apiKey)")', async () => {
    expect(await providerConfig(sharedConfigWith([], RIG_FIREBASE))).toEqual(RIG_FIREBASE);
    const served = decodeSharedConfig({
      smsProvider: { firebase: 1, appId: 'a', apiKey: 'k', authDomain: 'd', projectId: 'p', messagingSenderId: '1', googleWebClientId: 'g' },
    });
    const config = served.ok ? served.config : null;
    expect(config).not.toBeNull();
    expect(await providerConfig({ execute: async () => ({ kind: 'loaded', config: config! }) })).toEqual({
      enabled: true,
      appId: 'a',
      apiKey: 'k',
      authDomain: 'd',
      projectId: 'p',
      messagingSenderId: '1',
      googleWebClientId: 'g',
      vapidKey: null,
    });
  });

  it('no provider settings, or a shared config that cannot be read: the empty config, switched off', async () => {
    expect(await providerConfig(sharedConfigWith([], EMPTY_PROVIDER_CONFIG))).toEqual(EMPTY_PROVIDER_CONFIG);
    // The empty config is a module constant: this test loads its own copy of the module (its imports stay shared),
    // so StrykerJS (ignoreStatic), which measures top-level code only by the tests during which it runs, counts it here.
    const copy = './provider-config?fresh'; // a specifier TypeScript does not resolve: the module's types are named below
    const fresh = (await import(/* @vite-ignore */ copy)) as typeof import('./provider-config');
    expect(await fresh.providerConfig(unreadable)).toEqual({
      enabled: false,
      appId: null,
      apiKey: null,
      authDomain: null,
      projectId: null,
      messagingSenderId: null,
      googleWebClientId: null,
      vapidKey: null,
    });
  });

  it('a white-label option is read from the shared config; off when the config cannot be read', async () => {
    expect(await sharedFlag(sharedConfigWith(['FIREBASECREATEACC3']), 'FIREBASECREATEACC3')).toBe(true);
    expect(await sharedFlag(sharedConfigWith([]), 'FIREBASECREATEACC3')).toBe(false);
    expect(await sharedFlag(unreadable, 'FIREBASECREATEACC3')).toBe(false);
  });
});
