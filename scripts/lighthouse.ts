/**
 * `npm run lighthouse`: Lighthouse (mobile: simulated slow 4G, 4x CPU) on /m/home and /m/login of the
 * production build (dist/) served by the repo's nginx configuration (scripts/serve-nginx.ts), /wps proxied
 * to the smoke's stub (e2e/nginx/wps-stub.ts); /m/home once more with a stocked merchant's banners, and once with its
 * sections all empty, all failed (503) and all unknown to the server (404). Each page is measured LIGHTHOUSE_RUNS times
 * (default 3; the section shapes LIGHTHOUSE_SHAPE_RUNS) and judged on the median of each figure. Gates (what a busy machine
 * cannot change): CLS under 0.05 and the largest paint being the page's intended element in most runs that name one. Targets
 * (timings: a neighbour taking the CPU moves them): performance 95, LCP under 1500 ms and TBT at most 150 ms are printed against the
 * figures, and fail the run only with LIGHTHOUSE_STRICT=1 (docs/decisions.md "Lighthouse: gates and targets"). A reference
 * page (fixed markup and script work, served beside the app) is measured in the same run, and each page's LCP and TBT
 * are also printed as a ratio to it, so a figure reads against the machine's speed of the moment.
 * Then one run on /m/home of the mock build (vite preview), judged on CLS only: the mock's home has what the
 * stub's has not, banners and pictures, whose frames must not move (docs/decisions.md "Home screen").
 * `LIGHTHOUSE_REUSE_BUILD=1` keeps an existing dist/ and dist-mock/ (npm test builds them for the size
 * budget and the e2e tests).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import { preview } from 'vite';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/chromium-path';
import { REFERENCE_PAGE_PATH, SECTION_SHAPES, startWpsStub, type SectionShape } from '../e2e/nginx/wps-stub';
import { startNginx } from './serve-nginx';

const started = performance.now();
const ROOT = new URL('..', import.meta.url).pathname;
const DIST = join(ROOT, 'dist');
const DIST_MOCK = join(ROOT, 'dist-mock');
/** The pages measured; "home with banners" is a stocked merchant's home (the stub's STUB_BANNERS, 30 kB pictures). */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
/** Runs of each section-shape page (npm test makes one: its timings are printed, not gated there). */
const SHAPE_RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_SHAPE_RUNS ?? RUNS));
interface MeasuredPage {
  readonly label: string;
  readonly path: string;
  readonly banners: boolean;
  readonly sections: SectionShape;
  /** The element the largest paint must be, in most runs. */
  readonly largestPaint: string;
  readonly runs: number;
}
const PAGES: readonly MeasuredPage[] = [
  { label: '/m/home', path: '/m/home', banners: false, sections: 'stocked', largestPaint: 'id="home-welcome"', runs: RUNS },
  { label: '/m/login', path: '/m/login', banners: false, sections: 'stocked', largestPaint: 'class="form-links"', runs: RUNS },
  { label: '/m/home with banners', path: '/m/home', banners: true, sections: 'stocked', largestPaint: 'elementtiming="boot-banner"', runs: RUNS },
  // Whatever the sections answer, the largest paint is the page's own welcome, never a section's empty or failed line.
  ...SECTION_SHAPES.filter((shape) => shape !== 'stocked').map((shape) => ({
    label: `/m/home, sections ${shape}`,
    path: '/m/home',
    banners: false,
    sections: shape,
    largestPaint: 'id="home-welcome"',
    runs: SHAPE_RUNS,
  })),
];
const LIMITS = { cls: 0.05 };
const TARGETS = { performance: 95, lcp: 1500, tbt: 150 };
const STRICT = process.env.LIGHTHOUSE_STRICT === '1';

