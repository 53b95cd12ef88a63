import { describe, expect, it } from 'vitest';
import { readAppConfig } from './app-config';

const defaults = { merchantCode: 'DEMO1', apiBaseUrl: '' };

describe('readAppConfig (README "Runtime configuration": a missing or malformed file or field falls back)', () => {
  it('takes valid fields from the file; trailing slashes are dropped from the API origin', () => {
    expect(readAppConfig({ merchantCode: 'DEMO2', apiBaseUrl: 'https://api.example.com//' }, defaults)).toEqual({
      config: { merchantCode: 'DEMO2', apiBaseUrl: 'https://api.example.com' },
      problems: [],
    });
  });

  it('"" means the page\'s own origin; http and a path are accepted', () => {
    expect(readAppConfig({ apiBaseUrl: '' }, { merchantCode: 'M', apiBaseUrl: 'https://x.test' }).config.apiBaseUrl).toBe('');
    expect(readAppConfig({ apiBaseUrl: 'http://h.test/api/' }, defaults).config.apiBaseUrl).toBe('http://h.test/api');
    expect(readAppConfig({ apiBaseUrl: 'https://h.test' }, defaults)).toEqual({ config: { ...defaults, apiBaseUrl: 'https://h.test' }, problems: [] });
  });

  it('missing fields take the defaults silently; a default is cleaned of trailing slashes too', () => {
    expect(readAppConfig({}, { merchantCode: 'M', apiBaseUrl: 'https://d.test/' })).toEqual({
      config: { merchantCode: 'M', apiBaseUrl: 'https://d.test' },
      problems: [],
    });
  });

  it.each([[null], ['{}'], [[1]], [7]])('a file that is not a JSON object (%j) gives the defaults and says so', (file) => {
    expect(readAppConfig(file, defaults)).toEqual({ config: defaults, problems: ['app-config.json is not a JSON object'] });
  });

  it.each([
    [{ merchantCode: '' }, 'merchantCode'],
    [{ merchantCode: 'has space' }, 'merchantCode'],
    [{ merchantCode: 'x'.repeat(65) }, 'merchantCode'],
    [{ merchantCode: 42 }, 'merchantCode'],
    [{ apiBaseUrl: 'javascript:alert(1)' }, 'apiBaseUrl'],
    [{ apiBaseUrl: 'https://' }, 'apiBaseUrl'],
    [{ apiBaseUrl: 'ftp://h.test' }, 'apiBaseUrl'],
    [{ apiBaseUrl: 'https://h.test/a b' }, 'apiBaseUrl'],
    [{ apiBaseUrl: 'xhttps://h.test' }, 'apiBaseUrl'],
    [{ apiBaseUrl: null }, 'apiBaseUrl'],
  ])('an invalid field (%j) falls back alone, naming it', (file, name) => {
    const reading = readAppConfig(file, defaults);
    expect(reading.config).toEqual(defaults);
    expect(reading.problems).toEqual([`app-config.json: ${name} is invalid`]);
  });

  it('merchant codes: letters, digits, _ and -, up to 64', () => {
    expect(readAppConfig({ merchantCode: 'a_B-9' }, defaults).config.merchantCode).toBe('a_B-9');
    expect(readAppConfig({ merchantCode: 'x'.repeat(64) }, defaults).config.merchantCode).toBe('x'.repeat(64));
  });

  it('both fields invalid: two problems, in field order', () => {
    expect(readAppConfig({ merchantCode: '', apiBaseUrl: 'x' }, defaults).problems).toEqual([
      'app-config.json: merchantCode is invalid',
      'app-config.json: apiBaseUrl is invalid',
    ]);
  });
});

describe('readAppConfig: "vitals" (docs/decisions.md "Vitals for operators")', () => {
  it('absent: off (no vitals field), unless the build set a default', () => {
    expect(readAppConfig({ merchantCode: 'M1' }, defaults).config).toEqual({ merchantCode: 'M1', apiBaseUrl: '' });
    expect('vitals' in readAppConfig({ merchantCode: 'M1' }, defaults).config).toBe(false);
    const withDefault = { ...defaults, vitals: { url: '/wps/mock/vitals', sampleRate: 1 } };
    expect(readAppConfig({}, withDefault).config.vitals).toEqual({ url: '/wps/mock/vitals', sampleRate: 1 });
  });

  it('a valid field turns reporting on; an invalid one leaves it off and says so', () => {
    expect(readAppConfig({ vitals: { url: 'https://rum.example.com/c', sampleRate: 0.25 } }, defaults)).toEqual({
      config: { merchantCode: 'DEMO1', apiBaseUrl: '', vitals: { url: 'https://rum.example.com/c', sampleRate: 0.25 } },
      problems: [],
    });
    const bad = readAppConfig({ vitals: { url: 'javascript:alert(1)' } }, { ...defaults, vitals: { url: '/v', sampleRate: 1 } });
    expect(bad.config.vitals).toBeUndefined();
    expect(bad.problems).toEqual(['app-config.json: vitals is invalid (reporting stays off)']);
  });
});
