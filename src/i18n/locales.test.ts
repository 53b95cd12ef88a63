import { describe, expect, it } from 'vitest';
import { LOCALE_KEYS } from './load-locale';
import { messages as ar } from './locales/ar';
import { messages as bn } from './locales/bn';
import { messages as cn } from './locales/cn';
import { messages as en, type MessageKey } from './locales/en';
import { messages as es } from './locales/es';
import { messages as fr } from './locales/fr';
import { messages as hi } from './locales/hi';
import { messages as id } from './locales/id';
import { messages as ja } from './locales/ja';
import { messages as km } from './locales/km';
import { messages as ko } from './locales/ko';
import { messages as ms } from './locales/ms';
import { messages as my } from './locales/my';
import { messages as ne } from './locales/ne';
import { messages as ptBr } from './locales/pt-br';
import { messages as pt } from './locales/pt';
import { messages as ru } from './locales/ru';
import { messages as ta } from './locales/ta';
import { messages as te } from './locales/te';
import { messages as th } from './locales/th';
import { messages as tr } from './locales/tr';
import { messages as tw } from './locales/tw';
import { messages as ty } from './locales/ty';
import { messages as urLa } from './locales/ur-la';
import { messages as ur } from './locales/ur';
import { messages as vi } from './locales/vi';

type Catalogue = Readonly<Record<string, string>>;

/** Every translated catalogue, by language key (the English reference is checked against itself). */
const TRANSLATIONS: Readonly<Record<string, Catalogue>> = {
  CN: cn,
  TW: tw,
  ES: es,
  HI: hi,
  ID: id,
  JA: ja,
  KM: km,
  KO: ko,
  MY: my,
  TA: ta,
  TH: th,
  VI: vi,
  TY: ty,
  UR: ur,
  PT: pt,
  'PT-BR': ptBr,
  MS: ms,
  BN: bn,
  TR: tr,
  FR: fr,
  NE: ne,
  'UR-LA': urLa,
  TE: te,
  RU: ru,
  AR: ar,
};

const LANGUAGES = Object.keys(TRANSLATIONS);
const EN: Catalogue = en;
const EN_KEYS = Object.keys(EN) as MessageKey[];

/**
 * Keys whose translation may equal the English text. Kept minimal: each entry must really be identical
 * (a stale entry fails the test), and anything else equal to English counts as untranslated.
 */
const SAME_AS_ENGLISH_ALLOWED: Readonly<Record<string, readonly MessageKey[]>> = {
  // "CS" is the everyday Indonesian abbreviation for customer service; "SMS" and "Email" are written as is.
  ID: ['cs_entry', 'second_factor_tab_sms', 'second_factor_tab_email'],
  // Filipino uses the loanwords "account" (banks, e-wallets), "SMS" and "Email"; no natural native labels.
  TY: ['member_account', 'second_factor_tab_sms', 'second_factor_tab_email'],
  // Roman Urdu writes the loanwords لاٹری, اکاؤنٹ, ایس ایم ایس, ای میل as "lottery", "account", "SMS", "Email".
  'UR-LA': ['site_name', 'member_account', 'second_factor_tab_sms', 'second_factor_tab_email'],
  // Vietnamese apps write "Email"; "thư điện tử" reads as dated officialese.
  VI: ['second_factor_tab_email'],
  // These languages write the text-message channel as "SMS" (no native everyday word).
  FR: ['second_factor_tab_sms'],
  PT: ['second_factor_tab_sms'],
  'PT-BR': ['second_factor_tab_sms'],
  MS: ['second_factor_tab_sms'],
  TR: ['second_factor_tab_sms'],
};

/** The script each non-Latin language is written in. */
const SCRIPTS: Readonly<Record<string, RegExp>> = {
  CN: /\p{Script=Han}/u,
  TW: /\p{Script=Han}/u,
  JA: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
  KO: /\p{Script=Hangul}/u,
  TH: /\p{Script=Thai}/u,
  KM: /\p{Script=Khmer}/u,
  MY: /\p{Script=Myanmar}/u,
  HI: /\p{Script=Devanagari}/u,
  NE: /\p{Script=Devanagari}/u,
  BN: /\p{Script=Bengali}/u,
  TA: /\p{Script=Tamil}/u,
  TE: /\p{Script=Telugu}/u,
  UR: /\p{Script=Arabic}/u,
  AR: /\p{Script=Arabic}/u,
  RU: /\p{Script=Cyrillic}/u,
};
/** Share of keys that must contain the language's own script (a bare brand word like "VIP" may not). */
const MIN_SCRIPT_SHARE = 0.95;

