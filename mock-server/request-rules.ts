import { z } from 'zod';
import { LANGUAGE_KEYS } from './languages';

/**
 * What a route demands of a request beyond the merchant, the module id and the token: the forms the spec
 * states for its call (player-journey §3 entities, §7 calls; shell §7), declared per route in routes.ts and
 * checked by wpsRoute before the handler runs. A field the spec lets go missing is optional here; a field
 * that is present must have its stated form. The mock imports nothing of the app: these are written from
 * the spec alone (docs/decisions.md "The mock is as strict as a server").
 */
export interface RequestRules {
  /** Headers the call must carry, each with its form (names as the spec writes them). */
  readonly headers?: Readonly<Record<string, z.ZodType>>;
  /** The query (a loose object: fields the spec does not name pass). */
  readonly query?: z.ZodType;
  /** The JSON body; on encrypted rows the decrypted payload. */
  readonly body?: z.ZodType;
  /** player-journey §6 "public promotion and announcement calls are made with no Authorization". */
  readonly noAuthorization?: boolean;
  /** The query field naming a merchant (the country list's `merchant`, the manifest's `merchantCode`): the Merchant header's. */
  readonly merchantParameter?: string;
}

type Issue = { readonly input?: unknown };
/** "is required" when the field is missing, else what its form is. */
const missingOr = (form: string) => (issue: Issue) => (issue.input === undefined ? 'is required' : form);

/** A string, possibly empty. */
export const textField = () => z.string({ error: missingOr('must be a string') });
/** A string with at least one character. */
export const filled = () => textField().min(1, { error: 'must not be empty' });
/** A field that must be sent as a key; an empty string counts as sent (docs/decisions.md "Strict mock: present keys, sent codes, pinged domains"). */
const present = () => textField();
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: missingOr(`must be one of ${values.join(', ')}`) });
export const exactly = (value: string) => z.literal(value, { error: missingOr(`must be ${value}`) });
/** A boolean flag, also as the strings a form post would send. */
export const flag = () =>
  z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: missingOr('must be true or false') });
/** A flag that must be on: true, 'true' or '1'. */
export const on = () => z.union([z.literal(true), z.enum(['true', '1'])], { error: missingOr('must be true') });
/** A timestamp (a cache-buster or the captcha's t): digits. */
export const timestamp = () => filled().regex(/^\d+$/, { error: 'must be a timestamp (digits)' });
/** player-journey §5 "A device id is valid only if exactly 36 characters". */
export const deviceId = () => textField().length(36, { error: 'must be 36 characters' });
/** A JSON object body or query; other fields pass. */
const fields = <S extends z.core.$ZodLooseShape>(shape: S) =>
  z.looseObject(shape, { error: missingOr('must be a JSON object') });

/** player-journey §3 "Social login arguments": firebaseChannel (google, facebook, twitter or line). */
const FIREBASE_CHANNELS = ['google', 'facebook', 'twitter', 'line'] as const;

type Context = z.core.$RefinementCtx;
function requireField(value: Record<string, unknown>, name: string, why: string, ctx: Context): void {
  if (value[name] === undefined || value[name] === '') ctx.addIssue({ code: 'custom', path: [name], message: `is required ${why}` });
}

// ---- headers

/**
 * Every /wps call (player-journey §7 "Every request also carries Language"; shell §7), a key of shell §9
 * "Languages" or player-journey §1 "Supported language keys" (languages.ts).
 */
export const everyCall: RequestRules = {
  headers: {
    Language: filled().refine((key) => (LANGUAGE_KEYS as readonly string[]).includes(key), {
      error: `must be one of ${LANGUAGE_KEYS.join(', ')}`,
    }),
  },
};

/** player-journey §7 "POST /wps/session/login … Device header": the device id (docs/decisions.md "Device header"). */
export const loginHeaders = { Device: deviceId() };

// ---- queries

