import { describe, expect, it } from 'vitest';
import { isHexModulus, modPow, textbookRsaEncrypt } from './textbook-rsa';

describe('textbook RSA (wire-notes §4, hex-modulus keys)', () => {
  it('modPow is base^exponent mod modulus', () => {
    expect(modPow(4n, 13n, 497n)).toBe(445n);
    expect(modPow(2n, 0n, 7n)).toBe(1n);
    expect(modPow(10n, 1n, 7n)).toBe(3n);
  });

  it('"m = the bytes of r read big-endian", c = m^65537 mod n, lower-case hex', () => {
    const n = (1n << 200n) + 235n;
    const m = 0x4142n; // "AB"
    expect(textbookRsaEncrypt('AB', n.toString(16))).toBe(
      ((hex) => (hex.length % 2 ? `0${hex}` : hex))(modPow(m, 65537n, n).toString(16)),
    );
  });

  it('refuses a message that does not fit below the modulus', () => {
    expect(() => textbookRsaEncrypt('AB', `${'0'.repeat(63)}1`)).toThrow(/longer than the modulus/);
    expect(() => textbookRsaEncrypt('AB', '4142')).toThrow();
    expect(textbookRsaEncrypt('AB', '4143')).toMatch(/^[0-9a-f]+$/);
  });

  it('a hex key is at least 64 hex digits and nothing else', () => {
    expect(isHexModulus('a'.repeat(64))).toBe(true);
    expect(isHexModulus('A'.repeat(63))).toBe(false);
    expect(isHexModulus(`${'a'.repeat(64)}g`)).toBe(false);
    expect(isHexModulus(`g${'a'.repeat(64)}`)).toBe(false);
    expect(isHexModulus('MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQDabcdefabcdefabcdefabcdefabcdefabcdef')).toBe(false);
  });
});
