import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockServer, resetMock } from './node';
import { LANGUAGE_KEYS } from './languages';
import { requestLog } from './request-log';
import { routes, type RouteSpec } from './routes';
import { scenarios } from './scenarios';
import {
  call,
  callEncrypted,
  LAUNCH_GAME_BODY,
  LOGIN_CONTEXT,
  loginToken,
  REGISTRATION_CONTEXT,
  STATUS_QUERY,
  TEST_API_ORIGIN,
  type CallOptions,
  type WireAnswer,
} from './test-wire-client';

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mockServer.close());
beforeEach(() => resetMock());

/** The server's refusal: HTTP 400 with the envelope naming the field (the badRequest helper's form). */
const refused = (message: string): WireAnswer => ({ status: 400, body: { success: false, errorCode: 'param.invalid', message } });
const answered = ({ status, body }: WireAnswer): WireAnswer => ({ status, body });

const LOGIN = routes.login.path;
const LOGIN_BODY = { username: 'player01', password: 'Passw0rd!', type: 'username', ...LOGIN_CONTEXT };
const login = (payload: Record<string, unknown>, options: CallOptions = {}) => callEncrypted(LOGIN, { ...LOGIN_BODY, ...payload }, options).then(answered);

describe('every /wps call (player-journey §7 "Every request also carries Language"; shell §7 "Content-Type JSON")', () => {
  const wpsRoutes = Object.entries(routes).filter(([, route]) => route.path.startsWith('/wps/'));

  it.each(wpsRoutes)('%s without the Language header is refused by name', async (_name, route: RouteSpec) => {
    const token = await loginToken('DEMO1', 'player01', 'Passw0rd!');
    const body = route.method === 'GET' || route.method === 'DELETE' ? {} : { body: {} };
    const answer = await call(route.path, { method: route.method, token, ...body, query: { merchantCode: 'DEMO1' }, without: ['Language'] });
    expect(answer).toEqual(refused('Language header is required'));
  });

  it('an empty Language header is refused too ("empty headers are dropped": empty is none)', async () => {
    expect(await call(routes.systemCountry.path, { query: { merchant: 'DEMO1' }, headers: { Language: '' } })).toEqual(
      refused('Language header must not be empty'),
    );
  });

  it('a Language header outside the spec\'s keys is refused (shell §9 "Languages" and player-journey §1 "Supported language keys")', async () => {
    const country = (Language: string) => call(routes.systemCountry.path, { query: { merchant: 'DEMO1' }, headers: { Language } });
    expect(await country('XX')).toEqual(refused(`Language header must be one of ${LANGUAGE_KEYS.join(', ')}`));
    expect(await country('en')).toEqual(refused(`Language header must be one of ${LANGUAGE_KEYS.join(', ')}`));
    for (const key of ['PT-BR', 'UR-LA', 'RU', 'AR', 'TY']) expect((await country(key)).status, key).toBe(200);
  });

  it('a body sent without Content-Type JSON is refused; a GET without a body needs none', async () => {
    const answer = await call(routes.smsNoLogin.path, { body: { countryDialingCode: '63', mobileNum: '9171234567' }, headers: { 'Content-Type': 'text/plain' } });
    expect(answer).toEqual(refused('Content-Type header must be application/json'));
    expect((await call(routes.systemCountry.path, { query: { merchant: 'DEMO1' }, without: ['Content-Type'] })).status).toBe(200);
  });

  it('a switched business failure is the server\'s verdict whatever the body (scenarios ask for it); the headers are still checked', async () => {
    scenarios.set({ failures: { [routes.launchChat.path]: { kind: 'business', errorCode: 'customer.not.login' } } });
    const token = await loginToken('DEMO1', 'player01', 'Passw0rd!');
    expect(await call(routes.launchChat.path, { token, body: { from: 'a test' } })).toEqual({ status: 200, body: { success: false, errorCode: 'customer.not.login' } });
    expect(await call(routes.launchChat.path, { token, body: {}, without: ['Language'] })).toEqual(refused('Language header is required'));
  });

  it('a refusal is noted in the request log with its reason (the dev panel lists it)', async () => {
    await call(routes.systemCountry.path, { query: { merchant: 'DEMO1' }, without: ['Language'] });
    expect(requestLog.last(routes.systemCountry.path)?.refused).toBe('param.invalid: Language header is required');
    await call(routes.systemCountry.path, { query: { merchant: 'DEMO1' } });
    expect(requestLog.last(routes.systemCountry.path)?.refused).toBeUndefined();
  });
});

