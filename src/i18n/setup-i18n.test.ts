import { describe, expect, it } from 'vitest';
import { messagesCn } from './messages-cn';
import { messagesEn } from './messages-en';
import { pickLanguage, setupI18n } from './setup-i18n';

describe('language detection (interim, shell §9 subset)', () => {
  it('"Language comes from the stored language setting"', () => {
    expect(pickLanguage('EN', ['zh-CN'])).toBe('EN');
  });

  it('"else from the browser language: ZH becomes CN"', () => {
    expect(pickLanguage(null, ['zh-TW'])).toBe('CN');
    expect(pickLanguage(null, ['en-US'])).toBe('EN');
  });

  it('"with fallback to the first supported language", also for an unknown stored value', () => {
    expect(pickLanguage('XX', ['fr-FR'])).toBe('CN');
  });

  it('every UI string exists in Chinese too', async () => {
    expect(Object.keys(messagesCn).sort()).toEqual(Object.keys(messagesEn).sort());
    const i18n = await setupI18n('CN');
    expect(i18n.t('notice')).toBe('提示');
  });
});
