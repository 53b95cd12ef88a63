/**
 * `npm test`: every check, in stages on lanes that run side by side when the machine has the cores (`TEST_SERIAL=1`
 * runs them one after another). Each bundle is built once (dist/ by the size budget, dist-mock/ by its own stage) and
 * the browser stages reuse it; the first failing stage stops the run, and each stage's time is printed at the end (and
 * written to reports/test-stages.json). `TEST_STAGES=lint,unit` runs only the stages named. docs/decisions.md "Suite time".
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';

type Stage = {
  readonly name: string;
  readonly args: readonly string[];
  readonly env?: NodeJS.ProcessEnv;
  /** Stages of other lanes whose output this one uses (a build). */
  readonly needs?: readonly string[];
};
type Outcome = { readonly name: string; readonly seconds: number; readonly code: number; readonly cpuSeconds: number | null };

const ROOT = new URL('..', import.meta.url).pathname;
const TSX = ['--import', 'tsx'];
const stage = (name: string, args: readonly string[], env?: NodeJS.ProcessEnv, needs?: readonly string[]): Stage => ({ name, args, env, needs });

/**
 * Lanes run side by side, each one stage after another; a stage that uses another lane's build waits for it. Three
 * lanes on two cores: the browser suites wait on pages more than they compute, so the CPU work of the others fills
 * their waits. The lanes hold about the same work (measured in core-seconds: docs/decisions.md "Suite time"), so they
 * end together.
 */
const LANES: readonly (readonly Stage[])[] = [
  [
    stage('build mock', ['node_modules/vite/bin/vite.js', 'build', '--mode', 'mock', '--logLevel', 'warn', '--outDir', 'dist-mock']),
    // Two workers: e2e's tests are independent (a browser context and the mock's state each), and one worker left it
    // the run's long pole (docs/decisions.md "Suite time").
    stage('e2e', [...TSX, 'e2e/run.ts'], { E2E_REUSE_BUILD: '1', E2E_WORKERS: process.env.E2E_WORKERS ?? '2' }),
    stage('engines', [...TSX, 'e2e/engines/run.ts'], { ENGINES_REUSE_BUILD: '1' }, ['size']),
  ],
  [
    stage('size', [...TSX, 'scripts/size.ts']),
    // One hostile load per screen here (a new seed each run); FUZZ_LOADS=2 or more for a longer hunt.
    stage('nginx', [...TSX, 'e2e/nginx/run.ts'], { NGINX_REUSE_BUILD: '1', FUZZ_LOADS: process.env.FUZZ_LOADS ?? '1' }),
    // Home in each section shape once: its timings are printed, not gated, here; the largest paint's element is.
    stage('lighthouse', [...TSX, 'scripts/lighthouse.ts'], { LIGHTHOUSE_REUSE_BUILD: '1', LIGHTHOUSE_SHAPE_RUNS: '1' }, ['build mock']),
  ],
  [
    stage('typecheck', ['node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.json']),
    stage('lint', ['node_modules/eslint/bin/eslint.js', '.']),
    stage('core floors', ['scripts/core-floors.mjs']),
    stage('unit', ['node_modules/vitest/vitest.mjs', 'run']),
    stage('features', [...TSX, 'node_modules/@cucumber/cucumber/bin/cucumber.js'], { TSX_TSCONFIG_PATH: 'tsconfig.json' }),
    stage('features (core wiring)', [...TSX, 'node_modules/@cucumber/cucumber/bin/cucumber.js', '-p', 'core'], { TSX_TSCONFIG_PATH: 'tsconfig.json', WIRING: 'core' }),
  ],
];

const serial = process.env.TEST_SERIAL === '1' || availableParallelism() < 2;
const only = process.env.TEST_STAGES ? new Set(process.env.TEST_STAGES.split(',').map((name) => name.trim())) : null;

/** Runs one stage; side by side, each line is prefixed with the stage's name so the logs stay readable. */
function runStage({ name, args, env }: Stage, prefixed: boolean): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    // Its own process group: stopping a stage stops what it started too (Playwright, browsers, servers).
    // Through a shell that, once the stage has ended, writes its own /proc stat: the CPU time of everything the stage
    // waited for (fields cutime and cstime), which tells where the suite's core-seconds go.
    const statFile = join(statDir, `${name.replace(/\W+/g, '-')}.stat`);
    const script = `"$0" "$@"; code=$?; cat /proc/$$/stat > '${statFile}' 2>/dev/null; exit $code`;
    const child = spawn('/bin/sh', ['-c', script, process.execPath, ...args], { cwd: ROOT, env: { ...process.env, ...env }, stdio: prefixed ? ['ignore', 'pipe', 'pipe'] : 'inherit', detached: true });
    running.add(child);
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
    child.on('close', (code) => {
      running.delete(child);
      resolve({ name, seconds: (performance.now() - started) / 1000, code: code ?? 1, cpuSeconds: childCpuSeconds(statFile) });
    });
  });
}