describe('login (player-journey §3 "Login request", §7 "POST /wps/session/login … Device header")', () => {
  it('the Device header is required, a 36-character device id', async () => {
    expect(await login({}, { without: ['Device'] })).toEqual(refused('Device header is required'));
    expect(await login({}, { headers: { Device: 'd'.repeat(35) } })).toEqual(refused('Device header must be 36 characters'));
  });

  it.each(['IPAD', 'PWA', 'WEBCLIP'])('device %s is accepted', async (device) => {
    expect(await login({ device })).toMatchObject({ status: 200, body: { success: true } });
  });

  it('device "device (IPAD, PWA or WEBCLIP)": another value is refused', async () => {
    expect(await login({ device: 'ANDROID' })).toEqual(refused('device must be one of IPAD, PWA, WEBCLIP'));
  });

  it.each(['device', 'isOfficialAppLogin', 'loginDeviceId'])('"Login request: … loginDeviceId, isOfficialAppLogin, device": %s is required', async (field) => {
    expect(await login({ [field]: undefined })).toEqual(refused(`${field} is required`));
  });

  it('loginDeviceId is a device id ("A device id is valid only if exactly 36 characters")', async () => {
    expect(await login({ loginDeviceId: '' })).toEqual(refused('loginDeviceId must be 36 characters'));
  });

  it('isOfficialAppLogin is a flag (true or false)', async () => {
    expect(await login({ isOfficialAppLogin: 'maybe' })).toEqual(refused('isOfficialAppLogin must be true or false'));
    expect(await login({ isOfficialAppLogin: false })).toMatchObject({ body: { success: true } });
  });

  it('"type (sms, firebase or username)" is required and one of those', async () => {
    const { type: _, ...untyped } = LOGIN_BODY;
    expect(answered(await callEncrypted(LOGIN, untyped))).toEqual(refused('type is required'));
    expect(await login({ type: 'email' })).toEqual(refused('type must be one of sms, firebase, username'));
  });

  it('type firebase carries firebaseChannel (google, facebook, twitter or line) and firebaseIdToken', async () => {
    expect(await login({ type: 'firebase', firebaseIdToken: 'fake-idtoken.google.player01' })).toEqual(refused('firebaseChannel is required for type firebase'));
    expect(await login({ type: 'firebase', firebaseChannel: 'google' })).toEqual(refused('firebaseIdToken is required for type firebase'));
    expect(await login({ type: 'firebase', firebaseChannel: 'github', firebaseIdToken: 't' })).toEqual(
      refused('firebaseChannel must be one of google, facebook, twitter, line'),
    );
  });
});

describe('second factor (player-journey §3 "Second-factor request", §5)', () => {
  const verify = (payload: Record<string, unknown>) =>
    callEncrypted(routes.loginVerification.path, { username: 'player01', password: 'Passw0rd!', ...payload }).then(answered);

  it('method is one of E, P, G, S', async () => {
    expect(await verify({ authCode: '123456' })).toEqual(refused('method is required'));
    expect(await verify({ method: 'X', authCode: '123456' })).toEqual(refused('method must be one of E, P, G, S'));
  });

  it('"each chosen method needs its value filled"', async () => {
    expect(await verify({ method: 'E' })).toEqual(refused('email is required for method E'));
    expect(await verify({ method: 'P', payeeName: '' })).toEqual(refused('payeeName is required for method P'));
    expect(await verify({ method: 'G' })).toEqual(refused('authCode is required for method G'));
    expect(await verify({ method: 'S', verificationCode: '123456' })).toEqual(refused('mobileNum is required for method S'));
    expect(await verify({ method: 'S', mobileNum: '+639171234567' })).toEqual(refused('verificationCode is required for method S'));
  });

  it('"The phone number sent for sms is a plus sign, the country code, then the number"', async () => {
    expect(await verify({ method: 'S', mobileNum: '9171234567', verificationCode: '123456' })).toEqual(
      refused('mobileNum must be a plus sign, the country code, then the number'),
    );
  });
});

