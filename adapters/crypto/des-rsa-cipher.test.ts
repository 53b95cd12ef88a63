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

  it('rejects an empty or unusable key', async () => {
    await expect(new DesRsaCipher().encrypt(payload, '""')).rejects.toThrow();
    await expect(new DesRsaCipher().encrypt(payload, 'not a key at all')).rejects.toThrow();
  });
});
