/**
 * Size budget (docs/decisions.md "First-load budget"): builds for production and prints the gzip size of the JavaScript a
 * guest pays before /m/home shows its content, counted whole: the entry and its static imports (modulepreloads), the app
 * (src/main.tsx, which the entry imports after the boot shell), the home route, the home chunks drawn on a stocked
 * merchant's home (the carousel, the sections) and the default locale, each with its static imports. Fails above the
 * budget, when heavy code (firebase, jsencrypt, crypto-js, captcha) reaches that first load, or when the production build
 * holds any mock (msw) code. It writes the counted files to reports/size/first-load.json (the nginx spec holds what the
 * browser fetches to it). `npm run size -- --treemap`: reports/size/treemap.html, the whole build drawn by
 * rollup-plugin-visualizer; `-- --modules`: the first load's own modules, largest first.
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { visualizer } from 'rollup-plugin-visualizer';
import { build, type PluginOption, type Rollup } from 'vite';

// In kB of 1000 bytes: the first load counted whole measured 166.4 kB (entry, app, framework, home, home's sections and
// their use cases, the carousel, the English locale), plus 5 kB (docs/decisions.md "First-load budget, counted whole").
const BUDGET_KB = 171;
const ROOT = new URL('..', import.meta.url).pathname;
const OUT_DIR = join(ROOT, 'dist');
const REPORT_DIR = join(ROOT, 'reports', 'size');
const APP_MODULE = 'src/main.tsx'; // the entry (the boot shell) imports it once the shell is painted: every load fetches it
/** The modules whose chunks a guest's /m/home fetches before its content shows (in the entry's chunk or their own). */
const HOME_MODULES = ['src/home/home-page.tsx', 'src/home/home-sections.tsx', 'src/home/banner-carousel.tsx'];
const DEFAULT_LOCALE_MODULE = 'src/i18n/locales/en.ts';
/**
 * Work the app starts at boot beside home, which home's content does not wait for: the update watch, the installable
 * manifest, the worker's version, tracking, the popups' list (shell §9: 500 ms after start), the download-image and
 * add-to-home-screen prompts, and the carousel's swiping (embla, once the page is idle). Printed, not in the budget.
 */
const BACKGROUND_MODULES = [
  'adapters/update/create-watch-for-updates.ts',
  'core/manifest/install-manifest.ts',
  'adapters/pwa/service-worker-version.ts',
  'adapters/tracking/create-tracking.ts',
  'core/announcements/announcement-popups.ts',
  'core/download-image/download-image-flow.ts',
  'src/app-prompt/download-image-modals.tsx',
  'adapters/install/create-add-to-home-screen.ts',
  'src/install/add-to-home-screen-host.tsx',
  'node_modules/embla-carousel/esm/embla-carousel.esm.js',
  // axios (adapters/http/lazy-axios-transport.ts), downloaded for the status check and the calls above: home's content
  // calls are answered by the boot entry's early requests (core/http/home-calls.ts). The nginx spec first-load.spec.ts
  // holds that to the browser: home's content shows while the axios chunk is held back.
  'adapters/http/axios-transport.ts',
];
const HEAVY = /node_modules\/(firebase|@firebase|jsencrypt|crypto-js|geetest)/;
const MOCK = /node_modules\/(msw|@msw|@mswjs)|\/mock-server\//;
const TREEMAP = process.argv.includes('--treemap');

type Chunk = Rollup.OutputChunk;

async function productionBundle(): Promise<Map<string, Chunk>> {
  const chunks = new Map<string, Chunk>();
  await build({
    root: ROOT,
    mode: 'production',
    logLevel: 'warn',
    plugins: [
      ...(TREEMAP ? [visualizer({ filename: join(REPORT_DIR, 'treemap.html'), template: 'treemap', gzipSize: true, title: 'mobile-web: production build' }) as PluginOption] : []),
      {
        name: 'collect-chunks',
        generateBundle(_options, bundle) {
          for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item);
        },
      },
    ],
  });
  return chunks;
}

function withStaticImports(start: Chunk[], chunks: Map<string, Chunk>): Set<Chunk> {
  const seen = new Set<Chunk>();
  const visit = (chunk: Chunk) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    for (const name of chunk.imports) {
      const next = chunks.get(name);
      if (next) visit(next);
    }
  };
  start.forEach(visit);
  return seen;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const chunks = await productionBundle();