describe('Maya login (player-journey §3 "Maya login: sessionId, env, registerUrl, affiliateCode, domain, loginDeviceId, device")', () => {
  const MAYA = { sessionId: 'maya-ok', env: 'production', registerUrl: `${TEST_API_ORIGIN}/m/home`, affiliateCode: '', domain: 'm.demo.test', device: 'IPAD' };

  it.each(['sessionId', 'env', 'registerUrl', 'affiliateCode', 'domain', 'device'])('%s is required', async (field) => {
    const { [field]: _, ...body } = MAYA as Record<string, string>;
    expect(await call(routes.loginMaya.path, { body })).toEqual(refused(`${field} is required`));
  });

  it('device is one of the login request\'s "device (IPAD, PWA or WEBCLIP)"', async () => {
    expect(await call(routes.loginMaya.path, { body: { ...MAYA, device: 'ANDROID' } })).toEqual(refused('device must be one of IPAD, PWA, WEBCLIP'));
    for (const device of ['PWA', 'WEBCLIP']) expect((await call(routes.loginMaya.path, { body: { ...MAYA, device } })).status, device).toBe(200);
  });

  it('a loginDeviceId sent is 36 characters; none sent is accepted', async () => {
    expect(await call(routes.loginMaya.path, { body: { ...MAYA, loginDeviceId: 'short' } })).toEqual(refused('loginDeviceId must be 36 characters'));
    expect(await call(routes.loginMaya.path, { body: MAYA })).toMatchObject({ status: 200, body: { success: true } });
  });
});

