import { generateKeyPairSync } from 'node:crypto';
import Base64 from 'crypto-js/enc-base64';
import Hex from 'crypto-js/enc-hex';
import Utf8 from 'crypto-js/enc-utf8';
import HmacSHA256 from 'crypto-js/hmac-sha256';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';
import CryptoJS from 'crypto-js/core';
import 'crypto-js/tripledes';
import { JSEncrypt } from 'jsencrypt';
import { describe, expect, it } from 'vitest';
import { DesRsaCipher, keyId } from './des-rsa-cipher';
import { randomKeyString } from './random-string';
import { modPow } from './textbook-rsa';

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024, publicExponent: 65537 });
const jwk = privateKey.export({ format: 'jwk' });
const b64urlToBigInt = (s: string) => BigInt(`0x${Buffer.from(s, 'base64url').toString('hex')}`);
const n = b64urlToBigInt(jwk.n!);
const d = b64urlToBigInt(jwk.d!);
const modulusHex = n.toString(16);
const publicPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
const privatePem = privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();

const desDecrypt = (value: string, r: string) =>
  CryptoJS.DES.decrypt(CryptoJS.lib.CipherParams.create({ ciphertext: Base64.parse(value) }), Utf8.parse(r.slice(0, 8)), {
    mode: ECB,
    padding: Pkcs7,
  }).toString(Utf8);

/**
 * A fixed 1024-bit test key and an `r` whose textbook-RSA ciphertext has an odd number of hex digits
 * (found once by search), so the leading-zero pad runs on every test run, not 1 run in 14.
 */
const FIXED_N = BigInt(
  '0xca5e144c8cffbd50edf1e1b6df4a70547d867822d7c5fa17a4be2f9a59d5c0d8fceb22707b6d4d4288036a15851aa92080d836ec41534f436673ec9cef7d71c723ad694c946dea7e88d056fc86571972ea0ae69db678b5b753fa4ea09e03c4dcef4adf5404438e074477305b15d9908b1b4a4f755ff83c5b96d02131b00ee761',
);
const FIXED_D = BigInt(
  '0x4ede97beb5fd3e057a9718c733034a0043e3d29291d1e104b1fa45873c97e84f295362dabfdffb8a808404265af7e70e79e8ca8f0d6eb0a7ae1864114ded7017e0ee1cb97db7462aa827ac6075e342a91bf2542e01ba993582a501d750b1e078874a498dae1d7bebd49fe3b1ab3ff96fc57f6d1aedd32bcbe4691b5d244e6199',
);
const PAD_R = 'PadCase000000003';
const bytesOf = (s: string) => BigInt(`0x${Buffer.from(s, 'utf8').toString('hex')}`);
/** The server side of wire-notes §4 for hex keys: c^d mod n, read back as 16 bytes. */
const recoverR = (encryption: string, modulus = FIXED_N, exponent = FIXED_D) =>
  Buffer.from(modPow(BigInt(`0x${encryption}`), exponent, modulus).toString(16).padStart(32, '0'), 'hex').toString('utf8');

