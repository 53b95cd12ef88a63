import type { Messages } from './locales/en';

type LocaleModule = { readonly messages: Messages };

/**
 * One dynamic import per language: each locale is its own chunk and only the chosen one is downloaded
 * (shell issue: "Only the chosen language's strings are downloaded").
 */
const loaders: Readonly<Record<string, () => Promise<LocaleModule>>> = {
  CN: () => import('./locales/cn'),
  EN: () => import('./locales/en'),
  ES: () => import('./locales/es'),
  HI: () => import('./locales/hi'),
  ID: () => import('./locales/id'),
  JA: () => import('./locales/ja'),
  KM: () => import('./locales/km'),
  KO: () => import('./locales/ko'),
  MY: () => import('./locales/my'),
  TA: () => import('./locales/ta'),
  TH: () => import('./locales/th'),
  TW: () => import('./locales/tw'),
  VI: () => import('./locales/vi'),
  TY: () => import('./locales/ty'),
  UR: () => import('./locales/ur'),
  PT: () => import('./locales/pt'),
  'PT-BR': () => import('./locales/pt-br'),
  MS: () => import('./locales/ms'),
  BN: () => import('./locales/bn'),
  TR: () => import('./locales/tr'),
  FR: () => import('./locales/fr'),
  NE: () => import('./locales/ne'),
  'UR-LA': () => import('./locales/ur-la'),
  TE: () => import('./locales/te'),
  RU: () => import('./locales/ru'),
  AR: () => import('./locales/ar'),
};

export const LOCALE_KEYS: readonly string[] = Object.keys(loaders);

export async function loadLocale(language: string): Promise<Messages> {
  const load = loaders[language] ?? loaders.EN!;
  return (await load()).messages;
}