describe('registration (player-journey §3 "Registration request")', () => {
  const register = (payload: Record<string, unknown>, path = routes.register.path) => callEncrypted(path, payload).then(answered);
  const USERNAME_FORM = { ...REGISTRATION_CONTEXT, username: 'fresh777', password: 'secret77' };
  const MOBILE_FORM = { ...REGISTRATION_CONTEXT, countryDialingCode: '63', mobileNum: '9170000009', password: 'secret77', verificationCode: '123456' };
  const sendCode = (countryDialingCode: string, mobileNum: string) => call(routes.smsNoLogin.path, { body: { countryDialingCode, mobileNum } });

  it.each(['registerMethod', 'registerUrl', 'domain', 'isOfficialAppLogin'])('%s is required', async (field) => {
    const { [field]: _, ...body } = USERNAME_FORM as Record<string, unknown>;
    expect(await register(body)).toEqual(refused(`${field} is required`));
  });

  it.each(['affiliateCode', 'referralCode', 'pixelTrack', 'login'])('"affiliateCode, … referralCode, pixelTrack, login flag": %s is present, on both forms', async (field) => {
    expect(await register({ ...USERNAME_FORM, [field]: undefined })).toEqual(refused(`${field} is required`));
    expect(await register({ ...MOBILE_FORM, [field]: undefined }, routes.registerMobile.path)).toEqual(refused(`${field} is required`));
  });

  it('present means sent as a key: empty codes and an empty pixel bundle are accepted, null is not', async () => {
    expect(await register({ ...USERNAME_FORM, affiliateCode: null })).toEqual(refused('affiliateCode must be a string'));
    expect(await register({ ...USERNAME_FORM, affiliateCode: '', referralCode: '', pixelTrack: {} })).toMatchObject({ status: 200, body: { success: true } });
  });

  it('"registerMethod (APP, H5, PWA or WEBCLIP)"', async () => {
    expect(await register({ ...USERNAME_FORM, registerMethod: 'IOS' })).toEqual(refused('registerMethod must be one of APP, H5, PWA, WEBCLIP'));
  });

  it('"Registration by social channel: firebaseChannel, firebaseIdToken, login=true"', async () => {
    const social = { ...REGISTRATION_CONTEXT, firebaseChannel: 'twitter', firebaseIdToken: 'fake-idtoken.twitter.new01', login: true, smsTemplate: '' };
    expect(await register({ ...social, firebaseIdToken: undefined })).toEqual(refused('firebaseIdToken is required with firebaseChannel'));
    expect(await register({ ...social, firebaseChannel: undefined })).toEqual(refused('firebaseChannel is required with firebaseIdToken'));
    expect(await register({ ...social, login: false })).toEqual(refused('login must be true for a registration by social channel'));
    expect(await register(social)).toMatchObject({ status: 200, body: { success: true } });
  });

  it('"Registration by social channel: … smsTemplate": the key is sent (empty allowed)', async () => {
    const social = { ...REGISTRATION_CONTEXT, firebaseChannel: 'line', firebaseIdToken: 'fake-idtoken.line.new02', login: true };
    expect(await register(social)).toEqual(refused('smsTemplate is required for a registration by social channel'));
    expect(await register({ ...social, smsTemplate: '' })).toMatchObject({ status: 200, body: { success: true } });
  });

  it('"Mobile registration adds countryDialingCode and mobileNum"', async () => {
    await sendCode('63', '9170000009');
    const mobile = MOBILE_FORM;
    const { countryDialingCode: _, ...noDialCode } = mobile;
    expect(await register(noDialCode, routes.registerMobile.path)).toEqual(refused('countryDialingCode is required'));
    const { mobileNum: __, ...noNumber } = mobile;
    expect(await register(noNumber, routes.registerMobile.path)).toEqual(refused('mobileNum is required'));
    expect(await register(mobile, routes.registerMobile.path)).toMatchObject({ status: 200, body: { success: true } });
  });

  it('a mobile registration carries the sms code (player-journey §5 "SMS needs both mobile number and code")', async () => {
    await sendCode('63', '9170000009');
    expect(await register({ ...MOBILE_FORM, verificationCode: undefined }, routes.registerMobile.path)).toEqual(refused('verificationCode is required'));
    expect(await register({ ...MOBILE_FORM, verificationCode: '' }, routes.registerMobile.path)).toEqual(refused('verificationCode must not be empty'));
  });

  it('the sms code counts only for the number it was sent to ("POST /wps/verification/sms/noLogin | countryDialingCode, mobileNum")', async () => {
    const wrongCode = { status: 200, body: { success: false, errorCode: 'verification.code.err', message: 'The verification code is incorrect for this mobile number.' } };
    expect(await register(MOBILE_FORM, routes.registerMobile.path)).toEqual(wrongCode);
    await sendCode('63', '9170000001');
    expect(await register(MOBILE_FORM, routes.registerMobile.path)).toEqual(wrongCode);
    await sendCode('65', '9170000009');
    expect(await register(MOBILE_FORM, routes.registerMobile.path)).toEqual(wrongCode);
    await sendCode('+63', '917 000 0009');
    expect(await register({ ...MOBILE_FORM, verificationCode: '654321' }, routes.registerMobile.path)).toEqual(wrongCode);
    expect(await register({ ...MOBILE_FORM, countryDialingCode: '+63' }, routes.registerMobile.path)).toMatchObject({ status: 200, body: { success: true } });
  });
});

describe('sms code (player-journey §7 "POST /wps/verification/sms/noLogin | countryDialingCode, mobileNum")', () => {
  it.each(['countryDialingCode', 'mobileNum'])('%s is required', async (field) => {
    const { [field]: _, ...body } = { countryDialingCode: '63', mobileNum: '9171234567' } as Record<string, string>;
    expect(await call(routes.smsNoLogin.path, { body })).toEqual(refused(`${field} is required`));
  });
});

