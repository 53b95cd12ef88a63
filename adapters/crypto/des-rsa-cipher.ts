import Base64 from 'crypto-js/enc-base64';
import Hex from 'crypto-js/enc-hex';
import Utf8 from 'crypto-js/enc-utf8';
import HmacSHA256 from 'crypto-js/hmac-sha256';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';
import SHA256 from 'crypto-js/sha256';
import CryptoJS from 'crypto-js/core';
import 'crypto-js/tripledes';
import { JSEncrypt } from 'jsencrypt';
import type { EncryptedPayload, PayloadCipher } from '../../core/http/ports';
import { randomKeyString } from './random-string';
import { isHexModulus, textbookRsaEncrypt } from './textbook-rsa';

/** The deployed encryption form (wire-notes "The encrypted request"; docs/decisions.md for the headers). */
export class DesRsaCipher implements PayloadCipher {
  constructor(private readonly nextRandom: () => string = randomKeyString) {}

  async encrypt(plaintext: string, publicKey: string): Promise<EncryptedPayload> {
    const key = publicKey.trim().replace(/^"+|"+$/g, '').trim();
    if (!key) throw new Error('empty public key');
    const r = this.nextRandom();
    const value = desEncrypt(plaintext, r.slice(0, 8));
    const form = isHexModulus(key) ? 'hex' : 'pem';
    const encryption = form === 'hex' ? textbookRsaEncrypt(r, key) : pkcs1Encrypt(r, key);
    return {
      value,
      encryption,
      digest: HmacSHA256(value, r).toString(Hex),
      rsaInfo: `${form}:${keyId(key)}`,
    };
  }
}

export function keyId(key: string): string {
  return SHA256(key).toString(Hex).slice(0, 16);
}

function desEncrypt(plaintext: string, desKey: string): string {
  // crypto-js registers DES on its core object from the tripledes module; only these parts are bundled.
  const cipher = CryptoJS.DES.encrypt(Utf8.parse(plaintext), Utf8.parse(desKey), { mode: ECB, padding: Pkcs7 });
  return cipher.ciphertext.toString(Base64);
}

function pkcs1Encrypt(message: string, publicKey: string): string {
  const rsa = new JSEncrypt();
  rsa.setPublicKey(publicKey);
  const out = rsa.encrypt(message);
  if (!out) throw new Error('rsa encryption failed');
  return out;
}
