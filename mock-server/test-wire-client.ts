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

/**
 * The ModuleId each call carries (wire-notes "Module ids seen on deployed sites"; the decided paths of
 * docs/decisions.md "Paths the spec does not show"); paths not listed carry none.
 */
const MODULE_IDS: Readonly<Record<string, string>> = {
  '/wps/session/login': 'COMM3',
  '/wps/session/login/verification': 'LOGINIPVERF3',
  '/wps/session/login/maya': 'COMM3',
  '/wps/session/logout': 'COMM3',
  '/wps/member/register': 'REG3',
  '/wps/member/register/mobile': 'MOBILENUMREG3',
  '/wps/verification/sms/register': 'MOBILENUMREG3',
  '/wps/member/register/autoUsername': 'REG3',
  '/wps/verification/sms/noLogin': 'VERIFICATION3',
  '/wps/captcha/geetest': 'GEETEST3',
  '/wps/system/country': 'COMM3',
  '/wps/system/settings/consolidated': 'COMM3',
  '/wps/system/status': 'COMM3',
  '/wps/system/domainRoute': 'COMM3',
  '/wps/system/siteConfig': 'COMM3',
  '/wps/game/launchGame': 'GAMELO3',
  '/wps/relay/CBS_unreadCount': 'CBS3',
  '/wps/relay/CBS_launchChat': 'CBS3',
  '/wps/member/language': 'COMM3',
  '/wps/member/password': 'COMM3',
  '/wps/relay/MCSFE_getListAnnouncements': 'COMM3',
  '/wps/relay/MCSFE_getBannerGroups': 'COMM3',
  '/wps/relay/MCSFE_getMerchantAvailablePromotions': 'REWCEN3',
};

/** The Device header of the login call (player-journey §7): a 36-character device id. */
export const TEST_DEVICE_ID = 'test0000-0000-4000-8000-000000000001';

/** The phone's fields every login carries (player-journey §3 "Login request … loginDeviceId, isOfficialAppLogin, device"). */
export const LOGIN_CONTEXT = { loginDeviceId: TEST_DEVICE_ID, isOfficialAppLogin: false, device: 'IPAD' } as const;

/**
 * The context fields every registration carries (player-journey §3 "Registration request"), as a phone browser
 * sends them: no affiliate or referral code known (empty), no pixel values, the login flag.
 */
export const REGISTRATION_CONTEXT = {
  registerMethod: 'H5',
  registerUrl: `${TEST_API_ORIGIN}/m/register`,
  domain: new URL(TEST_API_ORIGIN).host,
  isOfficialAppLogin: false,
  affiliateCode: '',
  referralCode: '',
  pixelTrack: {},
  login: true,
} as const;

/** The status call's query at boot (player-journey §7 "device MOBILE, track, originalDomain, url"; track dropped when empty). */
export const STATUS_QUERY = {
  device: 'MOBILE',
  originalDomain: new URL(TEST_API_ORIGIN).host,
  url: `${TEST_API_ORIGIN}/m/home`,
} as const;

/** A lottery lobby launch, Vietnam form (player-journey §7 POST /wps/game/launchGame). */
export const LAUNCH_GAME_BODY = {
  lottoArea: 'VN',
  launchMode: 'LOTT',
  lottoGameCode: 'lobby',
  lottoView: 'lobby',
  device: 'MOBILE',
  backUrl: `${TEST_API_ORIGIN}/m/game`,
  hasLobby: true,
  language: 'VI',
  title: 'Demo',
} as const;

export interface CallOptions {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly merchant?: string | null;
  readonly token?: string;
  readonly query?: Record<string, string>;
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
  /** Headers the call leaves out (Language, ModuleId, Device, Content-Type), to see the mock refuse. */
  readonly without?: readonly string[];
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

/**
 * One plain call with the headers of shell §7: Content-Type JSON, Language EN, the path's ModuleId, the
 * Device header on login; the Merchant header is DEMO1 unless given (null leaves it out).
 */
export async function call(path: string, options: CallOptions = {}): Promise<WireAnswer> {
  const url = new URL(path, options.origin ?? TEST_API_ORIGIN);
  for (const [name, value] of Object.entries(options.query ?? {})) url.searchParams.set(name, value);
  const moduleId = MODULE_IDS[url.pathname];
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Language: 'EN',
    ...(moduleId ? { ModuleId: moduleId } : {}),
    ...(url.pathname === '/wps/session/login' ? { Device: TEST_DEVICE_ID } : {}),
    ...options.headers,
  };
  for (const name of options.without ?? []) delete headers[name];
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
  const answer = await callEncrypted('/wps/session/login', { username, password, type: 'username', ...LOGIN_CONTEXT }, { merchant });
  const value = (answer.body as { value?: { token?: unknown } }).value;
  if (typeof value?.token !== 'string') throw new Error(`login refused: ${JSON.stringify(answer.body)}`);
  return value.token;
}