/** player-journey §7 "GET /wps/session/key/rsa?_={timestamp} (no-cache)". */
export const rsaKeyQuery = fields({ _: timestamp() });
/** player-journey §7 "query: device MOBILE, track, originalDomain, url"; track is dropped when empty. */
export const statusQuery = fields({
  device: exactly('MOBILE'),
  track: textField().optional(),
  originalDomain: filled(),
  url: filled(),
});
/** player-journey §7 "GET /wps/system/country | merchant parameter" (the Merchant header's: routes.ts merchantParameter). */
export const countryQuery = fields({ merchant: filled() });
/** player-journey §7 "GET /wps/captcha/geetest | t". */
export const geetestQuery = fields({ t: timestamp() });
/** shell §7 "GET /wps/system/manifest.json with query merchantCode plus a timestamp". */
export const webManifestQuery = fields({ merchantCode: filled() });
/**
 * player-journey §7 "types PR, platform M, category app_download": types exactly PR, a category named (app_download,
 * or the popup and marquee lists of docs/decisions.md "Announcement popups and server HTML" and "Home").
 */
export const announcementsQuery = fields({ types: exactly('PR'), platform: exactly('M'), category: filled() });
/** player-journey §7 "domain variant: {domain}/wps/system/test/ping?speed={timestamp}". */
export const domainPingQuery = fields({ speed: timestamp() });
/** player-journey §7 "WPSCORE_getDownloadSetting | domain". */
export const downloadSettingQuery = fields({ domain: filled() });
/** player-journey §7 "GCSGAME_newGameVendor | platform html5". */
export const gameVendorsQuery = fields({ platform: exactly('html5') });
/** player-journey §7 "GCS_gameTrialLaunch | gameId, nodeId, platform (default html5)". */
export const trialLaunchQuery = fields({ gameId: filled(), nodeId: filled(), platform: filled().optional() });
/** player-journey §7 "GET /m/asset-manifest.json and /mobile/mc/asset-manifest.json | cache-busting timestamp". */
export const assetManifestQuery = fields({ _: timestamp() });

// ---- bodies

const captchaFields = {
  geetestChallenge: textField().optional(),
  geetestSeccode: textField().optional(),
  geetestValidateV4: textField().optional(),
};

/** player-journey §3 "Login request: … device (IPAD, PWA or WEBCLIP)". */
const LOGIN_DEVICES = ['IPAD', 'PWA', 'WEBCLIP'] as const;

/**
 * player-journey §3 "Login request: username, password, type (sms, firebase or username), geetestChallenge,
 * geetestSeccode, geetestValidateV4, firebaseIdToken, loginDeviceId, isOfficialAppLogin, device (IPAD, PWA or
 * WEBCLIP)"; §7 "social login (body type=firebase, firebaseChannel, firebaseIdToken)". The phone's fields
 * (loginDeviceId, isOfficialAppLogin, device) go with every login: the Device header needs the same device id.
 */
export const loginBody = fields({
  username: textField().optional(),
  password: textField().optional(),
  type: oneOf(['sms', 'firebase', 'username']),
  ...captchaFields,
  firebaseChannel: oneOf(FIREBASE_CHANNELS).optional(),
  firebaseIdToken: textField().optional(),
  loginDeviceId: deviceId(),
  isOfficialAppLogin: flag(),
  device: oneOf(LOGIN_DEVICES),
}).superRefine((value, ctx) => {
  if (value.type !== 'firebase') return;
  requireField(value, 'firebaseChannel', 'for type firebase', ctx);
  requireField(value, 'firebaseIdToken', 'for type firebase', ctx);
});

/**
 * player-journey §3 "Second-factor request: username, password, method (E email, P payee name, G authenticator
 * app, S sms), email, payeeName, authCode, mobileNum, verificationCode, firebaseIdToken"; §5 "each chosen
 * method needs its value filled … SMS needs both mobile number and code … The phone number sent for sms is a
 * plus sign, the country code, then the number".
 */