describe('DES + RSA payload cipher (wire-notes "The encrypted request")', () => {
  const payload = JSON.stringify({ username: 'player01', password: 'Passw0rd!', note: '中文 ✓' });

  it('hex-modulus key: "textbook RSA of r with no padding", m = the bytes of r big-endian, lower-case even-length hex', async () => {
    const r = 'Ab3dEfGh1jKlMn0p';
    const sealed = await new DesRsaCipher(() => r).encrypt(payload, `"${modulusHex}"`);
    expect(sealed.encryption).toMatch(/^[0-9a-f]+$/);
    expect(sealed.encryption.length % 2).toBe(0);
    const m = modPow(BigInt(`0x${sealed.encryption}`), d, n);
    expect(Buffer.from(m.toString(16).padStart(32, '0'), 'hex').toString('utf8')).toBe(r);
    expect(desDecrypt(sealed.value, r)).toBe(payload);
  });

  it('PEM key: PKCS#1 v1.5 encryption of r, base64', async () => {
    const r = 'Zz9yYx8wWv7uUt6s';
    const sealed = await new DesRsaCipher(() => r).encrypt(payload, publicPem);
    const rsa = new JSEncrypt();
    rsa.setPrivateKey(privatePem);
    expect(rsa.decrypt(sealed.encryption)).toBe(r);
    expect(desDecrypt(sealed.value, r)).toBe(payload);
  });

  it('"DES, ECB mode, PKCS#7 padding, key = the first 8 characters of r": the last 8 do not matter to the body', async () => {
    const a = await new DesRsaCipher(() => 'SAMEPREFxxxxxxxx').encrypt(payload, modulusHex);
    const b = await new DesRsaCipher(() => 'SAMEPREFyyyyyyyy').encrypt(payload, modulusHex);
    expect(a.value).toBe(b.value);
  });

  it('X-Digest is HMAC-SHA256(value, r) and X-RSA names the key form and key id (docs/decisions.md)', async () => {
    const r = 'Q1w2E3r4T5y6U7i8';
    const hex = await new DesRsaCipher(() => r).encrypt(payload, ` "${modulusHex}" `);
    expect(hex.digest).toBe(HmacSHA256(hex.value, r).toString(Hex));
    expect(hex.rsaInfo).toBe(`hex:${keyId(modulusHex)}`);
    const pem = await new DesRsaCipher(() => r).encrypt(payload, publicPem);
    expect(pem.rsaInfo).toBe(`pem:${keyId(publicPem.trim())}`);
  });

  it('"a fresh random string r of 16 characters from [A-Za-z0-9] per request"', async () => {
    const seen = new Set(Array.from({ length: 200 }, () => randomKeyString()));
    expect(seen.size).toBe(200);
    for (const r of seen) expect(r).toMatch(/^[A-Za-z0-9]{16}$/);
  });

  it('"written as lower-case hex (even length)": an odd-length ciphertext gets its leading zero', async () => {
    // The fixture really needs the pad: c has an odd number of hex digits before padding.
    expect(modPow(bytesOf(PAD_R), 65537n, FIXED_N).toString(16).length % 2).toBe(1);
    const sealed = await new DesRsaCipher(() => PAD_R).encrypt(payload, FIXED_N.toString(16));
    expect(sealed.encryption).toMatch(/^0[0-9a-f]+$/);
    expect(sealed.encryption.length % 2).toBe(0);
    expect(sealed.encryption).toBe(`0${modPow(bytesOf(PAD_R), 65537n, FIXED_N).toString(16)}`);
    expect(recoverR(sealed.encryption)).toBe(PAD_R);
  });

  it('an upper-case hex modulus is read as a hex key too; the Encryption value stays lower-case', async () => {
    const sealed = await new DesRsaCipher(() => PAD_R).encrypt(payload, FIXED_N.toString(16).toUpperCase());
    expect(sealed.rsaInfo).toBe(`hex:${keyId(FIXED_N.toString(16).toUpperCase())}`);
    expect(sealed.encryption).toMatch(/^[0-9a-f]+$/);
    expect(recoverR(sealed.encryption)).toBe(PAD_R);
  });

  it('"a fresh random string r ... per request": two encryptions of one payload use different r', async () => {
    const cipher = new DesRsaCipher();
    const first = await cipher.encrypt(payload, FIXED_N.toString(16));
    const second = await cipher.encrypt(payload, FIXED_N.toString(16));
    const [r1, r2] = [recoverR(first.encryption), recoverR(second.encryption)];
    expect(r1).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(r2).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(r1).not.toBe(r2);
    expect(first.encryption).not.toBe(second.encryption);
    expect(first.value).not.toBe(second.value);
    expect(desDecrypt(first.value, r1)).toBe(payload);
    expect(desDecrypt(second.value, r2)).toBe(payload);
  });

  it('wire-notes §1 "a PEM / base64 SPKI key: the client must accept both": bare base64 SPKI without armour is PEM form', async () => {
    const bare = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
    const r = 'Bare64SpkiKey123';
    const sealed = await new DesRsaCipher(() => r).encrypt(payload, `"${bare}"`);
    expect(sealed.rsaInfo).toBe(`pem:${keyId(bare)}`);
    const rsa = new JSEncrypt();
    rsa.setPrivateKey(privatePem);
    expect(rsa.decrypt(sealed.encryption)).toBe(r);
    expect(desDecrypt(sealed.value, r)).toBe(payload);
  });

  it('a string of hex digits shorter than a modulus is not read as a hex key', async () => {
    await expect(new DesRsaCipher(() => PAD_R).encrypt(payload, 'abcdef0123456789')).rejects.toThrow();
  });

  it('wire-notes §1 "sometimes wrapped in quotes": quotes and space around the key are removed, quotes inside are not', async () => {
    const hex = FIXED_N.toString(16);
    for (const served of [`""${hex}""`, `  " ${hex} "  `, `\n"${hex}"\n`]) {
      const sealed = await new DesRsaCipher(() => PAD_R).encrypt(payload, served);
      expect(sealed.rsaInfo).toBe(`hex:${keyId(hex)}`);
      expect(recoverR(sealed.encryption)).toBe(PAD_R);
    }
    await expect(new DesRsaCipher(() => PAD_R).encrypt(payload, `${hex.slice(0, 100)}"${hex.slice(100)}`)).rejects.toThrow(
      'rsa encryption failed',
    );
  });

  it('the key id is the first 16 lower-case hex characters of SHA-256 of the key text (docs/decisions.md)', () => {
    expect(keyId('abc')).toBe('ba7816bf8f01cfea');
  });

  it('rejects an empty or unusable key', async () => {
    await expect(new DesRsaCipher().encrypt(payload, ' "" ')).rejects.toThrow('empty public key');
    await expect(new DesRsaCipher().encrypt(payload, '""')).rejects.toThrow();
    await expect(new DesRsaCipher().encrypt(payload, 'not a key at all')).rejects.toThrow();
  });
});
