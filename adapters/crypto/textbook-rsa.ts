export const PUBLIC_EXPONENT = 65537n;

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

/**
 * wire-notes §4, hex-modulus keys: m = the bytes of r read big-endian, c = m^65537 mod n,
 * lower-case hex of even length. No padding ("textbook").
 */
export function textbookRsaEncrypt(message: string, modulusHex: string): string {
  const n = BigInt(`0x${modulusHex}`);
  let m = 0n;
  for (const byte of new TextEncoder().encode(message)) m = (m << 8n) | BigInt(byte);
  if (m >= n) throw new Error('message longer than the modulus');
  const hex = modPow(m, PUBLIC_EXPONENT, n).toString(16);
  return hex.length % 2 ? `0${hex}` : hex;
}

export function isHexModulus(key: string): boolean {
  return /^[0-9a-fA-F]{64,}$/.test(key);
}
