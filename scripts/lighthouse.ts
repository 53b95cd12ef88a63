/**
 * `npm run lighthouse`: Lighthouse (mobile: simulated slow 4G, 4x CPU) on /m/home and /m/login of the
 * mock build, served by `vite preview`. Fails when a page shifts its layout (issue 11: "home loads
 * without layout shift (CLS < 0.05 in a Lighthouse run)"); prints the performance figures beside it.
 * `LIGHTHOUSE_REUSE_BUILD=1` keeps an existing dist-mock (npm test builds it for e2e just before).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { build, preview } from 'vite';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/chromium-path';

const ROOT = new URL('..', import.meta.url).pathname;
const OUT_DIR = join(ROOT, 'dist-mock');
const PAGES = ['/m/home', '/m/login'];
const MAX_CLS = 0.05;

if (process.env.LIGHTHOUSE_REUSE_BUILD !== '1' || !existsSync(join(OUT_DIR, 'index.html'))) {
  await build({ root: ROOT, mode: 'mock', logLevel: 'warn' });
}
const server = await preview({ root: ROOT, mode: 'mock', logLevel: 'warn', build: { outDir: OUT_DIR }, preview: { port: 0, host: '127.0.0.1' } });
const origin = server.resolvedUrls?.local[0]?.replace(/\/$/, '').replace(/\/m$/, '') ?? '';
const chrome = await chromeLauncher.launch({ chromePath: await chromiumPath(), chromeFlags: [...CHROMIUM_ARGS, '--headless=new'] });

const failures: string[] = [];
try {
  for (const path of PAGES) {
    const result = await lighthouse(`${origin}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const lhr = result?.lhr;
    if (!lhr) {
      failures.push(`${path}: no Lighthouse result`);
      continue;
    }
    if (lhr.runtimeError) failures.push(`${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const cls = audit('cumulative-layout-shift');
    const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
    console.log(
      `${path}: performance ${score}, CLS ${cls.toFixed(3)}, LCP ${Math.round(audit('largest-contentful-paint'))} ms, ` +
        `FCP ${Math.round(audit('first-contentful-paint'))} ms, TBT ${Math.round(audit('total-blocking-time'))} ms`,
    );
    const lcpElement = (lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined)?.items?.[0]?.items?.[0]?.node?.snippet;
    console.log(`  largest paint: ${lcpElement ?? 'unknown'}`);
    if (!(cls < MAX_CLS)) failures.push(`${path}: CLS ${cls} is not under ${MAX_CLS}`);
  }
} finally {
  await chrome.kill();
  await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
}
if (failures.length) {
  console.error(`lighthouse:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
