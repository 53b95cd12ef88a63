import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadLocale } from './load-locale';

/** i18next with only the chosen language's strings: no fallback locale is downloaded. */
export async function setupI18n(language: string): Promise<i18n> {
  const instance = i18next.createInstance();
  const messages = await loadLocale(language);
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: messages } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/** Downloads the new language's chunk (once), then switches. */
export async function switchLanguage(instance: i18n, language: string): Promise<void> {
  if (!instance.hasResourceBundle(language, 'translation')) {
    instance.addResourceBundle(language, 'translation', await loadLocale(language));
  }
  await instance.changeLanguage(language);
}