export const secondFactorBody = fields({
  username: filled(),
  password: filled(),
  method: oneOf(['E', 'P', 'G', 'S']),
  email: textField().optional(),
  payeeName: textField().optional(),
  authCode: textField().optional(),
  mobileNum: textField().regex(/^\+\d+$/, { error: 'must be a plus sign, the country code, then the number' }).optional(),
  verificationCode: textField().optional(),
  firebaseIdToken: textField().optional(),
}).superRefine((value, ctx) => {
  const needs = { E: ['email'], P: ['payeeName'], G: ['authCode'], S: ['mobileNum'] }[value.method];
  for (const name of needs) requireField(value, name, `for method ${value.method}`, ctx);
  // The sms code, or the phone provider's token in its place.
  if (value.method === 'S' && !value.verificationCode && !value.firebaseIdToken) requireField(value, 'verificationCode', 'for method S', ctx);
});

/** player-journey §3 "Maya login: sessionId, env, registerUrl, affiliateCode, domain, loginDeviceId, device" (a login's device). */
export const mayaLoginBody = fields({
  sessionId: filled(),
  env: filled(),
  registerUrl: filled(),
  affiliateCode: textField(),
  domain: filled(),
  loginDeviceId: deviceId().optional(),
  device: oneOf(LOGIN_DEVICES),
});

/**
 * player-journey §3 "Registration request: registerMethod (APP, H5, PWA or WEBCLIP), registerUrl, loginDeviceId,
 * isOfficialAppLogin, affiliateCode, domain, referralCode, pixelTrack, login flag, geetestSeccode,
 * geetestValidateV4, password, username or mobileNum, an identifying captcha field". The codes, the pixel bundle
 * and the login flag are sent as keys, empty when none is known.
 */
const registrationFields = {
  registerMethod: oneOf(['APP', 'H5', 'PWA', 'WEBCLIP']),
  registerUrl: filled(),
  loginDeviceId: deviceId().optional(),
  isOfficialAppLogin: flag(),
  affiliateCode: present(),
  domain: filled(),
  referralCode: present(),
  pixelTrack: z.union([z.record(z.string(), z.unknown()), z.string()], { error: missingOr('must be an object or a string') }),
  login: flag(),
  ...captchaFields,
  password: textField().optional(),
};

/** Username registration; by social channel it adds "firebaseChannel, firebaseIdToken, login=true, smsTemplate". */
export const registerBody = fields({
  ...registrationFields,
  username: textField().optional(),
  firebaseChannel: oneOf(FIREBASE_CHANNELS).optional(),
  firebaseIdToken: textField().optional(),
  smsTemplate: textField().optional(),
}).superRefine((value, ctx) => {
  if (value.firebaseChannel === undefined && value.firebaseIdToken === undefined) return;
  requireField(value, 'firebaseChannel', 'with firebaseIdToken', ctx);
  requireField(value, 'firebaseIdToken', 'with firebaseChannel', ctx);
  if (value.login !== true && value.login !== 'true') {
    ctx.addIssue({ code: 'custom', path: ['login'], message: 'must be true for a registration by social channel' });
  }
  if (value.smsTemplate === undefined) {
    ctx.addIssue({ code: 'custom', path: ['smsTemplate'], message: 'is required for a registration by social channel' });
  }
});

/**
 * "Mobile registration adds countryDialingCode and mobileNum", and the code sent to that number (§5 "SMS needs both
 * mobile number and code"; whether it was sent there is the handler's verdict, handlers/member.ts).
 */
export const registerMobileBody = fields({
  ...registrationFields,
  countryDialingCode: filled(),
  mobileNum: filled(),
  verificationCode: filled(),
});

/** player-journey §7 "POST /wps/verification/sms/noLogin | countryDialingCode, mobileNum". */
export const smsNoLoginBody = fields({ countryDialingCode: filled(), mobileNum: filled() });

/** player-journey §7 "write /wps/member/language | language". */
export const memberLanguageBody = fields({ language: filled() });

/** player-journey §7 "POST /wps/relay/CBS_launchChat | b2c, title, backUrl, language": the chat window is titled. */
export const launchChatBody = fields({ b2c: flag(), title: filled(), backUrl: filled(), language: filled() });

