import CryptoJS from 'crypto-js';
import { describe, expect, it } from 'vitest';
import { LazyPathDecoder } from './lazy-path-decoder';

describe('the lazy path decoder (crypto-js stays out of the first load)', () => {
  it('loads the DES decoder on first use and decrypts', async () => {
    const key = 'k3y-8chr';
    const path =
      CryptoJS.DES.encrypt('https://t.example.com/', CryptoJS.enc.Utf8.parse(key), { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 }).toString() +
      key;
    const decoder = new LazyPathDecoder();
    await expect(decoder.decode(path)).resolves.toBe('https://t.example.com/');
    await expect(decoder.decode('garbage!garbage!')).resolves.toBeNull();
  });
});
