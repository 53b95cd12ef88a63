import { htmlLangOf, languageKeyOf } from '../i18n/languages';

/** shell §5 "Recaptcha language code: at most 6 characters, alphanumeric or hyphen". */
const VALID_CODE = /^[A-Za-z0-9-]{1,6}$/;

export const FALLBACK_CAPTCHA_LANGUAGE = 'en';

/**
 * The language code handed to the captcha widget: the UI language's tag (CN is zh-CN, PT-BR pt-BR),
 * or a tag given as it is. A code breaking the rule falls back to its primary subtag (ur-Latn is ur),
 * then to English (docs/decisions.md "Captcha language code").
 */
export function recaptchaLanguageCode(language: string): string {
  const key = languageKeyOf(language);
  const tag = key ? htmlLangOf(key) : language.trim();
  if (VALID_CODE.test(tag)) return tag;
  const primary = tag.split('-', 1)[0] as string;
  return VALID_CODE.test(primary) ? primary : FALLBACK_CAPTCHA_LANGUAGE;
}