/**
 * player-journey §7 "POST /wps/game/launchGame | lottoArea VN, launchMode LOTT, lottoPrizeMode, lottoGameCode,
 * lottoView (betting or lobby), device MOBILE, backUrl, hasLobby, language, title, labelName; alternate form uses
 * lottoMode SEA_Tradition_Mobile". lottoPrizeMode may be absent (shell §2: a launch is "prize_mode plus code, or
 * vendor plus code"), labelName too (a member without a VIP label).
 */
export const launchGameBody = fields({
  lottoArea: exactly('VN').optional(),
  launchMode: exactly('LOTT').optional(),
  lottoMode: exactly('SEA_Tradition_Mobile').optional(),
  lottoPrizeMode: filled().optional(),
  lottoGameCode: filled(),
  lottoView: oneOf(['betting', 'lobby']),
  device: exactly('MOBILE'),
  backUrl: filled(),
  hasLobby: flag(),
  language: filled(),
  title: textField(),
  labelName: filled().optional(),
}).superRefine((value, ctx) => {
  const vietnam = value.lottoArea !== undefined || value.launchMode !== undefined;
  if (vietnam && value.lottoMode !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['lottoMode'], message: 'does not go with lottoArea and launchMode (one form or the other)' });
  } else if (vietnam) {
    requireField(value, 'lottoArea', 'with launchMode', ctx);
    requireField(value, 'launchMode', 'with lottoArea', ctx);
  } else if (value.lottoMode === undefined) {
    ctx.addIssue({ code: 'custom', path: ['lottoArea'], message: 'and launchMode (or lottoMode) are required' });
  }
});

/** player-journey §7 "CSP_fcmBind | registrationToken". */
export const fcmBindBody = fields({ registrationToken: filled() });
/** player-journey §7 "CSP_fcmSubscribe | registrationToken, topic". */
export const fcmSubscribeBody = fields({ registrationToken: filled(), topic: filled() });
/**
 * player-journey §7 "CSP_fcmUnsubscribe | registrationToken, unsubscribeAll"; its one use, §4 "After logout: the push
 * token is unsubscribed (unsubscribeAll)": every topic goes.
 */
export const fcmUnsubscribeBody = fields({ registrationToken: filled(), unsubscribeAll: on() });

/** shell §7 "Tracking events are recorded to the server (events as a JSON string)". */
export const trackingEventBody = fields({ events: filled() });

// ---- the check

function firstProblem(schema: z.ZodType, value: unknown, what: string): string | null {
  const read = schema.safeParse(value);
  if (read.success) return null;
  const issue = read.error.issues[0];
  if (!issue) return `${what} is not valid`;
  const path = issue.path.map(String).join('.');
  // The field's name and the rule, never the value sent (nothing is echoed back).
  return path === '' ? `${what} ${issue.message}` : `${path} ${issue.message}`;
}

/** The headers' first problem, or null. */
export function headerProblem(rules: RequestRules, headers: Headers): string | null {
  for (const [name, schema] of Object.entries(rules.headers ?? {})) {
    const problem = firstProblem(schema, headers.get(name) ?? undefined, `${name} header`);
    if (problem) return problem;
  }
  if (rules.noAuthorization && headers.has('Authorization')) return 'Authorization header is not accepted on this call';
  return null;
}

/** The merchant parameter's problem when it names another merchant than the Merchant header, or null. */
export function merchantParameterProblem(rules: RequestRules, query: URLSearchParams, merchantCode: string): string | null {
  const name = rules.merchantParameter;
  if (name === undefined || query.get(name) === merchantCode) return null;
  return `${name} must be the merchant of the Merchant header`;
}

/** The query's or else the body's first problem (the body decrypted on encrypted rows), or null. */
export function contentProblem(rules: RequestRules, query: URLSearchParams, body: unknown): string | null {
  const inQuery = rules.query ? firstProblem(rules.query, Object.fromEntries(query), 'query') : null;
  return inQuery ?? (rules.body ? firstProblem(rules.body, body, 'body') : null);
}
