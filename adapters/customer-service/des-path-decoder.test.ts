import CryptoJS from 'crypto-js';
import { describe, expect, it } from 'vitest';
import { decryptCustomerServicePath, DesPathDecoder } from './des-path-decoder';

/** The server's form, computed with crypto-js directly: DES-ECB-PKCS7 base64 of the link, then the 8-character key. */
function encode(plain: string, key: string): string {
  const options = { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 };
  return CryptoJS.DES.encrypt(plain, CryptoJS.enc.Utf8.parse(key), options).toString() + key;
}

describe('customer-service path decryption (shell §3 "its last 8 characters are the key for the rest")', () => {
  it('a known vector: "https://cs.mock.invalid/demo1/vip" under key "a1b2c3d4"', () => {
    const path = encode('https://cs.mock.invalid/demo1/vip', 'a1b2c3d4');
    expect(path.endsWith('a1b2c3d4')).toBe(true);
    expect(decryptCustomerServicePath(path)).toBe('https://cs.mock.invalid/demo1/vip');
  });

  it('round trip of a long link with non-ASCII text, and surrounding spaces are ignored', async () => {
    const plain = 'https://cs.example.com/chat?name=客服&lang=pt-BR#start';
    await expect(new DesPathDecoder().decode(`  ${encode(plain, 'Zz9!Yy8@')}\n`)).resolves.toBe(plain);
  });

  it.each([
    ['too short to hold a key', 'a1b2c3d4'],
    ['empty', ''],
    ['not base64', '%%%%not-base64%%%%a1b2c3d4'],
  ])('a path that does not decrypt gives null: %s', (_why, path) => {
    expect(decryptCustomerServicePath(path)).toBeNull();
  });

  it('the wrong key gives null or text other than the link, never a throw', () => {
    const path = encode('https://cs.mock.invalid/demo1/vip', 'a1b2c3d4');
    const tampered = `${path.slice(0, -8)}zzzzzzzz`;
    expect(() => decryptCustomerServicePath(tampered)).not.toThrow();
    expect(decryptCustomerServicePath(tampered)).not.toBe('https://cs.mock.invalid/demo1/vip');
  });
});
