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
    ...init,
  };
}

export const seedAnnouncements: readonly Announcement[] = [
  announcement('DEMO1', '501', { title: 'Welcome back', content: '<p>Daily draws at 9 pm.</p>', execution: 'A' }),
  announcement('DEMO1', '502', { title: 'Join today', content: '<p>Register and get a bonus.</p>', execution: 'B' }),
  announcement('DEMO1', '503', { title: 'First login gift', content: '<p>Your gift is ready.</p>', execution: 'F' }),
  announcement('DEMO1', '504', {
    title: 'Get the app',
    content: `<img src="${CDN}/demo1/app-download.png">`,
    category: 'app_download',
    execution: 'B',
  }),
  announcement('DEMO2', '601', { title: 'Bem-vindo', content: '<p>Sorteios diários.</p>', execution: 'A' }),
  announcement('DEMO2', '602', { title: 'Cadastre-se', content: '<p>Bônus de boas-vindas.</p>', execution: 'B' }),
];

export const seedBanners: readonly Banner[] = [
  { merchantCode: 'DEMO1', groupName: 'm_popup1', url: `${CDN}/demo1/banner-download-1.png`, linkageType: 'URL', linkage: '/m/voucherCenter', roomId: null, nodeId: null, gameType: null, vendor: null },
  { merchantCode: 'DEMO1', groupName: 'm_popup2', url: `${CDN}/demo1/banner-download-2.png`, linkageType: 'P', linkage: '701', roomId: null, nodeId: null, gameType: null, vendor: null },
  { merchantCode: 'DEMO1', groupName: 'home', url: `${CDN}/demo1/banner-lotto.png`, linkageType: 'G', linkage: 'lobby', roomId: '1', nodeId: '10', gameType: 'LOTT', vendor: 'ELOTT' },
  { merchantCode: 'DEMO2', groupName: 'home', url: `${CDN}/demo2/banner-promo.png`, linkageType: 'URL', linkage: 'https://promo.mock.invalid/demo2', roomId: null, nodeId: null, gameType: null, vendor: null },
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
