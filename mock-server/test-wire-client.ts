import CryptoJS from 'crypto-js';
import { JSEncrypt } from 'jsencrypt';

/**
 * A tiny client for tests and cucumber steps, written from wire-notes "The encrypted request" and
 * docs/decisions.md "Encrypted request headers" alone (it shares no code with the mock's server side).
 */

export const TEST_API_ORIGIN = 'https://m.demo.test';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** wire-notes §2: a fresh random string of 16 characters from [A-Za-z0-9]. */
export function randomR(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
  }
  return result;
}

/** wire-notes §4, hex keys: m = bytes of r big-endian, c = m^65537 mod n, lower-case even-length hex. */
function textbookRsaHex(r: string, modulusHex: string): string {
  const m = BigInt(`0x${Array.from(r, (ch) => ch.charCodeAt(0).toString(16).padStart(2, '0')).join('')}`);
  const c = modPow(m, 65537n, BigInt(`0x${modulusHex}`)).toString(16);
  return c.length % 2 ? `0${c}` : c;
}

/** wire-notes §4, PEM keys: PKCS#1 v1.5 with jsencrypt, base64. */
function pkcs1Base64(r: string, pem: string): string {
  const rsa = new JSEncrypt();
  rsa.setPublicKey(pem);
  const encrypted = rsa.encrypt(r);
  if (!encrypted) throw new Error('jsencrypt could not encrypt');
  return encrypted;
}

export interface SealedCall {
  readonly r: string;
  readonly headers: Record<string, string>;
  readonly body: { readonly value: string };
}

/** Encrypts a payload for a key as served (quotes and surrounding space already removed). */
export function seal(payload: unknown, key: string, r: string = randomR()): SealedCall {
  const form = /^[0-9a-fA-F]+$/.test(key) ? 'hex' : 'pem';
  const value = CryptoJS.DES.encrypt(JSON.stringify(payload), CryptoJS.enc.Utf8.parse(r.slice(0, 8)), {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.Pkcs7,
  }).toString();
  return {
    r,
    body: { value },
    headers: {
      Encryption: form === 'hex' ? textbookRsaHex(r, key.toLowerCase()) : pkcs1Base64(r, key),
      'X-Digest': CryptoJS.HmacSHA256(value, r).toString(CryptoJS.enc.Hex),
      'X-RSA': `${form}:${CryptoJS.SHA256(key).toString(CryptoJS.enc.Hex).slice(0, 16)}`,
    },
  };
}

export interface WireAnswer {
  readonly status: number;
  readonly body: unknown;
}

export interface CallOptions {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly merchant?: string | null;
  readonly token?: string;
  readonly query?: Record<string, string>;
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
  readonly origin?: string;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** One plain call; the Merchant header is DEMO1 unless given (null leaves it out). */
export async function call(path: string, options: CallOptions = {}): Promise<WireAnswer> {
  const url = new URL(path, options.origin ?? TEST_API_ORIGIN);
  for (const [name, value] of Object.entries(options.query ?? {})) url.searchParams.set(name, value);
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Language: 'EN', ...options.headers };
  const merchant = options.merchant === undefined ? 'DEMO1' : options.merchant;
  if (merchant) headers.Merchant = merchant;
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const response = await fetch(url, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  return { status: response.status, body: await readBody(response) };
}

/** Fetches the merchant's public key and reads it as the client does (envelope or bare, quotes removed). */
export async function fetchKey(merchant: string): Promise<string> {
  const answer = await call('/wps/session/key/rsa', { merchant, query: { _: String(Date.now()) } });
  const body = answer.body as { success?: unknown; value?: unknown } | string;
  const raw = typeof body === 'object' && body !== null && typeof body.success === 'boolean' ? body.value : body;
  if (typeof raw !== 'string') throw new Error('no key');
  return raw.trim().replace(/^"+|"+$/g, '');
}

/** An encrypted POST: fetch the key, seal the payload, send `{value}` with the three headers. */
export async function callEncrypted(
  path: string,
  payload: unknown,
  options: CallOptions & { readonly r?: string } = {},
): Promise<WireAnswer & { readonly sealed: SealedCall }> {
  const merchant = options.merchant ?? 'DEMO1';
  const sealed = seal(payload, await fetchKey(merchant), options.r);
  const answer = await call(path, { ...options, merchant, body: sealed.body, headers: { ...sealed.headers, ...options.headers } });
  return { ...answer, sealed };
}

/** Logs in and returns the token (throws when the mock refuses). */
export async function loginToken(merchant: string, username: string, password: string): Promise<string> {
  const answer = await callEncrypted('/wps/session/login', { username, password, type: 'username' }, { merchant });
  const value = (answer.body as { value?: { token?: unknown } }).value;
  if (typeof value?.token !== 'string') throw new Error(`login refused: ${JSON.stringify(answer.body)}`);
  return value.token;
}
