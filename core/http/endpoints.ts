import type { HttpMethod } from './model';
import { DEFAULT_TIMEOUT_MS } from './request-defaults';
import { SETTINGS_MODULE_ID, SETTINGS_PATH } from './settings-call';
import {
  ANNOUNCEMENTS_MODULE_ID,
  ANNOUNCEMENTS_PATH,
  AVAILABLE_PROMOTIONS_CALL,
  GAME_LANES_CALL,
  GAME_VENDORS_CALL,
  PROMOTION_CATEGORIES_CALL,
} from './home-calls';

/**
 * One row of the endpoint catalogue: every call named in player-journey §7 and shell §7.
 * Module ids come from wire-notes where the documents give none.
 */
export interface EndpointSpec {
  readonly path: string;
  readonly method: HttpMethod;
  readonly moduleId?: string;
  /** 'token': Authorization is sent when a session token exists. 'none': never sent. */
  readonly auth: 'token' | 'none';
  readonly encrypted: boolean;
  /** Failures open a notice dialog unless false. */
  readonly alert: boolean;
  /** Successful GET answers are kept in session storage (the spec's cache-key rule). */
  readonly cacheable: boolean;
  /** Adds a `_={timestamp}` query so no cache answers it. */
  readonly noCache: boolean;
  readonly timeoutMs: number;
  /** Sends the Device header (player-journey §7: login). */
  readonly deviceHeader: boolean;
  /** True where the spec leaves the path unshown and docs/decisions.md names it. */
  readonly pathDecided?: boolean;
}

export const GAME_LAUNCH_TIMEOUT_MS = 10_000; // player-journey §9 "Game launch timeout 10 s"
export const STATUS_PING_TIMEOUT_MS = 20_000; // player-journey §9 "Ping abort (status ping) 20 s"
export const DOMAIN_PING_TIMEOUT_MS = 10_000; // player-journey §9 "Domain ping timeout 10 s"

type Row = Partial<EndpointSpec> & Pick<EndpointSpec, 'path' | 'method'>;

function row(spec: Row): EndpointSpec {
  return {
    auth: 'none',
    encrypted: false,
    alert: true,
    cacheable: false,
    noCache: false,
    timeoutMs: DEFAULT_TIMEOUT_MS,
    deviceHeader: false,
    ...spec,
  };
}

