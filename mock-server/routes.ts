import * as rule from './request-rules';
import type { RequestRules } from './request-rules';

/**
 * The mock backend's own route table: what the server serves and what it demands (a bearer token,
 * an encrypted body, the module id, the headers, query and body fields of request-rules.ts). It stands apart from the client's catalogue on purpose (a server does not
 * read its client's code); routes.test.ts checks that every catalogue row is served and that both
 * sides agree on tokens, encryption and module ids.
 */
export interface RouteSpec {
  readonly path: string;
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** 'token': refused with HTTP 401 CUSTOMER_NOT_LOGIN without a valid `Authorization: Bearer`. */
  readonly auth: 'token' | 'none';
  /** The body must be `{value}` with Encryption, X-Digest and X-RSA headers. */
  readonly encrypted: boolean;
  /**
   * The `ModuleId` header this route expects (wire-notes "Module ids seen on deployed sites"); a request
   * without it, with another one, or with one on a route without, is refused with HTTP 400 `module.invalid`.
   */
  readonly moduleId?: string;
  /**
   * What the spec states for the call's headers, query and body (request-rules.ts), besides the Language
   * header every call carries; a mismatch is refused with HTTP 400 `param.invalid` naming the field.
   */
  readonly rules?: RequestRules;
}

type Spec = Pick<RouteSpec, 'path' | 'method'> & Partial<RouteSpec>;

function route(spec: Spec): RouteSpec {
  return { auth: 'none', encrypted: false, ...spec };
}