interface Figures {
  readonly performance: number;
  readonly lcp: number;
  readonly fcp: number;
  readonly cls: number;
  readonly tbt: number;
  readonly si: number;
  readonly lcpElement: string;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
/** What a run reports when Lighthouse could not name the largest paint's element. */
const UNKNOWN_ELEMENT = 'unknown';
const format = (f: Omit<Figures, 'lcpElement'>) =>
  `performance ${f.performance}, LCP ${Math.round(f.lcp)} ms, FCP ${Math.round(f.fcp)} ms, CLS ${f.cls.toFixed(3)}, TBT ${Math.round(f.tbt)} ms, SI ${Math.round(f.si)} ms`;

for (const [dir, mode] of [
  [DIST, 'production'],
  [DIST_MOCK, 'mock'],
] as const) {
  if (process.env.LIGHTHOUSE_REUSE_BUILD === '1' && existsSync(join(dir, 'index.html'))) {
    console.log(`lighthouse: reusing ${mode} build`);
    continue;
  }
  const built = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--mode', mode, '--logLevel', 'warn'], { stdio: 'inherit', cwd: ROOT });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const stub = await startWpsStub();
const nginx = await startNginx({ distDir: DIST, upstream: stub.origin });
const chrome = await chromeLauncher.launch({ chromePath: await chromiumPath(), chromeFlags: [...CHROMIUM_ARGS, '--headless=new'] });
console.log(`lighthouse: nginx ${nginx.origin} over dist/, /wps → stub; ${RUNS} run(s) a page, judged on the medians`);

const failures: string[] = [];
const missedTargets: string[] = [];
const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };

/** `LIGHTHOUSE_TASKS=1`: each run's long tasks (what TBT counts) and the scripts' main-thread time, from Lighthouse's audits. */
const TASKS = process.env.LIGHTHOUSE_TASKS === '1';
type Items = { items?: Record<string, unknown>[] } | undefined;
function printLongTasks(label: string, longTasks: unknown, bootup: unknown): void {
  const short = (url: unknown) => String(url).replace(/^https?:\/\/[^/]+/, '');
  const tasks = ((longTasks as Items)?.items ?? []).map((task) => `${Math.round(Number(task.startTime))} ms +${Math.round(Number(task.duration))} ms ${short(task.url)}`);
  const scripts = ((bootup as Items)?.items ?? []).map((item) => `${short(item.url)}: scripting ${Math.round(Number(item.scripting))} ms, parse ${Math.round(Number(item.scriptParseCompile))} ms, total ${Math.round(Number(item.total))} ms`);
  console.log(`  ${label} long tasks:\n    ${tasks.join('\n    ') || 'none'}\n  ${label} main-thread time by script:\n    ${scripts.join('\n    ') || 'none'}`);
}

/** One Lighthouse run's figures, or null (the failure recorded). */
async function measure(url: string, label: string): Promise<Figures | null> {
  const lhr = (await lighthouse(url, flags))?.lhr;
  if (!lhr || lhr.runtimeError) {
    failures.push(`${label}: ${lhr?.runtimeError ? `${lhr.runtimeError.code} ${lhr.runtimeError.message}` : 'no Lighthouse result'}`);
    return null;
  }
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  if (TASKS) printLongTasks(label, lhr.audits['long-tasks']?.details, lhr.audits['bootup-time']?.details);
  const element = (lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined)?.items?.[0]?.items?.[0]?.node?.snippet;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint'),
    fcp: audit('first-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbt: audit('total-blocking-time'),
    si: audit('speed-index'),
    lcpElement: element ?? UNKNOWN_ELEMENT,
  };
}

/** The reference page's medians: the machine's speed of the moment, to read the app's timings against. */
async function measureReference(): Promise<Figures | null> {
  const runs: Figures[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const figures = await measure(`${nginx.origin}${REFERENCE_PAGE_PATH}`, 'reference page');
    if (figures) runs.push(figures);
  }
  if (!runs.length) return null;
  const reference = { ...runs[0]!, lcp: median(runs.map((r) => r.lcp)), tbt: median(runs.map((r) => r.tbt)), performance: median(runs.map((r) => r.performance)) };
  console.log(`reference page (fixed markup and work) median: performance ${reference.performance}, LCP ${Math.round(reference.lcp)} ms, TBT ${Math.round(reference.tbt)} ms`);
  return reference;
}
const ratio = (value: number, to: number | undefined) => (to ? `x${(value / to).toFixed(2)}` : 'x?');

try {
  const reference = await measureReference();
  for (const { label, path, banners, sections, largestPaint, runs: pageRuns } of PAGES) {
    stub.setBanners(banners);
    stub.setSections(sections);
    const runs: Figures[] = [];
    // On a busy machine Lighthouse sometimes cannot name the largest paint's element ("unknown"): that run says nothing
    // about which element it was, so up to RUNS more runs are made until RUNS runs have named one.
    const named = () => runs.filter((r) => r.lcpElement !== UNKNOWN_ELEMENT);
    for (let run = 1; run <= 2 * pageRuns && named().length < pageRuns; run++) {
      const figures = await measure(`${nginx.origin}${path}`, label);
      if (!figures) continue;
      runs.push(figures);
      console.log(`  ${label} run ${run}: ${format(figures)}\n    largest paint: ${figures.lcpElement}`);
    }
    if (!runs.length) continue;
    const intended = named().filter((r) => r.lcpElement.includes(largestPaint)).length;
    if (intended * 2 <= named().length || !named().length) {
      failures.push(`${label}: the largest paint is the ${largestPaint} element in only ${intended} of ${named().length} runs that named one (${runs.length} runs)`);
    }
    const med = {
      performance: median(runs.map((r) => r.performance)),
      lcp: median(runs.map((r) => r.lcp)),
      fcp: median(runs.map((r) => r.fcp)),
      cls: median(runs.map((r) => r.cls)),
      tbt: median(runs.map((r) => r.tbt)),
      si: median(runs.map((r) => r.si)),
    };
    console.log(`${label} median: ${format(med)}\n    beside the reference page: LCP ${ratio(med.lcp, reference?.lcp)}, TBT ${ratio(med.tbt, reference?.tbt)}`);
    if (!(med.performance >= TARGETS.performance)) missedTargets.push(`${label}: performance ${med.performance} is under ${TARGETS.performance}`);
    if (!(med.lcp < TARGETS.lcp)) missedTargets.push(`${label}: LCP ${Math.round(med.lcp)} ms is not under ${TARGETS.lcp} ms`);
    if (!(med.tbt <= TARGETS.tbt)) missedTargets.push(`${label}: TBT ${Math.round(med.tbt)} ms is over ${TARGETS.tbt} ms`);
    if (!(med.cls < LIMITS.cls)) failures.push(`${label}: CLS ${med.cls.toFixed(3)} is not under ${LIMITS.cls}`);
  }
} catch (error) {
  await chrome.kill();
  throw error;
} finally {
  await nginx.stop();
  await stub.close();
}

const server = await preview({ root: ROOT, mode: 'mock', logLevel: 'warn', build: { outDir: DIST_MOCK }, preview: { port: 0, host: '127.0.0.1' } }).catch(async (error: unknown) => {
  await chrome.kill();
  throw error;
});
try {
  const origin = server.resolvedUrls?.local[0]?.replace(/\/$/, '').replace(/\/m$/, '') ?? '';
  const figures = await measure(`${origin}/m/home`, 'mock /m/home');
  if (figures) {
    console.log(`mock build /m/home (banners, pictures; CLS only): ${format(figures)}\n    largest paint: ${figures.lcpElement}`);
    if (!(figures.cls < LIMITS.cls)) failures.push(`mock /m/home: CLS ${figures.cls.toFixed(3)} is not under ${LIMITS.cls}`);
  }
} finally {
  await chrome.kill();
  await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
}
console.log(`lighthouse: done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
if (missedTargets.length) {
  console.log(`lighthouse: timing targets missed on this machine (${STRICT ? 'failing: LIGHTHOUSE_STRICT=1' : 'printed, not gated'}):\n  ${missedTargets.join('\n  ')}`);
  if (STRICT) failures.push(...missedTargets);
}
if (failures.length) {
  console.error(`lighthouse:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
