const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** wire-notes §2: a fresh 16-character string from [A-Za-z0-9] per request, from the platform CSPRNG. */
export function randomKeyString(length = 16): string {
  const bytes = new Uint8Array(length * 2);
  globalThis.crypto.getRandomValues(bytes);
  let out = '';
  // Rejection sampling keeps the 62 characters equally likely.
  for (const byte of bytes) {
    if (byte >= 248) continue;
    out += ALPHABET[byte % ALPHABET.length];
    if (out.length === length) return out;
  }
  return out + randomKeyString(length - out.length);
}
