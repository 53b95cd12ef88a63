/**
 * `npm run bench`: how long a cheap phone on a slow network waits for /m/home. Builds for production,
 * serves dist/ gzipped on loopback with a minimal /wps stand-in, and loads the page in headless Chromium
 * throttled to 4x slower CPU and a slow 3G-like link. Prints the median of several runs: first contentful
 * paint and largest contentful paint (the page's own PerformanceObserver), the h1 on screen (the boot shell's
 * or the app's), and the app rendered (its language button, which the shell does not have). A benchmark, not
 * a test: it only reports. `BENCH_BANNERS=1`: a stocked merchant's home, the settings carrying the Lighthouse
 * stub's two 30 kB banners (its first is then the largest paint).
 */
import { createServer, type Server } from 'node:http';
import { readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/chromium-path';
import { bannerPng, STUB_BANNERS } from '../e2e/nginx/wps-stub';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ROOT = new URL('..', import.meta.url).pathname;
const DIST = join(ROOT, 'dist');
const NETWORK = { offline: false, latency: 400, downloadThroughput: (400 * 1024) / 8, uploadThroughput: (400 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
const BANNERS = process.env.BENCH_BANNERS === '1';
const SETTINGS_PATH = '/wps/system/settings/consolidated';
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html', '.json': 'application/json' };

function serve(): Promise<{ server: Server; port: number }> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const banner = BANNERS ? STUB_BANNERS.findIndex((b) => b.url === path) : -1;
    if (banner >= 0) {
      res.writeHead(200, { 'Content-Type': 'image/png' });
      res.end(bannerPng(banner + 1));
      return;
    }
    if (path.startsWith('/wps/')) {
      const value = { maintenance: false, regionRestriction: false, ip: '127.0.0.1', ...(BANNERS && path === SETTINGS_PATH ? { banners: STUB_BANNERS } : {}) };
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ success: true, value }));
      return;
    }
    let file = join(DIST, normalize(path.replace(/^\/m\//, '/')));
    try {
      if (!statSync(file).isFile()) throw new Error('not a file');
    } catch {
      file = join(DIST, 'index.html');
    }
    const body = gzipSync(readFileSync(file));
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Content-Encoding': 'gzip' });
    res.end(body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as { port: number }).port })));
}

await build({ root: ROOT, mode: 'production', logLevel: 'warn' });
const { server, port } = await serve();
const browser = await chromium.launch({ executablePath: await chromiumPath(), args: CHROMIUM_ARGS });
interface Timing {
  readonly fcp: number;
  readonly lcp: number;
  readonly heading: number;
  readonly app: number;
  readonly bytes: number;
}
const timings: Timing[] = [];
try {
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    let bytes = 0;
    cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => (bytes += event.encodedDataLength));
    const urls: string[] = [];
    page.on('request', (request) => urls.push(new URL(request.url()).pathname));
    await page.addInitScript(() => {
      const record = window as unknown as { __lcp: number };
      record.__lcp = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) record.__lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    // Times from the navigation's start (performance.now() in the page), as the paint entries are.
    const sinceStart = () => page.evaluate(() => Math.round(performance.now()));
    await page.goto(`http://127.0.0.1:${port}/m/home`, { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    const heading = await sinceStart();
    await page.getByRole('button', { name: 'Language' }).waitFor();
    const app = await sinceStart();
    // The largest paint may come after the app (a banner picture still on its way): read it once the page is quiet.
    await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
    const { fcp, lcp } = await page.evaluate(() => ({
      fcp: Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN),
      lcp: Math.round((window as unknown as { __lcp: number }).__lcp),
    }));
    timings.push({ fcp, lcp, heading, app, bytes });
    const twice = urls.filter((url, i) => urls.indexOf(url) !== i);
    if (twice.length) console.warn(`  fetched more than once: ${[...new Set(twice)].join(', ')}`);
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
console.log(`/m/home${BANNERS ? ' with banners' : ''} on a slow link (400 ms RTT, 400 kbit/s) with a ${CPU_SLOWDOWN}x slower CPU, ${RUNS} runs, from the navigation's start:`);
const LABELS: Record<Exclude<keyof Timing, 'bytes'>, string> = {
  fcp: 'first contentful paint',
  lcp: 'largest contentful paint',
  heading: 'heading visible',
  app: 'app rendered',
};
for (const [key, label] of Object.entries(LABELS) as [keyof typeof LABELS, string][]) {
  const sorted = timings.map((t) => t[key]).sort((a, b) => a - b);
  console.log(`  ${`${label}:`.padEnd(26)}median ${sorted[Math.floor(sorted.length / 2)]} ms (min ${sorted[0]} ms, max ${sorted.at(-1)} ms)`);
}
console.log(`  transferred: ${(timings[0]!.bytes / 1024).toFixed(1)} KB`);
