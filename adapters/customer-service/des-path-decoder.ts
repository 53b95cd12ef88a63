import Base64 from 'crypto-js/enc-base64';
import Utf8 from 'crypto-js/enc-utf8';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';
import CryptoJS from 'crypto-js/core';
import 'crypto-js/tripledes';
import type { PathDecoder } from '../../core/customer-service/ports';

const KEY_LENGTH = 8;

/**
 * shell §3: a customer-service path's "last 8 characters are the key for the rest". The rest is
 * DES-ECB-PKCS7 ciphertext in base64, as the request body (docs/decisions.md "Mock backend answers").
 * Same crypto-js parts as the request cipher, so the bundler shares one chunk between them.
 */
export function decryptCustomerServicePath(path: string): string | null {
  const trimmed = path.trim();
  if (trimmed.length <= KEY_LENGTH) return null;
  const key = trimmed.slice(-KEY_LENGTH);
  const ciphertext = trimmed.slice(0, -KEY_LENGTH);
  try {
    const params = CryptoJS.lib.CipherParams.create({ ciphertext: Base64.parse(ciphertext) });
    const plain = CryptoJS.DES.decrypt(params, Utf8.parse(key), { mode: ECB, padding: Pkcs7 }).toString(Utf8);
    return plain === '' ? null : plain;
  } catch {
    return null; // a wrong key gives bytes that are not UTF-8
  }
}

export class DesPathDecoder implements PathDecoder {
  decode(path: string): Promise<string | null> {
    return Promise.resolve(decryptCustomerServicePath(path));
  }
}
