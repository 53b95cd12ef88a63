import CryptoJS from 'crypto-js';

/**
 * Customer-service links arrive encoded: "its last 8 characters are the key for the rest"
 * (shell §3, player-journey §3). The spec does not name the cipher; the mock uses the request
 * cipher of wire-notes §3: DES-ECB-PKCS7 with the 8 characters as UTF-8 key, base64, then the key.
 */

const options = { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 };

/** A stable 8-character [a-z0-9] key for a link. */
export function pathKeyFor(url: string): string {
  return CryptoJS.SHA256(url).toString(CryptoJS.enc.Hex).slice(0, 8);
}

export function encodeCustomerServicePath(url: string, key: string = pathKeyFor(url)): string {
  if (key.length !== 8) throw new Error('customer-service path key must be 8 characters');
  return CryptoJS.DES.encrypt(url, CryptoJS.enc.Utf8.parse(key), options).toString() + key;
}

export function decodeCustomerServicePath(path: string): string {
  const key = path.slice(-8);
  return CryptoJS.DES.decrypt(path.slice(0, -8), CryptoJS.enc.Utf8.parse(key), options).toString(CryptoJS.enc.Utf8);
}
