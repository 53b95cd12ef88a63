import { z } from 'zod';
import type {
  announcementSchema,
  appPromptSettingSchema,
  bannerSchema,
  countrySchema,
  CustomerServiceEntry,
  domainSchema,
} from './db';

type Country = z.infer<typeof countrySchema>;
type Announcement = z.infer<typeof announcementSchema>;
type Banner = z.infer<typeof bannerSchema>;
type Domain = z.infer<typeof domainSchema>;
type AppPromptSetting = z.infer<typeof appPromptSettingSchema>;

const CDN = 'https://img.mock.invalid';

export const seedCountries: readonly Country[] = [
  { merchantCode: 'DEMO1', countryCode: 'PH', countryDialingCode: '63' },
  { merchantCode: 'DEMO1', countryCode: 'VN', countryDialingCode: '84' },
  { merchantCode: 'DEMO1', countryCode: 'TH', countryDialingCode: '66' },
  { merchantCode: 'DEMO2', countryCode: 'BR', countryDialingCode: '55' },
  { merchantCode: 'DEMO2', countryCode: 'PT', countryDialingCode: '351' },
];

function announcement(merchantCode: string, id: string, init: Partial<Announcement>): Announcement {
  return {
    merchantCode,
    id,
    title: `Announcement ${id}`,
    content: `<p>Announcement ${id}</p>`,
    type: 'PR',
    platform: 'M',
    category: 'popup',
    promotionType: 'NOTICE',
    execution: 'A',
    forceRead: false,
    ...init,
  };
}

/** Server HTML that must never run (issue 11 item 9): an onerror handler, a script tag and a javascript: link. */
const HOSTILE_POPUP_CONTENT =
  '<p><b>Weekend jackpot</b>: draws every hour from Friday 6 pm.</p>' +
  '<img src="x" onerror="window.__xss=1" alt="">' +
  '<script>window.__xss=2</script>' +
  '<p><a href="javascript:window.__xss=3">See the rules</a> or <a href="/m/activity?id=701">open the activity</a>.</p>';

export const seedAnnouncements: readonly Announcement[] = [
  announcement('DEMO1', '501', { title: 'Welcome back', content: '<p>Daily draws at 9 pm.</p>', execution: 'A' }),
  announcement('DEMO1', '502', { title: 'Join today', content: '<p>Register and get a bonus.</p>', execution: 'B' }),
  announcement('DEMO1', '503', { title: 'First login gift', content: '<p>Your gift is ready.</p>', execution: 'F' }),
  announcement('DEMO1', '505', { title: 'Weekend jackpot', content: HOSTILE_POPUP_CONTENT, promotionType: 'PROMOTION', execution: 'B' }),
  announcement('DEMO1', '506', {
    title: 'New draw rules',
    content:
      '<p>From 1 June the daily draw closes <b>10 minutes</b> before the result.</p>' +
      '<ul><li>Tickets bought after the close go to the next draw.</li><li>Results are posted at 9:05 pm.</li></ul>',
    promotionType: 'RULES',
    execution: 'A',
    forceRead: true,
  }),
  announcement('DEMO1', '504', {
    title: 'Get the app',
    content: `<img src="${CDN}/demo1/app-download.png">`,
    category: 'app_download',
    execution: 'B',
  }),
  announcement('DEMO2', '601', { title: 'Bem-vindo', content: '<p>Sorteios diários.</p>', execution: 'A' }),
  announcement('DEMO2', '602', { title: 'Cadastre-se', content: '<p>Bônus de boas-vindas.</p>', execution: 'B' }),
  announcement('DEMO2', '603', { title: 'Presente de primeiro acesso', content: '<p>Seu presente está pronto.</p>', execution: 'F' }),
];

