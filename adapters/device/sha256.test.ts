import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { WebSha256 } from './sha256';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const nodeSha = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('SHA-256 for the device fingerprint', () => {
  it('SubtleCrypto is used when present', async () => {
    const text = '["ua",["en"],412,915]';
    expect(hex(await new WebSha256(crypto.subtle).digest(text))).toBe(nodeSha(text));
  });

  it('without SubtleCrypto (plain http) the fallback gives the same digest, at every padding boundary and for non-ASCII text', async () => {
    const fallback = new WebSha256(undefined);
    expect(hex(await fallback.digest('abc'))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hex(await fallback.digest(''))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    for (const length of [1, 55, 56, 57, 63, 64, 65, 119, 120, 1000]) {
      const text = 'é'.repeat(length).slice(0, length);
      expect(hex(await fallback.digest(text)), `length ${length}`).toBe(nodeSha(text));
    }
  });
});