describe('system status (player-journey §7 "query: device MOBILE, track, originalDomain, url")', () => {
  it.each(['device', 'originalDomain', 'url'])('%s is required', async (field) => {
    const { [field]: _, ...query } = STATUS_QUERY as Record<string, string>;
    expect(await call(routes.systemStatus.path, { query })).toEqual(refused(`${field} is required`));
  });

  it('device is MOBILE; track may be absent (dropped when empty) or sent', async () => {
    expect(await call(routes.systemStatus.path, { query: { ...STATUS_QUERY, device: 'PC' } })).toEqual(refused('device must be MOBILE'));
    expect((await call(routes.systemStatus.path, { query: STATUS_QUERY })).status).toBe(200);
    expect((await call(routes.systemStatus.path, { query: { ...STATUS_QUERY, track: 'abc' } })).status).toBe(200);
  });
});

describe('other queries the spec states', () => {
  it.each<[string, string, Record<string, string>, string]>([
    ['key: "GET /wps/session/key/rsa?_={timestamp}"', routes.rsaKey.path, {}, '_ is required'],
    ['key: the timestamp is digits', routes.rsaKey.path, { _: 'now' }, '_ must be a timestamp (digits)'],
    ['country: "merchant parameter"', routes.systemCountry.path, {}, 'merchant is required'],
    ['geetest: "t"', routes.geetest.path, {}, 't is required'],
    ['manifest: "query merchantCode plus a timestamp"', routes.webManifest.path, { _: '1' }, 'merchantCode is required'],
    ['announcements: "types PR"', routes.announcements.path, { platform: 'M', category: 'app_download' }, 'types is required'],
    ['announcements: "platform M"', routes.announcements.path, { types: 'PR', category: 'app_download' }, 'platform is required'],
    ['announcements: platform is M', routes.announcements.path, { types: 'PR', platform: 'PC', category: 'app_download' }, 'platform must be M'],
    ['announcements: types is PR', routes.announcements.path, { types: 'PR,NEWS', platform: 'M', category: 'app_download' }, 'types must be PR'],
    ['announcements: "category app_download"', routes.announcements.path, { types: 'PR', platform: 'M' }, 'category is required'],
    ['announcements: a category is named', routes.announcements.path, { types: 'PR', platform: 'M', category: '' }, 'category must not be empty'],
    ['download setting: "domain"', routes.downloadSetting.path, {}, 'domain is required'],
    ['game vendors: "platform html5"', routes.gameVendors.path, {}, 'platform is required'],
    ['game vendors: platform is html5', routes.gameVendors.path, { platform: 'ios' }, 'platform must be html5'],
    ['trial: "gameId"', routes.gameTrialLaunch.path, { nodeId: 'N-3' }, 'gameId is required'],
    ['trial: "nodeId"', routes.gameTrialLaunch.path, { gameId: 'lucky-fruits' }, 'nodeId is required'],
  ])('%s', async (_rule, path, query, message) => {
    expect(await call(path, { query })).toEqual(refused(message));
  });

  it('the announcement categories the app reads (app_download, popup, marquee) are served', async () => {
    for (const category of ['app_download', 'popup', 'marquee']) {
      expect((await call(routes.announcements.path, { query: { types: 'PR', platform: 'M', category } })).status, category).toBe(200);
    }
  });

  it('the country list\'s "merchant parameter" names the Merchant header\'s merchant', async () => {
    expect(await call(routes.systemCountry.path, { query: { merchant: 'DEMO2' } })).toEqual(refused('merchant must be the merchant of the Merchant header'));
    expect((await call(routes.systemCountry.path, { merchant: 'DEMO2', query: { merchant: 'DEMO2' } })).status).toBe(200);
  });

  it('the web manifest carries the Merchant header (shell §7 "Headers: Merchant, …") and its merchantCode names that merchant', async () => {
    const query = { merchantCode: 'DEMO1', _: '1' };
    expect(await call(routes.webManifest.path, { merchant: null, query })).toEqual({
      status: 400,
      body: { success: false, errorCode: 'merchant.required', message: 'The Merchant header is missing.' },
    });
    expect(await call(routes.webManifest.path, { merchant: 'DEMO2', query })).toEqual(refused('merchantCode must be the merchant of the Merchant header'));
    expect((await call(routes.webManifest.path, { query })).status).toBe(200);
  });

  it('the domain ping "{domain}/wps/system/test/ping?speed={timestamp}" carries speed; the status ping ("none") on the site\'s own host does not', async () => {
    const listed = 'https://m1.demo1.mock.invalid';
    expect(await call(routes.ping.path, { origin: listed })).toEqual(refused('speed is required'));
    expect(await call(routes.ping.path, { origin: listed, query: { speed: 'fast' } })).toEqual(refused('speed must be a timestamp (digits)'));
    expect((await call(routes.ping.path, { origin: listed, query: { speed: '1700000000000' } })).status).toBe(200);
    expect((await call(routes.ping.path)).status).toBe(200);
    scenarios.set({ siteConfig: { domainList: ['m9.x.mock.invalid'] } });
    expect(await call(routes.ping.path, { origin: 'https://m9.x.mock.invalid' })).toEqual(refused('speed is required'));
  });

  it('the trial\'s "platform (default html5)" may be left out', async () => {
    expect(await call(routes.gameTrialLaunch.path, { query: { gameId: 'lucky-fruits', nodeId: 'N-3' } })).toMatchObject({ status: 200 });
  });

  it('the asset manifests carry "a cache-busting timestamp"', async () => {
    for (const path of [routes.assetManifest.path, routes.legacyAssetManifest.path]) {
      expect(await call(path, { merchant: null })).toEqual(refused('_ is required'));
      expect((await call(path, { merchant: null, query: { _: '1' } })).status).toBe(200);
    }
  });

  it('"public promotion and announcement calls are made with no Authorization" (player-journey §6); nor the tokenless geetest, trial, customer-service script', async () => {
    const token = await loginToken('DEMO1', 'player01', 'Passw0rd!');
    const calls: Array<[string, Record<string, string>]> = [
      [routes.availablePromotions.path, {}],
      [routes.announcements.path, { types: 'PR', platform: 'M', category: 'app_download' }],
      [routes.geetest.path, { t: '1' }],
      [routes.gameTrialLaunch.path, { gameId: 'lucky-fruits', nodeId: 'N-3' }],
      [routes.customerServiceScript.path, {}],
    ];
    for (const [path, query] of calls) {
      expect(await call(path, { token, query }), path).toEqual(refused('Authorization header is not accepted on this call'));
      expect((await call(path, { query })).status, path).toBe(200);
    }
  });
});