/** Characters that exist only in one of the two Chinese standards (the other writes them differently). */
const SIMPLIFIED_ONLY = /[们这说时为个发会过对开关请录账码网页络戏优动务载银积换领级设达选语维结问题闻误连击认证]/u;
const TRADITIONAL_ONLY = /[們這說時為個發會過對開關請錄帳碼網頁絡戲優動務載銀積換領級設達選語維結問題聞誤連擊認證]/u;

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;
const placeholders = (text: string): string[] => [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!);

describe('locale catalogues (en.ts: "Every other locale file has exactly these keys")', () => {
  it('covers every language the app can load', () => {
    const expected = LOCALE_KEYS.filter((key) => key !== 'EN');
    expect([...LANGUAGES].sort()).toEqual([...expected].sort());
  });

  describe.each(LANGUAGES)('%s', (language) => {
    const catalogue = TRANSLATIONS[language]!;

    it('has no key missing from or extra to en.ts', () => {
      const keys = Object.keys(catalogue);
      const missing = EN_KEYS.filter((key) => !(key in catalogue));
      const extra = keys.filter((key) => !(key in EN));
      expect({ language, missingCount: missing.length, missing, extraCount: extra.length, extra }).toEqual({
        language,
        missingCount: 0,
        missing: [],
        extraCount: 0,
        extra: [],
      });
    });

    it('keeps every {{placeholder}} of the English text and adds none', () => {
      const problems = EN_KEYS.filter((key) => key in catalogue).flatMap((key) => {
        const wanted = placeholders(EN[key]!).sort();
        const found = placeholders(catalogue[key]!).sort();
        return JSON.stringify(wanted) === JSON.stringify(found) ? [] : [`${key}: expected ${wanted} got ${found}`];
      });
      expect(problems).toEqual([]);
    });

    it('has no empty value', () => {
      const empty = Object.entries(catalogue)
        .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
        .map(([key]) => key);
      expect(empty).toEqual([]);
    });

    it('does not leave English text untranslated (outside the per-language allowlist)', () => {
      const allowed = SAME_AS_ENGLISH_ALLOWED[language] ?? [];
      const same = EN_KEYS.filter((key) => catalogue[key] === EN[key]);
      expect(same.filter((key) => !allowed.includes(key))).toEqual([]);
      // The allowlist stays minimal: an entry that is now translated must be removed.
      expect(allowed.filter((key) => !same.includes(key))).toEqual([]);
    });

    const script = SCRIPTS[language];
    it.runIf(script)('is written in its own script for most keys', () => {
      const without = EN_KEYS.filter((key) => key in catalogue && !script!.test(catalogue[key]!));
      const share = 1 - without.length / EN_KEYS.length;
      expect(
        share >= MIN_SCRIPT_SHARE,
        `${language}: ${without.length} of ${EN_KEYS.length} values lack the script: ${without.join(', ')}`,
      ).toBe(true);
    });
  });

  it('writes CN in Simplified and TW in Traditional characters', () => {
    const traditionalInCn = EN_KEYS.filter((key) => TRADITIONAL_ONLY.test(cn[key]));
    const simplifiedInTw = EN_KEYS.filter((key) => SIMPLIFIED_ONLY.test(tw[key]));
    expect({ traditionalInCn, simplifiedInTw }).toEqual({ traditionalInCn: [], simplifiedInTw: [] });
  });

  it('writes UR in Urdu letters, not only the Arabic alphabet', () => {
    const urdu = /[ٹڈڑںھہےۓگچپژک]/u;
    const withUrduLetters = EN_KEYS.filter((key) => urdu.test(ur[key]));
    expect(withUrduLetters.length / EN_KEYS.length).toBeGreaterThan(0.5);
  });
});
