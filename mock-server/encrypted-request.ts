import CryptoJS from 'crypto-js';
import { expectedRsaInfo, type RsaKeyForm } from './public-key';
import { decryptPkcs1Base64, decryptTextbookHex } from './rsa-private';

/** What arrives with an encrypted POST (player-journey §7; docs/decisions.md "Encrypted request headers"). */
export interface SealedRequest {
  /** The `Encryption` header: the RSA part. */
  readonly encryption: string | null;
  /** The `X-Digest` header. */
  readonly digest: string | null;
  /** The `X-RSA` header. */
  readonly rsaInfo: string | null;
  /** The parsed JSON body; must be `{ value: string }`. */
  readonly body: unknown;
}

export type OpenedRequest =
  | { readonly ok: true; readonly r: string; readonly payload: unknown }
  | { readonly ok: false; readonly reason: string };

const R_PATTERN = /^[A-Za-z0-9]{16}$/;

function rejected(reason: string): OpenedRequest {
  return { ok: false, reason };
}

/**
 * Opens an encrypted request exactly as a server would (wire-notes "The encrypted request"):
 * check X-RSA, recover r from Encryption, refuse a reused r, check X-Digest, DES-decrypt the body.
 * Pure: the caller remembers r as used once this succeeds.
 */
export function openEncryptedRequest(
  request: SealedRequest,
  form: RsaKeyForm,
  usedNonces: ReadonlySet<string>,
): OpenedRequest {
  const { encryption, digest, rsaInfo, body } = request;
  if (!encryption) return rejected('Encryption header missing');
  if (!digest) return rejected('X-Digest header missing');
  if (!rsaInfo) return rejected('X-RSA header missing');
  if (rsaInfo !== expectedRsaInfo(form)) return rejected(`X-RSA does not name this merchant's ${form} key`);

  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).value : undefined;
  if (typeof value !== 'string' || value === '') return rejected('body is not {value}');

  const r = form === 'hex' ? decryptTextbookHex(encryption) : decryptPkcs1Base64(encryption);
  if (r === null || !R_PATTERN.test(r)) return rejected('Encryption header does not hold a 16-character random string');
  if (usedNonces.has(r)) return rejected('random string reused (replay)');

  const expectedDigest = CryptoJS.HmacSHA256(value, r).toString(CryptoJS.enc.Hex);
  if (digest !== expectedDigest) return rejected('X-Digest does not match the body');

  let plaintext: string;
  try {
    plaintext = CryptoJS.DES.decrypt(value, CryptoJS.enc.Utf8.parse(r.slice(0, 8)), {
      mode: CryptoJS.mode.ECB,
      padding: CryptoJS.pad.Pkcs7,
    }).toString(CryptoJS.enc.Utf8);
  } catch {
    return rejected('value does not decrypt');
  }
  if (plaintext === '') return rejected('value does not decrypt');

  try {
    return { ok: true, r, payload: JSON.parse(plaintext) as unknown };
  } catch {
    return rejected('decrypted value is not JSON');
  }
}
