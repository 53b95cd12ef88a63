import type { Sha256 } from '../../core/device/ports';

/**
 * SHA-256 of UTF-8 text: SubtleCrypto when the page has it; without it (SubtleCrypto exists only in
 * secure contexts, and a merchant may serve the site over plain http) crypto-js's, downloaded only then.
 */
export class WebSha256 implements Sha256 {
  constructor(private readonly subtle: SubtleCrypto | undefined) {}

  async digest(text: string): Promise<Uint8Array> {
    const bytes = new TextEncoder().encode(text);
    if (this.subtle) return new Uint8Array(await this.subtle.digest('SHA-256', bytes));
    const [{ default: sha256 }, { default: encUtf8 }, { default: encHex }] = await Promise.all([
      import('crypto-js/sha256'),
      import('crypto-js/enc-utf8'),
      import('crypto-js/enc-hex'),
    ]);
    const hex = sha256(encUtf8.parse(text)).toString(encHex);
    return Uint8Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16));
  }
}

export function pageSubtleCrypto(): SubtleCrypto | undefined {
  return typeof crypto === 'undefined' ? undefined : crypto.subtle;
}
