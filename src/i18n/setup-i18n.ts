import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { messagesCn } from './messages-cn';
import { messagesEn } from './messages-en';

export const LANGUAGE_STORAGE_KEY = 'language';
const SUPPORTED = ['CN', 'EN'] as const;

/** Interim detection until the languages issue: stored choice, else the browser's, else CN. */
export function pickLanguage(stored: string | null, browser: readonly string[]): string {
  if (stored && (SUPPORTED as readonly string[]).includes(stored)) return stored;
  for (const tag of browser) {
    const base = tag.toUpperCase().split('-')[0];
    if (base === 'ZH') return 'CN';
    if (base === 'EN') return 'EN';
  }
  return SUPPORTED[0];
}

export async function setupI18n(language: string): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'EN',
    resources: { EN: { translation: messagesEn }, CN: { translation: messagesCn } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
