/** One row of Vite's build manifest (`dist/.vite/manifest.json`), keyed by source path. */
export interface ViteManifestChunk {
  readonly file: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
}

export type ViteManifest = Readonly<Record<string, ViteManifestChunk>>;

/**
 * What the service worker precaches (docs/decisions.md "PWA: what is cached"): the page, and for the entry and
 * each of these sources the chunk, every chunk it imports statically and their CSS. A guest's screens and the
 * default language (shell §9: CN); every other chunk is cached when it is first used.
 */
export const SHELL_SOURCES = [
  'index.html',
  // The app: the entry (the boot shell, src/boot/) imports it once the shell is painted, not statically.
  'src/main.tsx',
  // The request layer's axios, downloaded at the app's first call (adapters/http/lazy-axios-transport.ts).
  'adapters/http/axios-transport.ts',
  'src/home/home-page.tsx',
  'src/sign-in/login-page.tsx',
  'src/registration/register-page.tsx',
  'src/status/not-found-page.tsx',
  'src/i18n/locales/cn.ts',
] as const;

/** The built files (paths relative to the output folder) the shell needs; throws when a source was not built. */
export function shellFiles(manifest: ViteManifest, sources: readonly string[] = SHELL_SOURCES): Set<string> {
  const files = new Set<string>(['index.html']);
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`shell precache: ${key} is not in the build manifest`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  return files;
}