const statDir = mkdtempSync(join(tmpdir(), 'npm-test-'));
/** User + system seconds of the children a process waited for, from its /proc stat (Linux; clock ticks of 1/100 s). */
function childCpuSeconds(statFile: string): number | null {
  try {
    // The fields after the command's closing parenthesis, from the third (state) on: cutime is the 16th, cstime the 17th.
    const stat = readFileSync(statFile, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

const running = new Set<ChildProcess>();
const stopAll = () => {
  for (const child of running) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
};
// The stages run in process groups of their own: Ctrl-C (or CI's stop) reaches them through this.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopAll();
    process.exit(130);
  });
}
const started = performance.now();
const outcomes: Outcome[] = [];
let failed = false;

// Each stage's name resolves with whether it passed (or was left out by TEST_STAGES), for the stages that need it.
const settle = new Map<string, (passed: boolean) => void>();
const done = new Map<string, Promise<boolean>>();
for (const one of LANES.flat()) done.set(one.name, new Promise((resolve) => settle.set(one.name, resolve)));
for (const one of LANES.flat()) if (only && !only.has(one.name)) settle.get(one.name)!(true);

/** One lane: its stages in order, each after the other lanes' stages it needs; the first failure anywhere stops them all. */
async function runLane(lane: readonly Stage[]): Promise<void> {
  for (const one of lane) {
    const needed = await Promise.all((one.needs ?? []).map((name) => done.get(name)!));
    if (failed || !needed.every(Boolean)) {
      settle.get(one.name)!(false);
      continue;
    }
    const outcome = await runStage(one, !serial);
    outcomes.push(outcome);
    settle.get(one.name)!(outcome.code === 0);
    if (outcome.code !== 0 && !failed) {
      failed = true;
      // The run has failed: the other lanes' stages stop now rather than finish.
      stopAll();
    }
  }
}

/** Every stage in one line, each after the stages it needs (a lane may need a later lane's build). */
function oneAfterAnother(stages: readonly Stage[]): Stage[] {
  const ordered: Stage[] = [];
  const place = (one: Stage): void => {
    if (ordered.includes(one)) return;
    for (const need of one.needs ?? []) place(stages.find(({ name }) => name === need)!);
    ordered.push(one);
  };
  stages.forEach(place);
  return ordered;
}

const lanes = LANES.map((lane) => lane.filter(({ name }) => !only || only.has(name))).filter((lane) => lane.length);
if (serial) await runLane(oneAfterAnother(LANES.flat()).filter(({ name }) => !only || only.has(name)));
else await Promise.all(lanes.map(runLane));

const total = (performance.now() - started) / 1000;
const minutes = (seconds: number): string => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};
console.log(`\nnpm test, ${serial ? 'one stage at a time' : `${lanes.length} lanes side by side`}:`);
const cpu = (seconds: number | null): string => (seconds === null ? '' : `${Math.round(seconds)} core-s`.padStart(12));
for (const { name, seconds, code, cpuSeconds } of outcomes) console.log(`  ${name.padEnd(24)} ${minutes(seconds).padStart(6)} ${cpu(cpuSeconds)}  ${code === 0 ? 'passed' : `FAILED (exit ${code})`}`);
const cpuTotal = outcomes.every(({ cpuSeconds }) => cpuSeconds !== null) ? outcomes.reduce((sum, { cpuSeconds }) => sum + (cpuSeconds ?? 0), 0) : null;
console.log(`  ${'total'.padEnd(24)} ${minutes(total).padStart(6)} ${cpu(cpuTotal)}`);
mkdirSync(join(ROOT, 'reports'), { recursive: true });
writeFileSync(join(ROOT, 'reports', 'test-stages.json'), `${JSON.stringify({ serial, totalSeconds: total, stages: outcomes }, null, 2)}\n`);
process.exit(outcomes.some(({ code }) => code !== 0) ? 1 : 0);
