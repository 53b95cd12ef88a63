/**
 * `npm run trace:boot [-- <shape>]`: records a DevTools trace of /m/home's boot (production build behind the repo's nginx,
 * /wps → the stub in the given section shape, 4x CPU slowdown or TRACE_CPU) and prints the main thread's top-level tasks over 20 ms (TRACE_LONG_MS)
 * with what ran inside each: the script evaluated or the function called (with its file), style, layout, paint, GC.
 * The trace is written to reports/trace/home-<shape>.json (open it in DevTools' Performance panel).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/chromium-path';
import { SECTION_SHAPES, startWpsStub, type SectionShape } from '../e2e/nginx/wps-stub';
import { startNginx } from './serve-nginx';

const ROOT = new URL('..', import.meta.url).pathname;
const shape = (process.argv[2] ?? 'stocked') as SectionShape;
if (!SECTION_SHAPES.includes(shape)) throw new Error(`shape: one of ${SECTION_SHAPES.join(', ')}`);
const CPU_SLOWDOWN = Number(process.env.TRACE_CPU ?? 4);
const LONG_MS = Number(process.env.TRACE_LONG_MS ?? 20);

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  readonly pid: number;
  readonly tid: number;
  readonly args?: { data?: { url?: string; functionName?: string; frame?: string; stackTrace?: { url: string; functionName: string }[] } };
}

const stub = await startWpsStub();
stub.setSections(shape);
const nginx = await startNginx({ distDir: join(ROOT, 'dist'), upstream: stub.origin });
const browser = await puppeteer.launch({ executablePath: await chromiumPath(), args: [...CHROMIUM_ARGS], headless: true });
try {
  const page = await browser.newPage();
  await page.setViewport({ width: 390, height: 844, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.tracing.start({ categories: ['devtools.timeline', 'v8.execute', 'disabled-by-default-devtools.timeline', 'blink.user_timing'] });
  await page.goto(`${nginx.origin}/m/home`, { waitUntil: 'networkidle0' });
  await new Promise((done) => setTimeout(done, 3000));
  const buffer = await page.tracing.stop();
  const dir = join(ROOT, 'reports', 'trace');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `home-${shape}.json`);
  writeFileSync(file, buffer ?? '');
  const events = (JSON.parse(Buffer.from(buffer ?? '').toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  // The page's renderer: of the renderer main threads (blank tab, page), the busiest.
  const renderers = events.filter((event) => event.name === 'thread_name' && (event.args as { name?: string } | undefined)?.name === 'CrRendererMain');
  const taskCount = (thread: TraceEvent) => events.filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.name === 'RunTask').length;
  const main = renderers.sort((a, b) => taskCount(b) - taskCount(a))[0];
  const onMain = events.filter((event) => main && event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && event.dur !== undefined);
  const navigationStart = events.find((event) => event.name === 'navigationStart')?.ts ?? onMain[0]?.ts ?? 0;
  const tasks = onMain.filter((event) => event.name === 'RunTask' && (event.dur ?? 0) / 1000 >= LONG_MS);
  const short = (url: string | undefined) => (url ?? '').replace(/^https?:\/\/[^/]+/, '');
  let blocking = 0;
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const inside = onMain.filter((event) => event !== task && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end);
    const byKind = new Map<string, number>();
    for (const event of inside) {
      const data = event.args?.data;
      const label =
        event.name === 'EvaluateScript' || event.name === 'v8.compile'
          ? `${event.name} ${short(data?.url)}`
          : event.name === 'FunctionCall'
            ? `FunctionCall ${data?.functionName || '(anonymous)'} ${short(data?.url)}`
            : ['UpdateLayoutTree', 'Layout', 'Paint', 'MajorGC', 'MinorGC', 'ParseHTML', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'ResourceReceivedData', 'v8.run'].includes(event.name)
              ? event.name
              : null;
      if (label) byKind.set(label, (byKind.get(label) ?? 0) + (event.dur ?? 0) / 1000);
    }
    const duration = (task.dur ?? 0) / 1000;
    blocking += Math.max(0, duration - 50);
    const parts = [...byKind].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([label, ms]) => `${Math.round(ms)} ms ${label}`);
    console.log(`${Math.round((task.ts - navigationStart) / 1000)} ms  task ${Math.round(duration)} ms\n    ${parts.join('\n    ')}`);
  }
  console.log(`trace-boot (${shape}, ${CPU_SLOWDOWN}x CPU): ${tasks.length} tasks over ${LONG_MS} ms, blocking time (over 50 ms) ${Math.round(blocking)} ms; trace at ${file}`);
} finally {
  await browser.close();
  await nginx.stop();
  await stub.close();
}
