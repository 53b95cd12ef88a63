import { describe, expect, it } from 'vitest';
import { hasControlCharacter } from './control-characters';

describe('control characters in a URL (refused rather than guessed at)', () => {
  it('C0 controls, DEL and the C1 range count; the characters around them do not', () => {
    for (const code of [0x00, 0x09, 0x0a, 0x1f, 0x7f, 0x80, 0x9f]) expect(hasControlCharacter(`java${String.fromCharCode(code)}script:`), code.toString(16)).toBe(true);
    for (const code of [0x20, 0x7e, 0xa0, 0xff]) expect(hasControlCharacter(`a${String.fromCharCode(code)}b`), code.toString(16)).toBe(false);
    expect(hasControlCharacter('https://promo.example/')).toBe(false);
  });
});