export const routes = {
  rsaKey: route({ path: '/wps/session/key/rsa', method: 'GET', rules: { query: rule.rsaKeyQuery } }),
  login: route({
    path: '/wps/session/login',
    method: 'POST',
    encrypted: true,
    moduleId: 'COMM3',
    rules: { headers: rule.loginHeaders, body: rule.loginBody },
  }),
  loginVerification: route({
    path: '/wps/session/login/verification',
    method: 'POST',
    encrypted: true,
    moduleId: 'LOGINIPVERF3',
    rules: { body: rule.secondFactorBody },
  }),
  loginMaya: route({ path: '/wps/session/login/maya', method: 'POST', moduleId: 'COMM3', rules: { body: rule.mayaLoginBody } }),
  logout: route({ path: '/wps/session/logout', method: 'POST', auth: 'token', moduleId: 'COMM3' }),
  tokenSync: route({ path: '/wps/session/token/sync', method: 'POST', auth: 'token' }),
  tokenSyncRemove: route({ path: '/wps/session/token/sync', method: 'DELETE', auth: 'token' }),

  register: route({ path: '/wps/member/register', method: 'POST', encrypted: true, moduleId: 'REG3', rules: { body: rule.registerBody } }),
  registerMobile: route({
    path: '/wps/member/register/mobile',
    method: 'POST',
    encrypted: true,
    moduleId: 'MOBILENUMREG3',
    rules: { body: rule.registerMobileBody },
  }),
  registerAutoUsername: route({ path: '/wps/member/register/autoUsername', method: 'POST', moduleId: 'REG3' }),
  smsNoLogin: route({ path: '/wps/verification/sms/noLogin', method: 'POST', moduleId: 'VERIFICATION3', rules: { body: rule.smsNoLoginBody } }),
  smsRegister: route({ path: '/wps/verification/sms/register', method: 'POST', moduleId: 'MOBILENUMREG3' }),
  geetest: route({ path: '/wps/captcha/geetest', method: 'GET', moduleId: 'GEETEST3', rules: { query: rule.geetestQuery, noAuthorization: true } }),

  memberInfo: route({ path: '/wps/member/info', method: 'GET', auth: 'token' }),
  memberLanguage: route({ path: '/wps/member/language', method: 'POST', auth: 'token', moduleId: 'COMM3', rules: { body: rule.memberLanguageBody } }),
  /** The forced password change screen's call (path decided: docs/decisions.md "Paths the spec does not show"). */
  changePassword: route({ path: '/wps/member/password', method: 'POST', auth: 'token', encrypted: true, moduleId: 'COMM3' }),

  systemStatus: route({ path: '/wps/system/status', method: 'GET', moduleId: 'COMM3', rules: { query: rule.statusQuery } }),
  systemCountry: route({
    path: '/wps/system/country',
    method: 'GET',
    moduleId: 'COMM3',
    rules: { query: rule.countryQuery, merchantParameter: 'merchant' },
  }),
  domainRoute: route({ path: '/wps/system/domainRoute', method: 'GET', moduleId: 'COMM3' }),
  consolidatedSettings: route({ path: '/wps/system/settings/consolidated', method: 'GET', moduleId: 'COMM3' }),
  /** Also the domain ping: `{domain}/wps/system/test/ping?speed=…` (its rule is the handler's: handlers/system.ts). */
  ping: route({ path: '/wps/system/test/ping', method: 'GET' }),
  webManifest: route({
    path: '/wps/system/manifest.json',
    method: 'GET',
    rules: { query: rule.webManifestQuery, merchantParameter: 'merchantCode' },
  }),
  siteConfig: route({ path: '/wps/system/siteConfig', method: 'GET', moduleId: 'COMM3' }),

  launchChat: route({ path: '/wps/relay/CBS_launchChat', method: 'POST', auth: 'token', moduleId: 'CBS3', rules: { body: rule.launchChatBody } }),
  unreadCount: route({ path: '/wps/relay/CBS_unreadCount', method: 'GET', auth: 'token', moduleId: 'CBS3' }),

  availablePromotions: route({
    path: '/wps/relay/MCSFE_getMerchantAvailablePromotions',
    method: 'GET',
    moduleId: 'REWCEN3',
    rules: { noAuthorization: true },
  }),
  announcements: route({
    path: '/wps/relay/MCSFE_getListAnnouncements',
    method: 'GET',
    moduleId: 'COMM3',
    rules: { query: rule.announcementsQuery, noAuthorization: true },
  }),
  /** Banner groups m_popup1 / m_popup2 of the download-image flow (path decided: docs/decisions.md "Download-image flow"). */
  bannerGroups: route({ path: '/wps/relay/MCSFE_getBannerGroups', method: 'GET', moduleId: 'COMM3' }),
  playerRankProgress: route({ path: '/wps/relay/MCSFE_getPlayerRankProgress', method: 'GET', auth: 'token' }),
  depositSettings: route({ path: '/wps/relay/MCSFE_getDepositSettings', method: 'GET', auth: 'token' }),
  withdrawAccountInfo: route({ path: '/wps/relay/MCSFE_getWithdrawAccountInfo', method: 'GET', auth: 'token' }),
  customerServiceScript: route({ path: '/wps/relay/WPSCORE_getCustomerServiceScript', method: 'GET', rules: { noAuthorization: true } }),
  downloadSetting: route({ path: '/wps/relay/WPSCORE_getDownloadSetting', method: 'GET', rules: { query: rule.downloadSettingQuery } }),
  promotionCategories: route({ path: '/wps/relay/PROMOFE_getPromotionAnnouncementCategory', method: 'GET' }),
  appPromptSettings: route({ path: '/wps/relay/WPSCORE_getAppPromptSettings', method: 'GET' }),
  depositWithdrawStats: route({ path: '/wps/relay/MCSFE_getDepositWithdrawStats', method: 'GET', auth: 'token' }),

  gameVendors: route({ path: '/wps/relay/GCSGAME_newGameVendor', method: 'GET', rules: { query: rule.gameVendorsQuery } }),
  gameMatches: route({ path: '/wps/relay/GCSGAME_getGameMatchV2', method: 'GET' }),
  gameLanes: route({ path: '/wps/relay/GCSGAME_getGameLanes', method: 'GET' }),
  gameTrialLaunch: route({ path: '/wps/relay/GCS_gameTrialLaunch', method: 'GET', rules: { query: rule.trialLaunchQuery, noAuthorization: true } }),
  launchGame: route({ path: '/wps/game/launchGame', method: 'POST', auth: 'token', moduleId: 'GAMELO3', rules: { body: rule.launchGameBody } }),

  fcmBind: route({ path: '/wps/relay/CSP_fcmBind', method: 'POST', auth: 'token', rules: { body: rule.fcmBindBody } }),
  fcmSubscribe: route({ path: '/wps/relay/CSP_fcmSubscribe', method: 'POST', auth: 'token', rules: { body: rule.fcmSubscribeBody } }),
  /** No token: it follows a logout; the registration token names its binding. */
  fcmUnsubscribe: route({ path: '/wps/relay/CSP_fcmUnsubscribe', method: 'POST', rules: { body: rule.fcmUnsubscribeBody } }),

  trackingEvent: route({ path: '/wps/relay/WPSCORE_recordTrackingEvent', method: 'POST', rules: { body: rule.trackingEventBody } }),
  trackingUserDetails: route({ path: '/wps/relay/WPSCORE_getUserDetails', method: 'GET', auth: 'token' }),

  /** Static files of the app host (update detection), no merchant. */
  assetManifest: route({ path: '/m/asset-manifest.json', method: 'GET', rules: { query: rule.assetManifestQuery } }),
  legacyAssetManifest: route({ path: '/mobile/mc/asset-manifest.json', method: 'GET', rules: { query: rule.assetManifestQuery } }),
} as const satisfies Record<string, RouteSpec>;
