import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineDownloadError } from '../browser/load-once';
import { pageSubtleCrypto, WebSha256 } from './sha256';

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

  it("offline, the fallback is not downloaded (a failed import is kept for the page's life): the digest fails now and works once online", async () => {
    let online = false;
    let downloads = 0;
    const sha = new WebSha256(undefined, () => online, async () => {
      downloads += 1;
      return () => 'ab'.repeat(32);
    });
    await expect(sha.digest('abc')).rejects.toBeInstanceOf(OfflineDownloadError);
    expect(downloads).toBe(0);
    online = true;
    expect(hex(await sha.digest('abc'))).toBe('ab'.repeat(32));
    await sha.digest('def');
    expect(downloads, 'downloaded once').toBe(1);
  });

  it('with SubtleCrypto, crypto-js is never downloaded', async () => {
    let downloads = 0;
    const sha = new WebSha256(crypto.subtle, () => true, async () => {
      downloads += 1;
      return () => '';
    });
    expect(hex(await sha.digest('abc'))).toBe(nodeSha('abc'));
    expect(downloads).toBe(0);
  });

  it('a fallback that gives no hex gives no bytes', async () => {
    const sha = new WebSha256(undefined, () => true, async () => () => '');
    expect(await sha.digest('abc')).toEqual(new Uint8Array());
  });
});

describe("the page's SubtleCrypto", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is crypto.subtle where the page has crypto', () => {
    expect(pageSubtleCrypto()).toBe(crypto.subtle);
  });

  it('is absent where the page has no crypto', () => {
    vi.stubGlobal('crypto', undefined);
    expect(pageSubtleCrypto()).toBeUndefined();
  });
});