export const seedBanners: readonly Banner[] = [
  // Download-image flow (shell §4): images the mock draws (handlers/banner-groups.ts), served on the asking origin.
  { merchantCode: 'DEMO1', groupName: 'm_popup1', url: '/wps/mock/download-image/DEMO1/lucky-draw-2024.png', linkageType: 'URL', linkage: '/m/voucherCenter', roomId: null, nodeId: null, gameType: null, vendor: null },
  { merchantCode: 'DEMO1', groupName: 'm_popup2', url: '/wps/mock/download-image/DEMO1/save-tip.png', linkageType: 'P', linkage: '701', roomId: null, nodeId: null, gameType: null, vendor: null },
  { merchantCode: 'DEMO1', groupName: 'home', url: `${CDN}/demo1/banner-lotto.png`, linkageType: 'G', linkage: 'lobby', roomId: '1', nodeId: '10', gameType: 'LOTT', vendor: 'ELOTT' },
  { merchantCode: 'DEMO2', groupName: 'home', url: `${CDN}/demo2/banner-promo.png`, linkageType: 'URL', linkage: 'https://promo.mock.invalid/demo2', roomId: null, nodeId: null, gameType: null, vendor: null },
  // Home carousel (shell §5 banner routing): each linkage type, an in-app /m link, an external https link and a
  // javascript: link the client must refuse.
  { merchantCode: 'DEMO1', groupName: 'home', url: `${CDN}/demo1/banner-activity.png`, linkageType: 'P', linkage: '702', roomId: null, nodeId: null, gameType: null, vendor: null },
  { merchantCode: 'DEMO1', groupName: 'home', url: `${CDN}/demo1/banner-vietnam.png`, linkageType: 'G', linkage: 'HN', roomId: null, nodeId: null, gameType: 'LOTT', vendor: 'LOTT' },
  { merchantCode: 'DEMO1', groupName: 'home', url: `${CDN}/demo1/banner-rewards.png`, linkageType: 'URL', linkage: '/m/rewardCenter', roomId: null, nodeId: null, gameType: null, vendor: null },
  { merchantCode: 'DEMO1', groupName: 'home', url: `${CDN}/demo1/banner-partner.png`, linkageType: 'URL', linkage: 'https://promo.mock.invalid/demo1?from=banner', roomId: null, nodeId: null, gameType: null, vendor: null },
  { merchantCode: 'DEMO1', groupName: 'home', url: `${CDN}/demo1/banner-broken.png`, linkageType: 'URL', linkage: 'javascript:alert(document.cookie)', roomId: null, nodeId: null, gameType: null, vendor: null },
  { merchantCode: 'DEMO2', groupName: 'home', url: `${CDN}/demo2/banner-atividade.png`, linkageType: 'P', linkage: '801', roomId: null, nodeId: null, gameType: null, vendor: null },
  { merchantCode: 'DEMO2', groupName: 'home', url: `${CDN}/demo2/banner-loteria.png`, linkageType: 'G', linkage: 'lobby', roomId: '2', nodeId: '20', gameType: 'LOTT', vendor: 'ELOTT' },
  { merchantCode: 'DEMO2', groupName: 'home', url: `${CDN}/demo2/banner-deposito.png`, linkageType: 'URL', linkage: '/m/voucherCenter', roomId: null, nodeId: null, gameType: null, vendor: null },
  { merchantCode: 'DEMO2', groupName: 'home', url: `${CDN}/demo2/banner-quebrado.png`, linkageType: 'URL', linkage: ' JaVaScRiPt:alert(1)', roomId: null, nodeId: null, gameType: null, vendor: null },
];

export const seedDomains: readonly Domain[] = [
  { merchantCode: 'DEMO1', domainName: 'https://m1.demo1.mock.invalid' },
  { merchantCode: 'DEMO1', domainName: 'https://m2.demo1.mock.invalid' },
  { merchantCode: 'DEMO1', domainName: 'https://m3.demo1.mock.invalid' },
  { merchantCode: 'DEMO2', domainName: 'https://m1.demo2.mock.invalid' },
  { merchantCode: 'DEMO2', domainName: 'https://m2.demo2.mock.invalid' },
];

/**
 * DEMO1: a LIVECHAT support widget (the mock's script), an untitled AICAN link (shown as "CS 2"), a
 * MIDUOKE link, a COMM100 entry whose link is javascript: (refused by the client), and a VIP-GOLD
 * entry for player01. DEMO2: exactly one entry, so it opens directly.
 */
