import { RSA_MODULUS_HEX, RSA_PRIVATE_EXPONENT_HEX } from './keys';

/**
 * The server side of the RSA part (wire-notes "The encrypted request" §4), with BigInt so it runs the
 * same in node and the browser. jsencrypt cannot be imported by plain node ESM (extension-less
 * imports in its lib/ build), and node:crypto refuses PKCS#1 v1.5 private decryption since
 * CVE-2023-46809, so PKCS#1 v1.5 is unpadded here by hand (RFC 8017 §7.2.2).
 */

const n = BigInt(`0x${RSA_MODULUS_HEX}`);
const d = BigInt(`0x${RSA_PRIVATE_EXPONENT_HEX}`);
const MODULUS_BYTES = RSA_MODULUS_HEX.length / 2;

export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
    e >>= 1n;
  }
  return result;
}

export function bytesToBigInt(bytes: Uint8Array): bigint {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex === '' ? 0n : BigInt(`0x${hex}`);
}

/** Big-endian bytes, left-padded with zeros to `length` when given. */
export function bigIntToBytes(value: bigint, length?: number): Uint8Array {
  let hex = value.toString(16);
  if (hex.length % 2) hex = `0${hex}`;
  if (length !== undefined) hex = hex.padStart(length * 2, '0');
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

function ascii(bytes: Uint8Array): string {
  return String.fromCharCode(...bytes);
}

/** Hex form: textbook RSA, `c` lower-case even-length hex. Returns the plaintext bytes as text, or null. */
export function decryptTextbookHex(cipherHex: string): string | null {
  if (!/^(?:[0-9a-f]{2})+$/.test(cipherHex)) return null;
  const c = BigInt(`0x${cipherHex}`);
  if (c >= n) return null;
  return ascii(bigIntToBytes(modPow(c, d, n)));
}

/** PEM form: PKCS#1 v1.5 (what jsencrypt produces), base64. Returns the message as text, or null. */
export function decryptPkcs1Base64(cipherBase64: string): string | null {
  let raw: string;
  try {
    raw = atob(cipherBase64);
  } catch {
    return null;
  }
  if (raw.length === 0 || raw.length > MODULUS_BYTES) return null;
  const c = bytesToBigInt(Uint8Array.from(raw, (ch) => ch.charCodeAt(0)));
  if (c >= n) return null;
  const em = bigIntToBytes(modPow(c, d, n), MODULUS_BYTES);
  // EM = 0x00 || 0x02 || PS (>= 8 non-zero bytes) || 0x00 || M
  if (em[0] !== 0x00 || em[1] !== 0x02) return null;
  const separator = em.indexOf(0x00, 2);
  if (separator < 10) return null;
  return ascii(em.subarray(separator + 1));
}
