import type { TransportOutcome, TransportRequest } from './model';

/** Sends one HTTP request. Never throws: every outcome is a value. */
export interface HttpTransport {
  send(request: TransportRequest): Promise<TransportOutcome>;
}

export interface EncryptedPayload {
  /** DES-ECB-PKCS7 of the JSON payload, base64: the body's `value`. */
  readonly value: string;
  /** The RSA part: the `Encryption` header. */
  readonly encryption: string;
  /** The `X-Digest` header (docs/decisions.md "Encrypted request headers"). */
  readonly digest: string;
  /** The `X-RSA` header (docs/decisions.md "Encrypted request headers"). */
  readonly rsaInfo: string;
}

export interface PayloadCipher {
  /** Rejects when the key cannot be read or the cipher fails. */
  encrypt(plaintext: string, publicKey: string): Promise<EncryptedPayload>;
}

/** Loads the cipher on first use so crypto code stays out of the first load. */
export interface PayloadCipherLoader {
  load(): Promise<PayloadCipher>;
}

/** What every request needs to know about who is asking (merchant, language, device). */
export interface RequestContext {
  merchantCode(): string;
  /** The Language header value (shell §7: default CN). */
  language(): string;
  /** The Device header value, or null when none is known. */
  device(): string | null;
}

export interface NetworkEnvironment {
  /** The page was served over https. */
  isSecure(): boolean;
  isOnline(): boolean;
}

/** Turns automatic login off (player-journey §8: token_ip_different → autoLogin 0). */
export interface AutoLoginSwitch {
  disable(): void;
}

/** Runs when system status answers domain_not_available (player-journey §4 "Domain-unreachable notice"). */
export interface DomainUnavailableHandler {
  handle(message: string | null): void;
}
