/**
 * e2e/engines/in-page/probe.ts as one script (esbuild, an IIFE): every engine runs it in the page before a query,
 * unless the page already has it (`globalThis.__probe`).
 */
import { buildSync } from 'esbuild';

let bundled: string | null = null;

export function probeBundle(): string {
  bundled ??= buildSync({
    entryPoints: [new URL('./in-page/probe.ts', import.meta.url).pathname],
    bundle: true,
    format: 'iife',
    target: 'es2020',
    minify: true,
    write: false,
  }).outputFiles[0]!.text;
  return bundled;
}

/** A function body for any engine's "run this in the page": the probe, then `probe.<method>(...arguments)`. */
export function probeCall(method: string): string {
  return `if (!globalThis.__probe) {${probeBundle()}}\nreturn globalThis.__probe.${method}(...arguments);`;
}
