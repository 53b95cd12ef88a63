/**
 * `npm run bench`: how long a cheap phone on a slow network waits for /m/home. Builds for production,
 * serves dist/ gzipped on loopback with a minimal /wps stand-in, and loads the page in headless Chromium
 * throttled to 4x slower CPU and a slow 3G-like link. Prints the median of several runs. A benchmark,
 * not a test: it only reports.
 */
import { createServer, type Server } from 'node:http';
import { readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/chromium-path';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ROOT = new URL('..', import.meta.url).pathname;
const DIST = join(ROOT, 'dist');
const NETWORK = { offline: false, latency: 400, downloadThroughput: (400 * 1024) / 8, uploadThroughput: (400 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html', '.json': 'application/json' };

function serve(): Promise<{ server: Server; port: number }> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path.startsWith('/wps/')) {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ success: true, value: { maintenance: false, regionRestriction: false, ip: '127.0.0.1' } }));
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
const timings: { heading: number; bytes: number }[] = [];
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
    const start = Date.now();
    await page.goto(`http://127.0.0.1:${port}/m/home`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    timings.push({ heading: Date.now() - start, bytes });
    const twice = urls.filter((url, i) => urls.indexOf(url) !== i);
    if (twice.length) console.warn(`  fetched more than once: ${[...new Set(twice)].join(', ')}`);
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
const sorted = timings.map((t) => t.heading).sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)]!;
console.log(`/m/home on a slow link (400 ms RTT, 400 kbit/s) with a ${CPU_SLOWDOWN}x slower CPU, ${RUNS} runs:`);
console.log(`  heading visible: median ${median} ms (min ${sorted[0]} ms, max ${sorted.at(-1)} ms)`);
console.log(`  transferred: ${(timings[0]!.bytes / 1024).toFixed(1)} KB`);
