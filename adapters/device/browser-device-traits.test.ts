import { describe, expect, it } from 'vitest';
import { BrowserDeviceTraits } from './browser-device-traits';

describe('BrowserDeviceTraits (the fingerprint\'s stable traits)', () => {
  it('reads user agent, languages, screen sides, colour depth, time zone, cores, platform and touch points', () => {
    const traits = new BrowserDeviceTraits({
      navigator: { userAgent: 'UA', languages: ['pt-BR', 'en'], hardwareConcurrency: 8, platform: 'iPhone', maxTouchPoints: 5 },
      screen: { width: 844, height: 390, colorDepth: 24 },
      timeZone: () => 'America/Sao_Paulo',
    });
    expect(traits.read()).toEqual({
      userAgent: 'UA',
      languages: ['pt-BR', 'en'],
      screenShort: 390,
      screenLong: 844,
      colorDepth: 24,
      timeZone: 'America/Sao_Paulo',
      hardwareConcurrency: 8,
      platform: 'iPhone',
      maxTouchPoints: 5,
    });
  });

  it('turning the phone does not change the screen traits', () => {
    const portrait = new BrowserDeviceTraits({ screen: { width: 390, height: 844 }, timeZone: () => 'UTC' }).read();
    const landscape = new BrowserDeviceTraits({ screen: { width: 844, height: 390 }, timeZone: () => 'UTC' }).read();
    expect(landscape).toEqual(portrait);
  });

  it('missing parts read as empty or 0; navigator.language stands in for languages; a failing time zone is empty', () => {
    expect(new BrowserDeviceTraits({ navigator: { language: 'th' }, timeZone: () => { throw new Error('no Intl'); } }).read()).toEqual({
      userAgent: '',
      languages: ['th'],
      screenShort: 0,
      screenLong: 0,
      colorDepth: 0,
      timeZone: '',
      hardwareConcurrency: 0,
      platform: '',
      maxTouchPoints: 0,
    });
    expect(new BrowserDeviceTraits({ navigator: { languages: [] } }).read().languages).toEqual([]);
  });

  it('the time zone comes from Intl by default', () => {
    expect(new BrowserDeviceTraits({}).read().timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
