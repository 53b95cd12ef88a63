import { z } from 'zod';
import { artPath } from './art';
import { artTitle } from './seed-art';
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

/** A generated picture in announcement HTML (made absolute on the asking origin when served); alt is its title. */
function picture(merchantCode: string, name: string): string {
  return `<p><img src="${artPath(merchantCode, 'image', name)}" alt="${artTitle(merchantCode, 'image', name).replace(/"/g, '&quot;')}" width="640" height="360"></p>`;
}

/** A marquee line: category marquee, plain text, no execution (shown to everybody). */
function marquee(merchantCode: string, id: string, content: string): Announcement {
  return announcement(merchantCode, id, { title: '', content, category: 'marquee', promotionType: 'NOTICE', execution: null });
}

/** Server HTML that must never run (docs/decisions.md "Announcement popups and server HTML"): an onerror handler, a script tag and a javascript: link. */
const HOSTILE_POPUP_CONTENT =
  '<p><b>Weekend jackpot</b>: draws every hour from Friday 6 pm.</p>' +
  '<img src="x" onerror="window.__xss=1" alt="">' +
  '<script>window.__xss=2</script>' +
  '<p><a href="javascript:window.__xss=3">See the rules</a> or <a href="/m/activity?id=701">open the activity</a>.</p>';

export const seedAnnouncements: readonly Announcement[] = [
  announcement('DEMO1', '501', { title: 'Welcome back', content: `<p>Daily draws at 9 pm.</p>${picture('DEMO1', 'daily-draw')}`, execution: 'A' }),
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
    content: picture('DEMO1', 'app-download'),
    category: 'app_download',
    execution: 'B',
  }),
  // The home marquee (category marquee): plain text, one sentence each, for everybody.
  marquee('DEMO1', '511', 'Tonight\'s jackpot is ₱2,000,000: the draw closes at 8:50 pm.'),
  marquee('DEMO1', '512', 'Congratulations to player J***9 on winning ₱85,000 in Fast 3!'),
  marquee('DEMO1', '513', 'Deposits by e-wallet are back to normal after this morning\'s maintenance.'),
  announcement('DEMO2', '601', { title: 'Bem-vindo', content: `<p>Sorteios diários.</p>${picture('DEMO2', 'sorteio-diario')}`, execution: 'A' }),
  announcement('DEMO2', '602', { title: 'Cadastre-se', content: '<p>Bônus de boas-vindas.</p>', execution: 'B' }),
  announcement('DEMO2', '603', { title: 'Presente de primeiro acesso', content: '<p>Seu presente está pronto.</p>', execution: 'F' }),
  announcement('DEMO2', '604', { title: 'Baixe o app', content: picture('DEMO2', 'app-download'), category: 'app_download', execution: 'B' }),
  marquee('DEMO2', '611', 'O prêmio acumulado de hoje é R$ 500.000: o sorteio fecha às 20h50.'),
  marquee('DEMO2', '612', 'Parabéns ao jogador M***7, que ganhou R$ 12.000 na Sorte 5!'),
];

type Linkage = Pick<Banner, 'linkageType' | 'linkage'> & Partial<Pick<Banner, 'roomId' | 'nodeId' | 'gameType' | 'vendor'>>;

/** A home-carousel banner: its generated art (`/wps/mock/art/{merchant}/banner/{name}.svg`) and that art's title as alt text. */
function homeBanner(merchantCode: string, name: string, link: Linkage): Banner {
  return {
    merchantCode,
    groupName: 'home',
    url: artPath(merchantCode, 'banner', name),
    title: artTitle(merchantCode, 'banner', name),
    roomId: null,
    nodeId: null,
    gameType: null,
    vendor: null,
    ...link,
  };
}

export const seedBanners: readonly Banner[] = [
  // Download-image flow (shell §4): images the mock draws (handlers/banner-groups.ts), served on the asking origin.
  { merchantCode: 'DEMO1', groupName: 'm_popup1', url: '/wps/mock/download-image/DEMO1/lucky-draw-2024.png', title: 'Lucky draw 2024', linkageType: 'URL', linkage: '/m/voucherCenter', roomId: null, nodeId: null, gameType: null, vendor: null },
  { merchantCode: 'DEMO1', groupName: 'm_popup2', url: '/wps/mock/download-image/DEMO1/save-tip.png', title: 'How to save the image', linkageType: 'P', linkage: '701', roomId: null, nodeId: null, gameType: null, vendor: null },
  // Home carousel (shell §5 banner routing): each linkage type, a Vietnam lottery game, an in-app /m link, an
  // external https link and a javascript: link the client must refuse. Served with absolute image URLs.
  homeBanner('DEMO1', 'daily-lottery', { linkageType: 'G', linkage: 'lobby', roomId: '1', nodeId: '10', gameType: 'LOTT', vendor: 'ELOTT' }),
  homeBanner('DEMO2', 'oferta-parceiro', { linkageType: 'URL', linkage: 'https://promo.mock.invalid/demo2' }),
  homeBanner('DEMO1', 'weekend-cashback', { linkageType: 'P', linkage: '702' }),
  homeBanner('DEMO1', 'vietnam-lottery', { linkageType: 'G', linkage: 'HN', gameType: 'LOTT', vendor: 'LOTT' }),
  homeBanner('DEMO1', 'reward-center', { linkageType: 'URL', linkage: '/m/rewardCenter' }),
  homeBanner('DEMO1', 'partner-offer', { linkageType: 'URL', linkage: 'https://promo.mock.invalid/demo1?from=banner' }),
  homeBanner('DEMO1', 'lucky-wheel', { linkageType: 'URL', linkage: 'javascript:alert(document.cookie)' }),
  homeBanner('DEMO2', 'cashback-semanal', { linkageType: 'P', linkage: '801' }),
  homeBanner('DEMO2', 'loteria-diaria', { linkageType: 'G', linkage: 'lobby', roomId: '2', nodeId: '20', gameType: 'LOTT', vendor: 'ELOTT' }),
  homeBanner('DEMO2', 'bonus-deposito', { linkageType: 'URL', linkage: '/m/voucherCenter' }),
  homeBanner('DEMO2', 'loteria-vietna', { linkageType: 'G', linkage: 'HCM', gameType: 'LOTT', vendor: 'LOTT' }),
  homeBanner('DEMO2', 'roda-da-sorte', { linkageType: 'URL', linkage: ' JaVaScRiPt:alert(1)' }),
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
  // A path per merchant (see below); served absolute on the asking origin.
  ['app_background', true, ''],
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
  // Ours (docs/decisions.md "App-download prompt policy"): Silver (2) and above see the download bar.
  ['download_bar_rank_level', true, '2'],
];

/** The theme setting follows the merchant's consolidated `theme`: DEMO1 light, DEMO2 dark. */
const THEME: Readonly<Record<string, string>> = { DEMO1: 'light', DEMO2: 'dark' };

export const seedAppPromptSettings: readonly AppPromptSetting[] = ['DEMO1', 'DEMO2'].flatMap((merchantCode) =>
  PROMPT_DEFAULTS.map(([key, enabled, value]) => ({
    merchantCode,
    key,
    enabled,
    value: key === 'theme' ? (THEME[merchantCode] ?? value) : key === 'app_background' ? artPath(merchantCode, 'image', 'app-background') : value,
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