describe('game launch (player-journey §7 POST /wps/game/launchGame)', () => {
  const launch = async (body: Record<string, unknown>) =>
    call(routes.launchGame.path, { token: await loginToken('DEMO1', 'player01', 'Passw0rd!'), body });
  const without = (field: string) => {
    const { [field]: _, ...rest } = LAUNCH_GAME_BODY as Record<string, unknown>;
    return rest;
  };

  it('the Vietnam form ("lottoArea VN, launchMode LOTT") and the alternate form ("lottoMode SEA_Tradition_Mobile") are served', async () => {
    expect(await launch(LAUNCH_GAME_BODY)).toMatchObject({ status: 200, body: { success: true } });
    const { lottoArea: _, launchMode: __, ...rest } = LAUNCH_GAME_BODY;
    expect(await launch({ ...rest, lottoMode: 'SEA_Tradition_Mobile', lottoPrizeMode: 'TRADITIONAL', labelName: 'Gold' })).toMatchObject({
      status: 200,
      body: { success: true },
    });
  });

  it.each(['lottoGameCode', 'lottoView', 'device', 'backUrl', 'hasLobby', 'language', 'title'])('%s is required', async (field) => {
    expect(await launch(without(field))).toEqual(refused(`${field} is required`));
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['lottoArea VN', { lottoArea: 'TH' }, 'lottoArea must be VN'],
    ['launchMode LOTT', { launchMode: 'SLOT' }, 'launchMode must be LOTT'],
    ['lottoView (betting or lobby)', { lottoView: 'grid' }, 'lottoView must be one of betting, lobby'],
    ['device MOBILE', { device: 'PC' }, 'device must be MOBILE'],
    ['lottoMode SEA_Tradition_Mobile', { lottoArea: undefined, launchMode: undefined, lottoMode: 'SEA' }, 'lottoMode must be SEA_Tradition_Mobile'],
    ['one form, not both', { lottoMode: 'SEA_Tradition_Mobile' }, 'lottoMode does not go with lottoArea and launchMode (one form or the other)'],
    ['a form', { lottoArea: undefined, launchMode: undefined }, 'lottoArea and launchMode (or lottoMode) are required'],
    ['the whole Vietnam form', { launchMode: undefined }, 'launchMode is required with lottoArea'],
  ])('"%s"', async (_rule, change, message) => {
    expect(await launch({ ...LAUNCH_GAME_BODY, ...change })).toEqual(refused(message));
  });
});

