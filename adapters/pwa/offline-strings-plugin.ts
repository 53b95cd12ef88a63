/**
 * Build time only (node): the service worker's `virtual:offline-strings`, the offline page's three strings in
 * every language, taken from the app's locale files so they are never a second copy to keep in step.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { transformWithOxc, type Plugin } from 'vite';
import { LANGUAGES } from '../../core/i18n/languages.ts';
import { pickOfflineStrings, type OfflineCatalogue, type OfflineStrings } from './offline-page.ts';

export const OFFLINE_STRINGS_MODULE = 'virtual:offline-strings';
const RESOLVED = `\0${OFFLINE_STRINGS_MODULE}`;

/** A locale file's `messages` object: the TypeScript stripped, the module run with nothing in scope. */
async function readMessages(file: string): Promise<Record<string, unknown>> {
  const { code } = await transformWithOxc(await readFile(file, 'utf8'), file, { lang: 'ts' });
  const script = `${code.replace(/^export\s+(?=const\b)/gm, '').replace(/^export\s*\{[^}]*\};?\s*$/gm, '')}\n;messages`;
  return runInNewContext(script, {}) as Record<string, unknown>;
}

/** `{CN: {title, message, retry}, ...}` for every UI language (file `cn.ts`, `pt-br.ts`, ...); throws on a gap. */
export async function readOfflineStrings(localesDir: string): Promise<OfflineCatalogue> {
  const entries = await Promise.all(
    LANGUAGES.map(async ({ key }): Promise<[string, OfflineStrings]> => [key, pickOfflineStrings(key, await readMessages(join(localesDir, `${key.toLowerCase()}.ts`)))]),
  );
  return Object.fromEntries(entries);
}

export function offlineStringsPlugin(localesDir: string): Plugin {
  return {
    name: 'offline-strings',
    resolveId: (source) => (source === OFFLINE_STRINGS_MODULE ? RESOLVED : null),
    async load(id) {
      if (id !== RESOLVED) return null;
      return `export default ${JSON.stringify(await readOfflineStrings(localesDir))};\n`;
    },
  };
}
