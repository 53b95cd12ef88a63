// With its extension: vite.config.ts reads this file through the offline-strings plugin, and Vite's native config
// loader resolves no extension-less import (it printed a warning at every start).
import { NOT_LOGGED_IN } from '../session-state/member-type.ts';

/**
 * The UI languages (shell §9 "Languages": the 24 keys, plus RU and AR of the request-layer map), with
 * their own names, html lang and writing direction, and the language policies of shell §6 and §9.
 */
export type Direction = 'ltr' | 'rtl';

export interface Language {
  readonly key: string;
  /** The language's name in itself, for the language picker. */
  readonly name: string;
  /** BCP-47 tag for <html lang>. */
  readonly htmlLang: string;
  readonly direction: Direction;
}

export const LANGUAGES = [
  { key: 'CN', name: '简体中文', htmlLang: 'zh-CN', direction: 'ltr' },
  { key: 'EN', name: 'English', htmlLang: 'en', direction: 'ltr' },
  { key: 'ES', name: 'Español', htmlLang: 'es', direction: 'ltr' },
  { key: 'HI', name: 'हिन्दी', htmlLang: 'hi', direction: 'ltr' },
  { key: 'ID', name: 'Bahasa Indonesia', htmlLang: 'id', direction: 'ltr' },
  { key: 'JA', name: '日本語', htmlLang: 'ja', direction: 'ltr' },
  { key: 'KM', name: 'ខ្មែរ', htmlLang: 'km', direction: 'ltr' },
  { key: 'KO', name: '한국어', htmlLang: 'ko', direction: 'ltr' },
  { key: 'MY', name: 'မြန်မာ', htmlLang: 'my', direction: 'ltr' },
  { key: 'TA', name: 'தமிழ்', htmlLang: 'ta', direction: 'ltr' },
  { key: 'TH', name: 'ไทย', htmlLang: 'th', direction: 'ltr' },
  { key: 'TW', name: '繁體中文', htmlLang: 'zh-TW', direction: 'ltr' },
  { key: 'VI', name: 'Tiếng Việt', htmlLang: 'vi', direction: 'ltr' },
  { key: 'TY', name: 'Filipino', htmlLang: 'fil', direction: 'ltr' },
  { key: 'UR', name: 'اردو', htmlLang: 'ur', direction: 'rtl' },
  { key: 'PT', name: 'Português', htmlLang: 'pt-PT', direction: 'ltr' },
  { key: 'PT-BR', name: 'Português (Brasil)', htmlLang: 'pt-BR', direction: 'ltr' },
  { key: 'MS', name: 'Bahasa Melayu', htmlLang: 'ms', direction: 'ltr' },
  { key: 'BN', name: 'বাংলা', htmlLang: 'bn', direction: 'ltr' },
  { key: 'TR', name: 'Türkçe', htmlLang: 'tr', direction: 'ltr' },
  { key: 'FR', name: 'Français', htmlLang: 'fr', direction: 'ltr' },
  { key: 'NE', name: 'नेपाली', htmlLang: 'ne', direction: 'ltr' },
  { key: 'UR-LA', name: 'Urdu (Roman)', htmlLang: 'ur-Latn', direction: 'ltr' },
  { key: 'TE', name: 'తెలుగు', htmlLang: 'te', direction: 'ltr' },
  { key: 'RU', name: 'Русский', htmlLang: 'ru', direction: 'ltr' },
  { key: 'AR', name: 'العربية', htmlLang: 'ar', direction: 'rtl' },
] as const satisfies readonly Language[];

export type LanguageKey = (typeof LANGUAGES)[number]['key'];

/** shell §9 "with fallback to the first supported language". */
export const DEFAULT_LANGUAGE: LanguageKey = LANGUAGES[0].key;

function languageWithKey(key: string | undefined) {
  return LANGUAGES.find((l) => l.key === key);
}

/** The key for a stored or typed value, case-insensitive ('pt-br' is PT-BR); null when it is none. */
export function languageKeyOf(value: string | null): LanguageKey | null {
  return languageWithKey(value?.trim().toUpperCase())?.key ?? null;
}

/**
 * Keys whose html lang is the language subtag itself (ko is KO). CN, TW (Twi's code) and TY
 * (Tahitian's) are left out that way; the switch below maps Chinese, Filipino, Portuguese and Urdu.
 */
function keyOfPrimarySubtag(primary: string): LanguageKey | null {
  const key = languageKeyOf(primary);
  return key !== null && htmlLangOf(key) === primary ? key : null;
}

/** One browser language tag (en-PH, zh-Hant-HK, pt_BR, …) to a key, or null. */
export function languageOfBrowserTag(tag: string): LanguageKey | null {
  // split gives at least one part: a blank tag has the primary subtag ''.
  const [primary, ...rest] = tag.trim().toLowerCase().replace(/_/g, '-').split('-') as [string, ...string[]];
  const subtags = new Set(rest);
  switch (primary) {
    case 'zh':
      // A script subtag decides before a region: zh-Hans-HK is simplified.
      if (subtags.has('hant')) return 'TW';
      if (subtags.has('hans')) return 'CN';
      return subtags.has('tw') || subtags.has('hk') ? 'TW' : 'CN';
    case 'en':
      return subtags.has('ph') ? 'TY' : 'EN';
    case 'fil':
    case 'tl':
      return 'TY';
    case 'pt':
      return subtags.has('br') ? 'PT-BR' : 'PT';
    case 'ur':
      return subtags.has('latn') ? 'UR-LA' : 'UR';
    default:
      return keyOfPrimarySubtag(primary);
  }
}

/**
 * shell §9 "Language comes from the stored language setting, else from the browser language: ZH
 * becomes CN, TW or HK becomes TW, EN-PH (and Filipino or Tagalog) becomes TY, with fallback to the
 * first supported language."
 */
export function detectLanguage(stored: string | null, browserLanguages: readonly string[]): LanguageKey {
  const fromStore = languageKeyOf(stored);
  if (fromStore) return fromStore;
  for (const tag of browserLanguages) {
    const key = languageOfBrowserTag(tag);
    if (key) return key;
  }
  return DEFAULT_LANGUAGE;
}

function languageOf(key: LanguageKey): Language {
  return languageWithKey(key) as Language;
}

export function directionOf(key: LanguageKey): Direction {
  return languageOf(key).direction;
}

export function htmlLangOf(key: LanguageKey): string {
  return languageOf(key).htmlLang;
}

/** shell §9 "Number formatting uses the pt-BR locale when the stored currency is BRL, otherwise a Chinese locale." */
export function numberLocale(currency: string | null): 'pt-BR' | 'zh-CN' {
  return currency?.trim().toUpperCase() === 'BRL' ? 'pt-BR' : 'zh-CN';
}

/** shell §6 "4 has no chat and is skipped for language sync"; a guest (null, or shell §3's -1) has nothing to sync. */
export function syncsLanguageToServer(memberType: number | null): boolean {
  return memberType !== null && memberType !== NOT_LOGGED_IN && memberType !== 4;
}