const entry = [...chunks.values()].find((c) => c.isEntry);
const chunkOf = (module: string) => [...chunks.values()].find((c) => c.moduleIds.some((id) => id.endsWith(module)));
const counted = [APP_MODULE, ...HOME_MODULES, DEFAULT_LOCALE_MODULE].map((module) => ({ module, chunk: chunkOf(module) }));
const missing = counted.filter(({ chunk }) => !chunk).map(({ module }) => module);
if (!entry || missing.length) throw new Error(`not found in the build: ${entry ? missing.join(', ') : 'the entry'}`);

const firstLoad = withStaticImports([entry, ...counted.map(({ chunk }) => chunk!)], chunks);
const backgroundStart = BACKGROUND_MODULES.map((module) => chunkOf(module)).filter((chunk): chunk is Chunk => chunk !== undefined);
const background = [...withStaticImports(backgroundStart, chunks)].filter((chunk) => !firstLoad.has(chunk));
mkdirSync(REPORT_DIR, { recursive: true });
const fileNames = (list: Iterable<Chunk>) => [...list].map((chunk) => chunk.fileName);
writeFileSync(join(REPORT_DIR, 'first-load.json'), `${JSON.stringify({ counted: fileNames(firstLoad), background: fileNames(background) }, null, 1)}\n`);
const gzipOf = (chunk: Chunk) => gzipSync(readFileSync(join(OUT_DIR, chunk.fileName))).length;
let total = 0;
const problems: string[] = [];
console.log('JavaScript a guest fetches before /m/home shows its content (gzip):');
for (const chunk of firstLoad) {
  // zlib's default level, as typical servers compress (level 9 would flatter the number).
  const gz = gzipOf(chunk);
  total += gz;
  console.log(`  ${(gz / 1000).toFixed(1).padStart(7)} kB  ${chunk.fileName}`);
  const heavy = chunk.moduleIds.filter((id) => HEAVY.test(id));
  if (heavy.length) problems.push(`${chunk.fileName} holds heavy code that must load lazily: ${heavy.slice(0, 3).join(', ')}`);
}
if (process.argv.includes('--modules')) {
  // `npm run size -- --modules`: the first load's own modules by rendered size (before gzip), largest first.
  const modules = [...firstLoad]
    .filter((chunk) => !chunk.fileName.includes('framework'))
    .flatMap((chunk) => Object.entries(chunk.modules).map(([id, info]) => ({ id: relative(ROOT, id), size: info.renderedLength })))
    .sort((a, b) => b.size - a.size);
  for (const { id, size } of modules.slice(0, 80)) console.log(`  ${String(size).padStart(8)} B  ${id}`);
  // The framework chunk by package (rendered, before gzip).
  const packages = new Map<string, number>();
  for (const chunk of firstLoad) {
    if (!chunk.fileName.includes('framework')) continue;
    for (const [id, info] of Object.entries(chunk.modules)) {
      const name = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1] ?? relative(ROOT, id);
      packages.set(name, (packages.get(name) ?? 0) + info.renderedLength);
    }
  }
  for (const [name, size] of [...packages].sort((a, b) => b[1] - a[1])) console.log(`  ${String(size).padStart(8)} B  framework: ${name}`);
}
console.log(`  ${(total / 1000).toFixed(1).padStart(7)} kB  total (budget ${BUDGET_KB} kB, 1 kB = 1000 bytes as Vite prints)`);
const backgroundBytes = background.reduce((sum, chunk) => sum + gzipOf(chunk), 0);
console.log(`  ${(backgroundBytes / 1000).toFixed(1).padStart(7)} kB  in ${background.length} files started at boot in the background (not in the budget)`);
if (total > BUDGET_KB * 1000) problems.push(`first load ${(total / 1000).toFixed(1)} kB exceeds ${BUDGET_KB} kB`);

for (const chunk of chunks.values()) {
  const mock = chunk.moduleIds.filter((id) => MOCK.test(id));
  if (mock.length) problems.push(`production chunk ${chunk.fileName} holds mock code: ${mock.slice(0, 3).join(', ')}`);
}
for (const file of filesUnder(OUT_DIR)) {
  // The content hash is random letters ('member-strip-CzEKmSw0.js' once matched /msw/i): judge the name without it.
  const name = relative(OUT_DIR, file).replace(/-[\w-]{8}(\.\w+)$/, '$1');
  if (/mockServiceWorker|msw/i.test(name)) problems.push(`production build ships ${relative(OUT_DIR, file)}`);
}

if (problems.length) {
  for (const p of problems) console.error(`size: ${p}`);
  process.exit(1);
}
console.log('size: within budget; no heavy code in the first load; no mock code in dist/');
if (TREEMAP) console.log(`size: treemap in ${relative(ROOT, join(REPORT_DIR, 'treemap.html'))}`);
