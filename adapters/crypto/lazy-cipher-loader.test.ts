import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('./des-rsa-cipher');
  vi.resetModules();
});

describe('the lazy cipher loader (crypto stays out of the first load)', () => {
  it('loads the DES + RSA cipher once and reuses it', async () => {
    const { LazyCipherLoader } = await import('./lazy-cipher-loader');
    const { DesRsaCipher } = await import('./des-rsa-cipher');
    const loader = new LazyCipherLoader();
    const first = await loader.load();
    expect(first).toBeInstanceOf(DesRsaCipher);
    expect(await loader.load()).toBe(first);
  });

  it('a failed chunk download is tried again on the next call', async () => {
    let attempts = 0;
    vi.doMock('./des-rsa-cipher', () => {
      attempts++;
      if (attempts === 1) throw new Error('chunk download failed');
      return { DesRsaCipher: class FakeCipher {} };
    });
    const { LazyCipherLoader } = await import('./lazy-cipher-loader');
    const loader = new LazyCipherLoader();
    await expect(loader.load()).rejects.toThrow();
    const cipher = await loader.load();
    expect(cipher.constructor.name).toBe('FakeCipher');
    expect(attempts).toBe(2);
  });
});
