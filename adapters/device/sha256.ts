import type { Sha256 } from '../../core/device/ports';
import { browserOnline, loadOnce } from '../browser/load-once';

type HexDigest = (text: string) => string;

/** crypto-js's SHA-256, as hex, from its lazy chunks. */
const loadCryptoJsSha256 = async (): Promise<HexDigest> => {
  const [{ default: sha256 }, { default: encUtf8 }, { default: encHex }] = await Promise.all([
    import('crypto-js/sha256'),
    import('crypto-js/enc-utf8'),
    import('crypto-js/enc-hex'),
  ]);
  return (text) => sha256(encUtf8.parse(text)).toString(encHex);
};

/**
 * SHA-256 of UTF-8 text: SubtleCrypto when the page has it; without it (SubtleCrypto exists only in
 * secure contexts, and a merchant may serve the site over plain http) crypto-js's, downloaded only then.
 */
export class WebSha256 implements Sha256 {
  // Through loadOnce: not requested offline, where the browser would keep the failure for the page's life.
  private readonly fallback: () => Promise<HexDigest>;

  constructor(
    private readonly subtle: SubtleCrypto | undefined,
    online: () => boolean = browserOnline,
    load: () => Promise<HexDigest> = loadCryptoJsSha256,
  ) {
    this.fallback = loadOnce(load, online);
  }

  async digest(text: string): Promise<Uint8Array> {
    if (this.subtle) return new Uint8Array(await this.subtle.digest('SHA-256', new TextEncoder().encode(text)));
    const hex = (await this.fallback())(text);
    return Uint8Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16));
  }
}

export function pageSubtleCrypto(): SubtleCrypto | undefined {
  return typeof crypto === 'undefined' ? undefined : crypto.subtle;
}
