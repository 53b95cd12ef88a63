import { Collection } from '@msw/data';
import { z } from 'zod';
import { WHITE_LABEL_FLAGS, type WhiteLabelFlag } from './white-label-flags';

/** The mock backend's data (@msw/data collections). Seeded by seed.ts; reset with resetDb(). */

const whiteLabelSchema = z.object(
  Object.fromEntries(WHITE_LABEL_FLAGS.map((flag) => [flag, z.boolean()])) as Record<WhiteLabelFlag, z.ZodBoolean>,
);

export const merchantSchema = z.object({
  code: z.string(),
  name: z.string(),
  rsaKeyForm: z.enum(['hex', 'pem']),
  whiteLabel: whiteLabelSchema,
  currency: z.string(),
  currencySymbol: z.string(),
  currencyPosition: z.enum(['before', 'after']),
  countryCode: z.string(),
  countryDialingCode: z.string(),
  defaultLanguage: z.string(),
  /** shell §3 prompt settings "theme (default light)"; also served in the consolidated settings. */
  theme: z.enum(['light', 'dark']),
  /** Background of the generated PWA icons (`/wps/mock/icons/{merchant}/{size}.png`), `#rrggbb`. */
  iconColor: z.string().regex(/^#[0-9a-f]{6}$/i),
  /** Slider captcha per scene (player-journey §5 "Login captcha is required only when…"). */
  captcha: z.object({ login: z.boolean(), sms: z.boolean(), register: z.boolean() }),
  geetestId: z.string(),
  imageCDNs: z.array(z.string()),
  /**
   * Provider config for sms or social login (player-journey §3), vapid key included, served as the consolidated
   * settings' `smsProvider` (shell §3 "smsProvider (firebase, apiKey)"); `firebase` is the spec's flag.
   */
  smsProvider: z.object({
    firebase: z.boolean(),
    appId: z.string(),
    apiKey: z.string(),
    authDomain: z.string(),
    projectId: z.string(),
    messagingSenderId: z.string(),
    googleWebClientId: z.string(),
    vapidKey: z.string().nullable(),
  }),
  mobileTemplate: z.object({
    pwa: z
      .object({
        title: z.string(),
        icons: z.object({ 192: z.string(), 256: z.string(), 384: z.string(), 512: z.string() }),
      })
      .nullable(),
    desktop_app_feature: z.boolean(),
    apple_touch_icon: z.string(),
    app_desc: z.string(),
    image_logo: z.string(),
  }),
});

export const clubLabelSchema = z.object({
  labelName: z.string(),
  labelId: z.string(),
  type: z.string(),
  rankLevel: z.number(),
});

export const memberSchema = z.object({
  merchantCode: z.string(),
  id: z.string(),
  userName: z.string(),
  password: z.string(),
  /** 0, 1, 2 regular/agents, 4 no chat (shell §3 "Member info"). */
  type: z.number(),
  regDate: z.string(),
  language: z.string(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  clubLabel: clubLabelSchema.nullable(),
  mobileNum: z.string().nullable(),
  countryDialingCode: z.string().nullable(),
  email: z.string().nullable(),
  payeeName: z.string().nullable(),
  /** Firebase id token bound to this member (social login). */
  firebaseIdToken: z.string().nullable(),
  totalDepositSuccessCount: z.number(),
  totalWithdrawSuccessCount: z.number(),
  bankCards: z.array(z.object({ bankName: z.string(), accountNo: z.string() })),
});

export const sessionSchema = z.object({
  token: z.string(),
  memberId: z.string(),
  merchantCode: z.string(),
  createdAt: z.number(),
});

export const countrySchema = z.object({
  merchantCode: z.string(),
  countryCode: z.string(),
  countryDialingCode: z.string(),
});

export const announcementSchema = z.object({
  merchantCode: z.string(),
  id: z.string(),
  title: z.string(),
  content: z.string(),
  type: z.string(),
  platform: z.string(),
  category: z.string(),
  promotionType: z.string(),
  /** A logged-in, B guests, F first login (shell §3 "Popup item"); null for a marquee line (shown to all). */
  execution: z.enum(['A', 'B', 'F']).nullable(),
  /** shell §4: close first steps through all slides. */
  forceRead: z.boolean(),
});

export const bannerSchema = z.object({
  merchantCode: z.string(),
  groupName: z.string(),
  url: z.string(),
  linkageType: z.enum(['P', 'URL', 'G']),
  linkage: z.string(),
  roomId: z.string().nullable(),
  nodeId: z.string().nullable(),
  gameType: z.string().nullable(),
  vendor: z.string().nullable(),
  /** The image's alt text. */
  title: z.string(),
});

export const domainSchema = z.object({
  merchantCode: z.string(),
  domainName: z.string(),
});

export const customerServiceSchema = z.object({
  merchantCode: z.string(),
  title: z.string(),
  /** The plain link; served encoded (see handlers/customer-service-path.ts). */
  url: z.string(),
  csType: z.enum(['AICAN', 'MIDUOKE', 'LIVECHAT', 'COMM100', 'COMM100VIP']),
  csPosition: z.string(),
  labelIds: z.array(z.string()),
});

export const appPromptSettingSchema = z.object({
  merchantCode: z.string(),
  key: z.string(),
  enabled: z.boolean(),
  value: z.string(),
});

/** An sms code the mock sent (POST /wps/verification/sms/noLogin): to which number, dial code and number as digits. */
export const smsCodeSchema = z.object({
  merchantCode: z.string(),
  countryDialingCode: z.string(),
  mobileNum: z.string(),
  code: z.string(),
});

export const db = {
  merchants: new Collection({ schema: merchantSchema }),
  members: new Collection({ schema: memberSchema }),
  sessions: new Collection({ schema: sessionSchema }),
  countries: new Collection({ schema: countrySchema }),
  announcements: new Collection({ schema: announcementSchema }),
  banners: new Collection({ schema: bannerSchema }),
  domains: new Collection({ schema: domainSchema }),
  customerService: new Collection({ schema: customerServiceSchema }),
  appPromptSettings: new Collection({ schema: appPromptSettingSchema }),
  smsCodes: new Collection({ schema: smsCodeSchema }),
};

export type Merchant = z.infer<typeof merchantSchema>;
export type Member = z.infer<typeof memberSchema>;
export type Session = z.infer<typeof sessionSchema>;
export type CustomerServiceEntry = z.infer<typeof customerServiceSchema>;
