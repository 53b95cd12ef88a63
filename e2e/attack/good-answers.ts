/**
 * What a healthy backend answers on every row of the endpoint catalogue (core/http/endpoints.ts), shaped so
 * each screen has something to show: banners, action buttons, lanes, vendors, promotions, popups, the marquee,
 * customer-service entries. The value inside the platform envelope; RAW_ROWS answer the body itself.
 * Every address is on the app's own origin or on `.test` hosts that the specs answer themselves.
 */
import { generateKeyPairSync } from 'node:crypto';
import type { EndpointName } from '../../core/http/endpoints';
import { encodeCustomerServicePath } from '../../mock-server/customer-service-path';

/** A real RSA key: the sign-in screens encrypt with it before they post. */
export const RSA_PUBLIC_PEM = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({ type: 'spki', format: 'pem' }).toString();

/** Where good content's external links and images point (answered by the spec, never the internet). */
export const GOOD_EXTERNAL_ORIGIN = 'https://promo.allowed.test';

const member = { token: 'T-FUZZ', id: '1000001', userName: 'player01', customerType: 0, firstTimeLogin: false, customerName: 'Player One' };

export const SAMPLE_POPUPS = [
  { id: 'p1', title: 'Join today', content: '<p>Register and get a <b>bonus</b>.</p>', execution: 'A,B,F' },
  { id: 'p2', title: 'Weekend jackpot', content: '<p>Draws at 9 pm. <a href="/m/activity?id=7">Rules</a></p>', execution: 'A,B,F' },
];

export const customerServiceEntry = (title: string | null, url: string, csType = 'LINK') => ({
  title,
  path: encodeCustomerServicePath(url),
  csType,
  labelIds: [],
});

export const GOOD: Readonly<Record<EndpointName, unknown>> = {
  rsaKey: RSA_PUBLIC_PEM,
  login: member,
  loginVerification: member,
  loginMaya: member,
  logout: true,
  tokenSync: true,
  tokenSyncRemove: true,
  register: { id: 77, userName: 'fresh777', token: 'R1' },
  registerMobile: { id: 78, userName: '639170000001', token: 'R2' },
  registerAutoUsername: 'lucky777',
  smsNoLogin: { expirationTime: 120 },
  smsRegister: { expirationTime: 120 },
  geetest: { gt: 'gt1', challenge: 'abc', newCaptcha: true },
  memberInfo: { info: { id: '1000001', userName: 'player01', type: 0, currency: 'PHP', balance: 12.5, clubLabel: { labelId: 'VIP1', labelName: 'Gold' } } },
  memberLanguage: true,
  changePassword: true,
  systemStatus: { maintenance: false, maintenanceEnd: null, maintenanceDescription: null, regionRestriction: false, ip: '127.0.0.1' },
  systemCountry: { countries: [{ countryCode: 'PH', countryDialingCode: '63' }], countryCode: 'PH', countryDialingCode: '63' },
  domainRoute: {},
  consolidatedSettings: {
    merchantCode: 'NGINX1',
    merchantName: 'Fuzz Lottery',
    maintenance: false,
    regionRestriction: false,
    ip: '127.0.0.1',
    theme: 'light',
    whitelabelVal: { CBS3: true, REWCEN3: true },
    login: { captcha: { enabled: false } },
    sms: { captcha: { enabled: false } },
    register: { captcha: { enabled: false } },
    countries: [{ countryCode: 'PH', countryDialingCode: '63' }],
    countryCode: 'PH',
    countryDialingCode: '63',
    currency: 'PHP',
    currencySymbol: '₱',
    defaultLanguage: 'EN',
    imageCDNs: [],
    firebase: { enabled: false },
    gw: {},
    banners: [
      { linkageType: 'URL', linkage: `${GOOD_EXTERNAL_ORIGIN}/wheel`, url: `${GOOD_EXTERNAL_ORIGIN}/art.png`, title: 'Lucky wheel' },
      { linkageType: 'P', linkage: '701', url: `${GOOD_EXTERNAL_ORIGIN}/art.png`, title: 'Weekly bonus' },
    ],
    actionButton: [
      { redirect: 'REGISTER', externalLink: '' },
      { redirect: 'REDIRECT_URL', externalLink: `${GOOD_EXTERNAL_ORIGIN}/offer` },
      { redirect: 'REDIRECT_URL', externalLink: '/m/activity?id=702' },
    ],
    mobileTemplate: { pwa: null },
  },
  ping: 'pong',
  domainPing: 'pong',
  webManifest: { name: 'Fuzz', short_name: 'F', icons: [{ src: `${GOOD_EXTERNAL_ORIGIN}/art.png`, sizes: '192x192' }], start_url: '/m/home' },
  siteConfig: { domainList: [], customerService: [] },
  launchChat: { chatUrl: `${GOOD_EXTERNAL_ORIGIN}/chat` },
  unreadCount: { unReadCount: 3 },
  availablePromotions: [{ key: 'REFERRAL', enabled: true, title: 'Refer', id: 3 }],
  announcements: SAMPLE_POPUPS,
  bannerGroups: [],
  playerRankProgress: { currentProgress: { completedConditions: 2, totalExpectedConditions: 5 }, playerRankProgress: { labelId: 'VIP1' } },
  depositSettings: {},
  withdrawAccountInfo: {},
  customerServiceScript: [customerServiceEntry('Live chat', `${GOOD_EXTERNAL_ORIGIN}/cs`)],
  downloadSetting: [{ resourceType: 'Android', url: `${GOOD_EXTERNAL_ORIGIN}/app.apk` }],
  promotionCategories: { categories: [{ id: 'ALL', name: 'All offers' }, { id: 'SLOT', name: 'Slots' }] },
  appPromptSettings: {},
  depositWithdrawStats: { totalDepositSuccessCount: 1, totalWithdrawSuccessCount: 0 },
  gameVendors: [{ vendor: 'LOTT', displayName: 'Lottery' }, { vendor: 'PVP', displayName: 'Cards' }],
  gameMatches: [{ id: 'm1', vendor: 'LOTT', homeTeam: 'Lions', awayTeam: 'Tigers', gameId: 'g1', startTime: '2030-01-01T00:00:00Z' }],
  gameLanes: { lanes: [{ title: 'Slots', gameClassify: 'SLOT', cards: [{ accountTypeName: 'TCG', gameId: 'g1', name: 'Lucky Seven' }] }] },
  gameTrialLaunch: { gameUrl: '/m/home' },
  launchGame: { gameUrl: `${GOOD_EXTERNAL_ORIGIN}/game` },
  fcmBind: true,
  fcmSubscribe: true,
  fcmUnsubscribe: true,
  trackingEvent: true,
  trackingUserDetails: { customerId: '1000001', customerName: 'player01', currency: 'PHP' },
  assetManifest: { files: {}, entrypoints: [] },
  legacyAssetManifest: { files: { 'main.js': '/mobile/mc/static/js/main.0.js' }, entrypoints: ['static/js/main.0.js'] },
};

/** Rows answered with the body itself, not the platform envelope. */
export const RAW_ROWS: ReadonlySet<EndpointName> = new Set(['webManifest', 'assetManifest', 'legacyAssetManifest']);
