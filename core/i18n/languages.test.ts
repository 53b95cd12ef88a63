import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  detectLanguage,
  directionOf,
  htmlLangOf,
  languageKeyOf,
  languageOfBrowserTag,
  LANGUAGES,
  numberLocale,
  syncsLanguageToServer,
  type LanguageKey,
} from './languages';

const KEYS = LANGUAGES.map((l) => l.key);

describe('languages (shell §9 "Languages (about 24): CN, EN, … TE" plus RU and AR of the request-layer map)', () => {
  it('lists the 26 keys in the spec order', () => {
    expect(KEYS).toEqual(['CN', 'EN', 'ES', 'HI', 'ID', 'JA', 'KM', 'KO', 'MY', 'TA', 'TH', 'TW', 'VI', 'TY', 'UR', 'PT', 'PT-BR', 'MS', 'BN', 'TR', 'FR', 'NE', 'UR-LA', 'TE', 'RU', 'AR']);
  });

  it('gives each language its own name and html lang', () => {
    expect(LANGUAGES.map((l) => [l.key, l.name, l.htmlLang])).toEqual([
      ['CN', '简体中文', 'zh-CN'],
      ['EN', 'English', 'en'],
      ['ES', 'Español', 'es'],
      ['HI', 'हिन्दी', 'hi'],
      ['ID', 'Bahasa Indonesia', 'id'],
      ['JA', '日本語', 'ja'],
      ['KM', 'ខ្មែរ', 'km'],
      ['KO', '한국어', 'ko'],
      ['MY', 'မြန်မာ', 'my'],
      ['TA', 'தமிழ்', 'ta'],
      ['TH', 'ไทย', 'th'],
      ['TW', '繁體中文', 'zh-TW'],
      ['VI', 'Tiếng Việt', 'vi'],
      ['TY', 'Filipino', 'fil'],
      ['UR', 'اردو', 'ur'],
      ['PT', 'Português', 'pt-PT'],
      ['PT-BR', 'Português (Brasil)', 'pt-BR'],
      ['MS', 'Bahasa Melayu', 'ms'],
      ['BN', 'বাংলা', 'bn'],
      ['TR', 'Türkçe', 'tr'],
      ['FR', 'Français', 'fr'],
      ['NE', 'नेपाली', 'ne'],
      ['UR-LA', 'Urdu (Roman)', 'ur-Latn'],
      ['TE', 'తెలుగు', 'te'],
      ['RU', 'Русский', 'ru'],
      ['AR', 'العربية', 'ar'],
    ]);
  });

  it('Arabic and Urdu are written right to left; every other language left to right', () => {
    expect(KEYS.filter((k) => directionOf(k) === 'rtl')).toEqual(['UR', 'AR']);
    expect(directionOf('UR-LA')).toBe('ltr');
    expect(directionOf('EN')).toBe('ltr');
  });

  it('htmlLangOf gives the BCP-47 tag', () => {
    expect(htmlLangOf('PT-BR')).toBe('pt-BR');
    expect(htmlLangOf('TY')).toBe('fil');
    expect(htmlLangOf('CN')).toBe('zh-CN');
  });

  it('"fallback to the first supported language" is CN', () => {
    expect(DEFAULT_LANGUAGE).toBe('CN');
  });
});

describe('languageKeyOf: a stored value to a key, case-insensitive', () => {
  it.each([
    ['EN', 'EN'],
    ['en', 'EN'],
    ['pt-br', 'PT-BR'],
    ['Ur-La', 'UR-LA'],
    [' th ', 'TH'],
    ['XX', null],
    ['', null],
    ['PT_BR', null],
    [null, null],
  ] as const)('%j → %j', (value, key) => {
    expect(languageKeyOf(value)).toBe(key);
  });
});

