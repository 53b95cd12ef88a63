import { describe, expect, it } from 'vitest';
import { contentLanguage, localized, localizedHtml, translatedTexts, TRANSLATED_LANGUAGES } from './localized-content';

describe('localized (DEMO1 content in the request Language)', () => {
  it.each(['Hot lottery', 'Welcome back', 'Weekly events', 'Live chat', "Tonight's jackpot is ₱2,000,000: the draw closes at 8:50 pm."])(
    '"%s" reads differently in CN, TH, VI and AR, each unlike the English',
    (text) => {
      const translations = TRANSLATED_LANGUAGES.map((language) => localized(text, language));
      for (const translation of translations) {
        expect(translation.trim()).not.toBe('');
        expect(translation).not.toBe(text);
      }
      expect(new Set(translations).size).toBe(TRANSLATED_LANGUAGES.length);
    },
  );

  it('every text of the table has four distinct translations, none the English', () => {
    for (const text of translatedTexts()) {
      const translations = TRANSLATED_LANGUAGES.map((language) => localized(text, language));
      expect(translations.every((translation) => translation.trim() !== '' && translation !== text), text).toBe(true);
      expect(new Set(translations).size, text).toBe(TRANSLATED_LANGUAGES.length);
    }
  });

  it('reads the header code in any case', () => {
    expect(localized('Slots', 'th')).toBe(localized('Slots', 'TH'));
    expect(localized('Slots', ' th ')).toBe('สล็อต');
  });

  it('leaves unknown text, EN, other codes and a missing Language as they are', () => {
    expect(localized('Telegram', 'TH')).toBe('Telegram');
    expect(localized('', 'CN')).toBe('');
    expect(localized('toString', 'CN')).toBe('toString');
    for (const language of ['EN', 'PT', 'JA', 'XX', '', null]) expect(localized('Hot lottery', language)).toBe('Hot lottery');
  });

  it('translates the words of HTML and keeps every tag and attribute', () => {
    const html =
      '<p><b>Weekend jackpot</b>: draws every hour from Friday 6 pm.</p><img src="x" onerror="window.__xss=1" alt="">' +
      '<script>window.__xss=2</script><p><a href="javascript:window.__xss=3">See the rules</a> or <a href="/m/activity?id=701">open the activity</a>.</p>' +
      '<p><img src="/wps/mock/art/DEMO1/image/daily-draw.svg" alt="Daily draw" width="640" height="360"></p>';
    const tags = (text: string) => text.match(/<[^>]*>/g);
    for (const language of TRANSLATED_LANGUAGES) {
      const translated = localizedHtml(html, language);
      expect(tags(translated)).toEqual(tags(html));
      expect(translated).toContain(`<b>${localized('Weekend jackpot', language)}</b>`);
      expect(translated).toContain('<script>window.__xss=2</script>');
      expect(translated).not.toContain('See the rules');
    }
    expect(localizedHtml(html, 'TH')).toContain('<a href="javascript:window.__xss=3">ดูกติกา</a>');
    expect(localizedHtml(html, 'EN')).toBe(html);
    expect(localizedHtml(html, null)).toBe(html);
  });

  it('translates DEMO1 only', () => {
    expect(contentLanguage('DEMO1', 'TH')).toBe('TH');
    expect(contentLanguage('DEMO2', 'TH')).toBeNull();
  });
});
