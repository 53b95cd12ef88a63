import { describe, expect, it, vi } from 'vitest';
import type { FirebaseProviderConfig } from '../../core/config/shared-config';
import type { IdentityProvider } from '../../core/identity/ports';
import { LazyIdentityProvider } from './lazy-identity-provider';

const config = { enabled: true } as FirebaseProviderConfig;
const credential = { kind: 'credential', idToken: 't' } as const;

function provider(): IdentityProvider {
  return {
    signIn: vi.fn(async () => credential),
    redirectResult: vi.fn(async () => null),
    sendPhoneCode: vi.fn(async () => ({ kind: 'sent' }) as const),
    confirmPhoneCode: vi.fn(async () => credential),
    oneTap: vi.fn(async () => null),
  };
}

describe('lazy identity provider (docs/decisions.md "Identity adapters": "The SDK … downloaded on first use")', () => {
  it('downloads the provider on the first call only, and passes every call through', async () => {
    const real = provider();
    const load = vi.fn(async () => real);
    const lazy = new LazyIdentityProvider(load);
    expect(load).not.toHaveBeenCalled();
    expect(await lazy.signIn('line', 'redirect', config)).toBe(credential);
    expect(real.signIn).toHaveBeenCalledWith('line', 'redirect', config);
    expect(await lazy.redirectResult(config)).toBeNull();
    expect(await lazy.sendPhoneCode('+639175550123', config, 'th')).toEqual({ kind: 'sent' });
    expect(real.sendPhoneCode).toHaveBeenCalledWith('+639175550123', config, 'th');
    expect(await lazy.confirmPhoneCode('123456')).toBe(credential);
    expect(real.confirmPhoneCode).toHaveBeenCalledWith('123456');
    expect(await lazy.oneTap(config)).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed download is the provider error auth/unknown (the port never throws) and is tried again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk')).mockResolvedValue(provider());
    const lazy = new LazyIdentityProvider(load);
    expect(await lazy.signIn('google', 'popup', config)).toEqual({ kind: 'provider-error', code: 'auth/unknown', reason: null });
    expect(await lazy.signIn('google', 'popup', config)).toBe(credential);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