describe('detectLanguage (shell §9 "Language comes from the stored language setting, else from the browser language: ZH becomes CN, TW or HK becomes TW, EN-PH (and Filipino or Tagalog) becomes TY, with fallback to the first supported language")', () => {
  it('a valid stored setting wins over the browser, case-insensitive', () => {
    expect(detectLanguage('EN', ['ja-JP'])).toBe('EN');
    expect(detectLanguage('vi', ['ja-JP'])).toBe('VI');
    expect(detectLanguage('pt-br', [])).toBe('PT-BR');
  });

  it('an invalid or missing stored setting falls through to the browser', () => {
    expect(detectLanguage('XX', ['ja-JP'])).toBe('JA');
    expect(detectLanguage('', ['ja-JP'])).toBe('JA');
    expect(detectLanguage(null, ['ja-JP'])).toBe('JA');
  });

  it('the first browser language that maps wins', () => {
    expect(detectLanguage(null, ['de-DE', 'xx', 'ko-KR', 'ja'])).toBe('KO');
    expect(detectLanguage(null, ['fr', 'en'])).toBe('FR');
  });

  it('falls back to CN when nothing maps', () => {
    expect(detectLanguage(null, [])).toBe('CN');
    expect(detectLanguage(null, ['de-DE', 'it', ''])).toBe('CN');
    expect(detectLanguage('de', ['de'])).toBe('CN');
  });
});

describe('languageOfBrowserTag', () => {
  it.each([
    // ZH becomes CN, TW or HK becomes TW
    ['zh', 'CN'],
    ['zh-CN', 'CN'],
    ['zh-SG', 'CN'],
    ['zh-Hans', 'CN'],
    ['zh-Hans-HK', 'CN'],
    ['zh-TW', 'TW'],
    ['zh-HK', 'TW'],
    ['zh_TW', 'TW'],
    ['zh_Hant_MO', 'TW'],
    ['ZH-hk', 'TW'],
    ['zh-Hant', 'TW'],
    ['zh-Hant-CN', 'TW'],
    ['zh-Hant-TW', 'TW'],
    // EN-PH (and Filipino or Tagalog) becomes TY
    ['en-PH', 'TY'],
    ['fil', 'TY'],
    ['fil-PH', 'TY'],
    ['tl', 'TY'],
    ['tl-PH', 'TY'],
    ['en', 'EN'],
    ['en-US', 'EN'],
    ['en-GB', 'EN'],
    ['pt-BR', 'PT-BR'],
    ['pt_br', 'PT-BR'],
    ['pt', 'PT'],
    ['pt-PT', 'PT'],
    ['ur', 'UR'],
    ['ur-PK', 'UR'],
    ['ur-Latn', 'UR-LA'],
    ['ur-Latn-PK', 'UR-LA'],
    // the language subtag itself
    ['es-419', 'ES'],
    ['hi-IN', 'HI'],
    ['id', 'ID'],
    ['ja-JP', 'JA'],
    ['km-KH', 'KM'],
    ['ko', 'KO'],
    ['my-MM', 'MY'],
    ['ta-IN', 'TA'],
    ['th-TH', 'TH'],
    ['vi-VN', 'VI'],
    ['ms-MY', 'MS'],
    ['bn-BD', 'BN'],
    ['tr-TR', 'TR'],
    ['fr-CA', 'FR'],
    ['ne-NP', 'NE'],
    ['te-IN', 'TE'],
    ['ru-RU', 'RU'],
    ['ar-SA', 'AR'],
    [' KO-kr ', 'KO'],
  ] as const)('%s → %s', (tag, key: LanguageKey) => {
    expect(languageOfBrowserTag(tag)).toBe(key);
  });

  it.each(['tw', 'ty', 'cn', 'cn-CN', 'de', 'xx', '', '*'])('%j maps to no key (tw is Twi and ty Tahitian, not our TW and TY)', (tag) => {
    expect(languageOfBrowserTag(tag)).toBeNull();
  });
});

describe('numberLocale (shell §9 "Number formatting uses the pt-BR locale when the stored currency is BRL, otherwise a Chinese locale")', () => {
  it.each([
    ['BRL', 'pt-BR'],
    ['brl', 'pt-BR'],
    [' BRL ', 'pt-BR'],
    ['USD', 'zh-CN'],
    ['BR', 'zh-CN'],
    ['', 'zh-CN'],
    [null, 'zh-CN'],
  ] as const)('%j → %s', (currency, locale) => {
    expect(numberLocale(currency)).toBe(locale);
  });
});

describe('syncsLanguageToServer (shell §6 "4 … is skipped for language sync")', () => {
  it.each([
    [0, true],
    [1, true],
    [2, true],
    [3, true],
    [4, false],
    [5, true],
    [null, false],
    [-1, false],
  ] as const)('member type %j → %s', (type, syncs) => {
    expect(syncsLanguageToServer(type)).toBe(syncs);
  });
});
