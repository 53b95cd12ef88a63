import { describe, expect, it } from 'vitest';
import { recaptchaLanguageCode } from './recaptcha-language';

describe('recaptchaLanguageCode: shell §5 "at most 6 characters, alphanumeric or hyphen"', () => {
  it('the UI language key becomes its tag', () => {
    expect(recaptchaLanguageCode('CN')).toBe('zh-CN');
    expect(recaptchaLanguageCode('EN')).toBe('en');
    expect(recaptchaLanguageCode('pt-br')).toBe('pt-BR');
    expect(recaptchaLanguageCode('TY')).toBe('fil');
  });

  it('a code longer than 6 characters falls back to its primary subtag', () => {
    expect(recaptchaLanguageCode('UR-LA')).toBe('ur');
    expect(recaptchaLanguageCode('zh-Hant-TW')).toBe('zh');
  });

  it('a tag of 6 characters is kept; a tag given as it is is kept when valid', () => {
    expect(recaptchaLanguageCode('zh-HK')).toBe('zh-HK');
    expect(recaptchaLanguageCode('abc-de')).toBe('abc-de');
  });

  it('a code with other characters, or empty, is English', () => {
    expect(recaptchaLanguageCode('<b>')).toBe('en');
    expect(recaptchaLanguageCode('')).toBe('en');
    expect(recaptchaLanguageCode('en_US')).toBe('en');
    expect(recaptchaLanguageCode('abcdefgh')).toBe('en');
  });

  it('a tag given as it is is trimmed before the rule is checked', () => {
    expect(recaptchaLanguageCode(' abc-de ')).toBe('abc-de');
  });
});
