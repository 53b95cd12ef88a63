import CryptoJS from 'crypto-js';
import { RSA_MODULUS_HEX, RSA_PUBLIC_KEY_PEM } from './keys';

/** How a merchant's public key is served (wire-notes "The encrypted request" §1). */
export type RsaKeyForm = 'hex' | 'pem';

/** The key text as the client uses it: quotes and surrounding space removed. */
export function keyText(form: RsaKeyForm): string {
  return form === 'hex' ? RSA_MODULUS_HEX : RSA_PUBLIC_KEY_PEM.trim();
}

/** docs/decisions.md "Encrypted request headers": first 16 lower-case hex chars of SHA-256 of the key text. */
export function keyIdOf(text: string): string {
  return CryptoJS.SHA256(text).toString(CryptoJS.enc.Hex).slice(0, 16);
}

/** The expected `X-RSA` header for a merchant's key form. */
export function expectedRsaInfo(form: RsaKeyForm): string {
  return `${form}:${keyIdOf(keyText(form))}`;
}
