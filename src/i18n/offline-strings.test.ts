import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readOfflineStrings } from '../../adapters/pwa/offline-strings-plugin';
import { LANGUAGES } from '../../core/i18n/languages';
import { loadLocale } from './load-locale';

describe('the service worker\'s offline page strings (docs/decisions.md "PWA: offline page": "The strings are the locale files\' own")', () => {
  it('are the locale files\' own network_offline, render_failed and retry, for each of the 26 languages', async () => {
    const catalogue = await readOfflineStrings(resolve('src/i18n/locales'));
    expect(Object.keys(catalogue)).toEqual(LANGUAGES.map((l) => l.key));
    for (const { key } of LANGUAGES) {
      const messages = await loadLocale(key);
      expect(catalogue[key], key).toEqual({ title: messages.network_offline, message: messages.render_failed, retry: messages.retry });
    }
  });
});