export const seedCustomerService: readonly CustomerServiceEntry[] = [
  { merchantCode: 'DEMO1', title: 'Live chat', url: '/wps/mock/cs-widget.js?type=LIVECHAT', csType: 'LIVECHAT', csPosition: 'ALL', labelIds: [] },
  { merchantCode: 'DEMO1', title: '', url: 'https://cs.mock.invalid/demo1/ai', csType: 'AICAN', csPosition: 'ALL', labelIds: [] },
  { merchantCode: 'DEMO1', title: 'Telegram', url: 'https://t.mock.invalid/demo1', csType: 'MIDUOKE', csPosition: 'HOME', labelIds: [] },
  { merchantCode: 'DEMO1', title: 'Old chat', url: 'javascript:alert(1)', csType: 'COMM100', csPosition: 'ALL', labelIds: [] },
  { merchantCode: 'DEMO1', title: 'VIP host', url: 'https://cs.mock.invalid/demo1/vip', csType: 'COMM100VIP', csPosition: 'ALL', labelIds: ['VIP-GOLD'] },
  { merchantCode: 'DEMO2', title: 'Atendimento', url: 'https://cs.mock.invalid/demo2/live', csType: 'COMM100', csPosition: 'ALL', labelIds: [] },
];

/** shell §3 "Prompt settings from the server": each an enabled flag plus a value. */
const PROMPT_DEFAULTS: ReadonlyArray<readonly [key: string, enabled: boolean, value: string]> = [
  ['app_background', true, `${CDN}/app-background.png`],
  ['app_desc', true, 'Download our app for faster play.'],
  ['bottom_app_desc', true, 'Better experience in the app'],
  ['download_condition_switch', false, '0'],
  ['in_game_popup_interval', false, '300'],
  ['login_required', false, '1'],
  ['bind_card', false, '1'],
  ['bottom_app_bar_mode', true, 'bottom'],
  ['deposit_times', false, '1'],
  ['deposit_times_forced', false, '0'],
  ['deposit_least_times', false, '1'],
  ['deposit_least_times_forced', false, '0'],
  ['withdrawal_times', false, '1'],
  ['withdrawal_times_forced', false, '0'],
  ['withdrawal_least_times', false, '1'],
  ['withdrawal_least_times_forced', false, '0'],
  ['first_deposit', true, '1'],
  ['first_withdraw', true, '1'],
  ['reg_days', false, '7'],
  ['reg_days_forced', false, '0'],
  ['domains_switch', true, '1'],
  ['theme', true, 'light'],
];

/** The theme setting follows the merchant's consolidated `theme`: DEMO1 light, DEMO2 dark. */
const THEME: Readonly<Record<string, string>> = { DEMO1: 'light', DEMO2: 'dark' };

export const seedAppPromptSettings: readonly AppPromptSetting[] = ['DEMO1', 'DEMO2'].flatMap((merchantCode) =>
  PROMPT_DEFAULTS.map(([key, enabled, value]) => ({
    merchantCode,
    key,
    enabled,
    value: key === 'theme' ? (THEME[merchantCode] ?? value) : value,
  })),
);

/**
 * shell §3 "Action-button item: redirect and externalLink", served in the consolidated settings as
 * `actionButton` (docs/decisions.md "Home links, action button, referral and game vendors"). DEMO1 has
 * every type (one REDIRECT_URL external, one in-app, one javascript: the client drops); DEMO2 a shorter list.
 */
export const seedActionButtons: Readonly<Record<string, ReadonlyArray<{ redirect: string; externalLink: string }>>> = {
  DEMO1: [
    { redirect: 'APP_DOWNLOAD', externalLink: '' },
    { redirect: 'REGISTER', externalLink: '' },
    { redirect: 'DEPOSIT', externalLink: '' },
    { redirect: 'REWARD_CENTER', externalLink: '' },
    { redirect: 'MISSION', externalLink: '' },
    { redirect: 'INVITE_FRIENDS', externalLink: '' },
    { redirect: 'MEMBER', externalLink: '' },
    { redirect: 'POINT_MARKET', externalLink: '' },
    { redirect: 'REDIRECT_URL', externalLink: 'https://promo.mock.invalid/demo1/lucky-wheel' },
    { redirect: 'REDIRECT_URL', externalLink: '/m/activity?id=702' },
    { redirect: 'REDIRECT_URL', externalLink: 'javascript:alert(1)' },
  ],
  DEMO2: [
    { redirect: 'REGISTER', externalLink: '' },
    { redirect: 'DEPOSIT', externalLink: '' },
    { redirect: 'INVITE_FRIENDS', externalLink: '' },
    { redirect: 'MEMBER', externalLink: '' },
    { redirect: 'APP_DOWNLOAD', externalLink: 'https://download.mock.invalid/demo2/app.apk' },
  ],
};