export const endpoints = {
  // Session and sign-in
  rsaKey: row({ path: '/wps/session/key/rsa', method: 'GET', noCache: true, alert: false }),
  login: row({ path: '/wps/session/login', method: 'POST', moduleId: 'COMM3', encrypted: true, deviceHeader: true }),
  loginVerification: row({
    path: '/wps/session/login/verification',
    method: 'POST',
    moduleId: 'LOGINIPVERF3',
    encrypted: true,
    deviceHeader: true,
  }),
  loginMaya: row({ path: '/wps/session/login/maya', method: 'POST', moduleId: 'COMM3', deviceHeader: true }),
  logout: row({ path: '/wps/session/logout', method: 'POST', moduleId: 'COMM3', auth: 'token', alert: false }),
  tokenSync: row({ path: '/wps/session/token/sync', method: 'POST', auth: 'token', alert: false, pathDecided: true }),
  tokenSyncRemove: row({ path: '/wps/session/token/sync', method: 'DELETE', auth: 'token', alert: false, pathDecided: true }),

  // Registration and verification
  register: row({ path: '/wps/member/register', method: 'POST', moduleId: 'REG3', encrypted: true }),
  registerMobile: row({ path: '/wps/member/register/mobile', method: 'POST', moduleId: 'MOBILENUMREG3', encrypted: true }),
  registerAutoUsername: row({ path: '/wps/member/register/autoUsername', method: 'POST', moduleId: 'REG3' }),
  smsNoLogin: row({ path: '/wps/verification/sms/noLogin', method: 'POST', moduleId: 'VERIFICATION3' }),
  smsRegister: row({ path: '/wps/verification/sms/register', method: 'POST', moduleId: 'MOBILENUMREG3' }),
  geetest: row({ path: '/wps/captcha/geetest', method: 'GET', moduleId: 'GEETEST3', noCache: true }),

  // Member
  memberInfo: row({ path: '/wps/member/info', method: 'GET', auth: 'token', alert: false }),
  memberLanguage: row({ path: '/wps/member/language', method: 'POST', moduleId: 'COMM3', auth: 'token' }),
  changePassword: row({
    path: '/wps/member/password',
    method: 'POST',
    moduleId: 'COMM3',
    auth: 'token',
    encrypted: true,
    pathDecided: true,
  }),

  // System
  systemStatus: row({ path: '/wps/system/status', method: 'GET', moduleId: 'COMM3', noCache: true, alert: false }),
  systemCountry: row({ path: '/wps/system/country', method: 'GET', moduleId: 'COMM3', cacheable: true }),
  domainRoute: row({ path: '/wps/system/domainRoute', method: 'GET', moduleId: 'COMM3' }),
  consolidatedSettings: row({ path: SETTINGS_PATH, method: 'GET', moduleId: SETTINGS_MODULE_ID }),
  ping: row({ path: '/wps/system/test/ping', method: 'GET', timeoutMs: STATUS_PING_TIMEOUT_MS, alert: false }),
  /** Sent to `{domain}/wps/system/test/ping?speed={timestamp}`: callers pass the domain as baseUrl. */
  domainPing: row({ path: '/wps/system/test/ping', method: 'GET', timeoutMs: DOMAIN_PING_TIMEOUT_MS, alert: false }),
  webManifest: row({ path: '/wps/system/manifest.json', method: 'GET', noCache: true, alert: false }),
  siteConfig: row({ path: '/wps/system/siteConfig', method: 'GET', moduleId: 'COMM3', alert: false, pathDecided: true }),

  // Chat
  launchChat: row({ path: '/wps/relay/CBS_launchChat', method: 'POST', moduleId: 'CBS3', auth: 'token' }),
  unreadCount: row({ path: '/wps/relay/CBS_unreadCount', method: 'GET', moduleId: 'CBS3', auth: 'token', alert: false }),

  // Promotions, announcements, customer service
  availablePromotions: row({ path: AVAILABLE_PROMOTIONS_CALL.path, method: 'GET', moduleId: AVAILABLE_PROMOTIONS_CALL.moduleId }),
  announcements: row({ path: ANNOUNCEMENTS_PATH, method: 'GET', moduleId: ANNOUNCEMENTS_MODULE_ID }),
  /** shell §3 "Banner group" (m_popup1, m_popup2) for the download-image flow; query groupNames. */
  bannerGroups: row({ path: '/wps/relay/MCSFE_getBannerGroups', method: 'GET', moduleId: 'COMM3', alert: false, pathDecided: true }),
  playerRankProgress: row({ path: '/wps/relay/MCSFE_getPlayerRankProgress', method: 'GET', auth: 'token', alert: false }),
  depositSettings: row({ path: '/wps/relay/MCSFE_getDepositSettings', method: 'GET', auth: 'token', alert: false }),
  withdrawAccountInfo: row({ path: '/wps/relay/MCSFE_getWithdrawAccountInfo', method: 'GET', auth: 'token', alert: false }),
  customerServiceScript: row({ path: '/wps/relay/WPSCORE_getCustomerServiceScript', method: 'GET', alert: false }),
  downloadSetting: row({ path: '/wps/relay/WPSCORE_getDownloadSetting', method: 'GET', alert: false }),
  promotionCategories: row({ path: PROMOTION_CATEGORIES_CALL.path, method: 'GET', cacheable: PROMOTION_CATEGORIES_CALL.cacheable }),
  appPromptSettings: row({ path: '/wps/relay/WPSCORE_getAppPromptSettings', method: 'GET', alert: false, pathDecided: true }),
  depositWithdrawStats: row({
    path: '/wps/relay/MCSFE_getDepositWithdrawStats',
    method: 'GET',
    auth: 'token',
    alert: false,
    pathDecided: true,
  }),

  // Games
  gameVendors: row({ path: GAME_VENDORS_CALL.path, method: 'GET', cacheable: GAME_VENDORS_CALL.cacheable }),
  gameMatches: row({ path: '/wps/relay/GCSGAME_getGameMatchV2', method: 'GET' }),
  gameLanes: row({ path: GAME_LANES_CALL.path, method: 'GET', cacheable: GAME_LANES_CALL.cacheable, pathDecided: true }),
  gameTrialLaunch: row({ path: '/wps/relay/GCS_gameTrialLaunch', method: 'GET' }),
  launchGame: row({
    path: '/wps/game/launchGame',
    method: 'POST',
    moduleId: 'GAMELO3',
    auth: 'token',
    timeoutMs: GAME_LAUNCH_TIMEOUT_MS,
  }),

  // Push
  fcmBind: row({ path: '/wps/relay/CSP_fcmBind', method: 'POST', auth: 'token', alert: false }),
  fcmSubscribe: row({ path: '/wps/relay/CSP_fcmSubscribe', method: 'POST', auth: 'token', alert: false }),
  // Runs after logout, when no session token is left: the registration token identifies itself
  // (docs/decisions.md "Push notifications").
  fcmUnsubscribe: row({ path: '/wps/relay/CSP_fcmUnsubscribe', method: 'POST', alert: false }),

  // Tracking
  trackingEvent: row({ path: '/wps/relay/WPSCORE_recordTrackingEvent', method: 'POST', alert: false, pathDecided: true }),
  trackingUserDetails: row({
    path: '/wps/relay/WPSCORE_getUserDetails',
    method: 'GET',
    auth: 'token',
    alert: false,
    pathDecided: true,
  }),

  // Update detection (player-journey §7: two asset manifests with a cache-busting timestamp)
  assetManifest: row({ path: '/m/asset-manifest.json', method: 'GET', noCache: true, alert: false }),
  legacyAssetManifest: row({ path: '/mobile/mc/asset-manifest.json', method: 'GET', noCache: true, alert: false }),
} as const satisfies Record<string, EndpointSpec>;

export type EndpointName = keyof typeof endpoints;
