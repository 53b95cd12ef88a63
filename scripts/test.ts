/**
 * `npm test`: every check, in stages. Each bundle is built once (dist/ by the size budget, dist-mock/ beside it), the
 * stages that do not depend on each other run side by side when the machine has the cores (`TEST_SERIAL=1` runs them
 * one after another), the first failing step stops the run, and each stage's time is printed at the end (and written
 * to reports/test-stages.json). `TEST_STAGES=lint,unit` runs only the stages named. docs/decisions.md "Suite time".
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';

type Stage = { readonly name: string; readonly args: readonly string[]; readonly env?: NodeJS.ProcessEnv };
type Outcome = { readonly name: string; readonly seconds: number; readonly code: number };

const ROOT = new URL('..', import.meta.url).pathname;
const TSX = ['--import', 'tsx'];
const stage = (name: string, args: readonly string[], env?: NodeJS.ProcessEnv): Stage => ({ name, args, env });

/** Steps run in order; the stages inside one step run side by side. */
const STEPS: readonly (readonly Stage[])[] = [
  [
    stage('typecheck', ['node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.json']),
    stage('lint', ['node_modules/eslint/bin/eslint.js', '.']),
    stage('core floors', ['scripts/core-floors.mjs']),
  ],
  [stage('unit', ['node_modules/vitest/vitest.mjs', 'run'])],
  [
    stage('features', [...TSX, 'node_modules/@cucumber/cucumber/bin/cucumber.js'], { TSX_TSCONFIG_PATH: 'tsconfig.json' }),
    stage('features (core wiring)', [...TSX, 'node_modules/@cucumber/cucumber/bin/cucumber.js', '-p', 'core'], { TSX_TSCONFIG_PATH: 'tsconfig.json', WIRING: 'core' }),
    stage('size', [...TSX, 'scripts/size.ts']),
    stage('build mock', ['node_modules/vite/bin/vite.js', 'build', '--mode', 'mock', '--logLevel', 'warn', '--outDir', 'dist-mock']),
  ],
  // The two browser suites: each drives one page at a time, so side by side they share the cores.
  [stage('nginx', [...TSX, 'e2e/nginx/run.ts'], { NGINX_REUSE_BUILD: '1' }), stage('e2e', [...TSX, 'e2e/run.ts'], { E2E_REUSE_BUILD: '1' })],
  [stage('lighthouse', [...TSX, 'scripts/lighthouse.ts'], { LIGHTHOUSE_REUSE_BUILD: '1' })],
];

const serial = process.env.TEST_SERIAL === '1' || availableParallelism() < 2;
const only = process.env.TEST_STAGES ? new Set(process.env.TEST_STAGES.split(',').map((name) => name.trim())) : null;

/** Runs one stage; side by side, each line is prefixed with the stage's name so the logs stay readable. */
function runStage({ name, args, env }: Stage, prefixed: boolean): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...args], { cwd: ROOT, env: { ...process.env, ...env }, stdio: prefixed ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (prefixed) {
      for (const [stream, sink] of [[child.stdout, process.stdout], [child.stderr, process.stderr]] as const) {
        let pending = '';
        stream?.setEncoding('utf8');
        stream?.on('data', (chunk: string) => {
          const lines = (pending + chunk).split('\n');
          pending = lines.pop() ?? '';
          for (const line of lines) sink.write(`[${name}] ${line}\n`);
        });
        stream?.on('end', () => pending && sink.write(`[${name}] ${pending}\n`));
      }
    }
    child.on('close', (code) => resolve({ name, seconds: (performance.now() - started) / 1000, code: code ?? 1 }));
  });
}

const started = performance.now();
const outcomes: Outcome[] = [];
for (const step of STEPS.map((stages) => stages.filter(({ name }) => !only || only.has(name))).filter((stages) => stages.length)) {
  const group = serial ? step.map((one) => [one]) : [step];
  for (const stages of group) {
    const done = await Promise.all(stages.map((one) => runStage(one, stages.length > 1)));
    outcomes.push(...done);
    if (done.some(({ code }) => code !== 0)) break;
  }
  if (outcomes.some(({ code }) => code !== 0)) break;
}

const total = (performance.now() - started) / 1000;
const minutes = (seconds: number): string => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};
console.log(`\nnpm test, ${serial ? 'one stage at a time' : 'independent stages side by side'}:`);
for (const { name, seconds, code } of outcomes) console.log(`  ${name.padEnd(24)} ${minutes(seconds).padStart(6)}  ${code === 0 ? 'passed' : `FAILED (exit ${code})`}`);
console.log(`  ${'total'.padEnd(24)} ${minutes(total).padStart(6)}`);
mkdirSync(join(ROOT, 'reports'), { recursive: true });
writeFileSync(join(ROOT, 'reports', 'test-stages.json'), `${JSON.stringify({ serial, totalSeconds: total, stages: outcomes }, null, 2)}\n`);
process.exit(outcomes.some(({ code }) => code !== 0) ? 1 : 0);