describe('chat, language, push and tracking bodies (player-journey §7; shell §7)', () => {
  it.each<[string, string, Record<string, unknown>, string]>([
    ['CBS_launchChat "b2c"', routes.launchChat.path, { title: 'Demo', backUrl: 'https://m.demo.test/m/home', language: 'EN' }, 'b2c is required'],
    ['CBS_launchChat "backUrl"', routes.launchChat.path, { b2c: true, title: 'Demo', language: 'EN' }, 'backUrl is required'],
    ['CBS_launchChat "language"', routes.launchChat.path, { b2c: true, title: 'Demo', backUrl: 'https://m.demo.test/m/home' }, 'language is required'],
    ['CBS_launchChat "title"', routes.launchChat.path, { b2c: true, backUrl: 'https://m.demo.test/m/home', language: 'EN' }, 'title is required'],
    ['member/language "language"', routes.memberLanguage.path, {}, 'language is required'],
    ['CSP_fcmBind "registrationToken"', routes.fcmBind.path, {}, 'registrationToken is required'],
    ['CSP_fcmSubscribe "topic"', routes.fcmSubscribe.path, { registrationToken: 'fake-fcm.1' }, 'topic is required'],
    ['CSP_fcmUnsubscribe "unsubscribeAll"', routes.fcmUnsubscribe.path, { registrationToken: 'fake-fcm.1' }, 'unsubscribeAll is required'],
    ['CSP_fcmUnsubscribe: "After logout: the push token is unsubscribed (unsubscribeAll)"', routes.fcmUnsubscribe.path, { registrationToken: 'fake-fcm.1', unsubscribeAll: false }, 'unsubscribeAll must be true'],
    ['CBS_launchChat: a "title" is named', routes.launchChat.path, { b2c: true, title: '', backUrl: 'https://m.demo.test/m/home', language: 'EN' }, 'title must not be empty'],
    ['tracking "events as a JSON string"', routes.trackingEvent.path, {}, 'events is required'],
  ])('%s', async (_rule, path, body, message) => {
    const token = await loginToken('DEMO1', 'player01', 'Passw0rd!');
    expect(await call(path, { token, body })).toEqual(refused(message));
  });

  it('a body that is not a JSON object is refused as such', async () => {
    const token = await loginToken('DEMO1', 'player01', 'Passw0rd!');
    expect(await call(routes.fcmBind.path, { token, body: ['fake-fcm.1'] })).toEqual(refused('body must be a JSON object'));
  });
});
