import { artPath } from './art';
import type { Merchant } from './db';

/** The image CDN base of a merchant: the mock's generated art (handlers make it absolute on the asking origin). */
const cdn = (code: string): string => `/wps/mock/art/${code}/`;

/** A real PNG of that many pixels, drawn by the mock (handlers/icons.ts); handlers make the path absolute. */
export function mockIconPath(code: string, size: number): string {
  return `/wps/mock/icons/${code}/${size}.png`;
}

function pwaIcons(code: string): { 192: string; 256: string; 384: string; 512: string } {
  const icon = (size: number): string => mockIconPath(code, size);
  return { 192: icon(192), 256: icon(256), 384: icon(384), 512: icon(512) };
}

function smsProvider(code: string, firebase: boolean, vapid: boolean): Merchant['smsProvider'] {
  const project = `${code.toLowerCase()}-mock`;
  return {
    firebase,
    appId: `1:000000000000:web:${project}`,
    apiKey: `mock-api-key-${project}`,
    authDomain: `${project}.firebaseapp.mock.invalid`,
    projectId: project,
    messagingSenderId: '000000000000',
    googleWebClientId: `${project}.apps.googleusercontent.mock.invalid`,
    // DEMO2 has none: player-journey §5 "Push registration happens only when the provider settings contain a vapid key".
    vapidKey: vapid ? `mock-vapid-key-${project}` : null,
  };
}

/**
 * DEMO1: hex key form, Philippines, peso, light theme, PWA settings. DEMO2: PEM key form, Brazil, real,
 * dark theme, no PWA settings (shell §5 "A mobile template without pwa: the manifest is skipped with a warning").
 */
export const seedMerchants: readonly Merchant[] = [
  {
    code: 'DEMO1',
    name: 'Demo Lottery One',
    rsaKeyForm: 'hex',
    whiteLabel: {
      MOBILEAUTOLOGIN3: true,
      PWDEXPFORCECHANGE3: true,
      STARTGAMEINAPP3: false,
      CBS3: true,
      GOOGLELOGIN3: false,
      UPDATEMOBILEICC3: true,
      FIREBASECREATEACC3: true,
      LOTTMINIGAME3: true,
      SEALOTTMINIGAME3: false,
      DISABLEDMOBILEICC3: false,
      REWCEN3: true,
      MOBILENUMREGPWD3: false,
      FORCEAPPUPDATE3: false,
    },
    currency: 'PHP',
    currencySymbol: '₱',
    currencyPosition: 'before',
    countryCode: 'PH',
    countryDialingCode: '63',
    defaultLanguage: 'EN',
    theme: 'light',
    iconColor: '#d6336c',
    captcha: { login: false, sms: false, register: false },
    geetestId: 'mockgeetestid0000000000000demo1',
    imageCDNs: [cdn('DEMO1')],
    smsProvider: smsProvider('DEMO1', false, true),
    mobileTemplate: {
      pwa: { title: 'Demo Lottery One', icons: pwaIcons('DEMO1') },
      desktop_app_feature: true,
      apple_touch_icon: mockIconPath('DEMO1', 180),
      app_desc: 'Play the Demo One lottery anywhere.',
      image_logo: artPath('DEMO1', 'vendor', 'logo'),
    },
  },
  {
    code: 'DEMO2',
    name: 'Demo Loteria Dois',
    rsaKeyForm: 'pem',
    whiteLabel: {
      MOBILEAUTOLOGIN3: false,
      PWDEXPFORCECHANGE3: false,
      STARTGAMEINAPP3: true,
      CBS3: false,
      GOOGLELOGIN3: true,
      UPDATEMOBILEICC3: false,
      FIREBASECREATEACC3: false,
      LOTTMINIGAME3: false,
      SEALOTTMINIGAME3: true,
      DISABLEDMOBILEICC3: true,
      REWCEN3: false,
      MOBILENUMREGPWD3: false,
      FORCEAPPUPDATE3: false,
    },
    currency: 'BRL',
    currencySymbol: 'R$',
    currencyPosition: 'before',
    countryCode: 'BR',
    countryDialingCode: '55',
    defaultLanguage: 'PT-BR',
    theme: 'dark',
    iconColor: '#1c7c54',
    captcha: { login: false, sms: false, register: false },
    geetestId: 'mockgeetestid0000000000000demo2',
    imageCDNs: [cdn('DEMO2')],
    smsProvider: smsProvider('DEMO2', true, false),
    mobileTemplate: {
      pwa: null,
      desktop_app_feature: false,
      apple_touch_icon: mockIconPath('DEMO2', 180),
      app_desc: 'Jogue a Loteria Dois em qualquer lugar.',
      image_logo: artPath('DEMO2', 'vendor', 'logo'),
    },
  },
];
