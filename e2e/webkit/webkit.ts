/**
 * WebKit for browser checks: Debian's WebKitGTK MiniBrowser driven by WebKitWebDriver on a virtual display.
 * Needs `apt-get install -y webkit2gtk-driver xvfb` (WebKitWebDriver, MiniBrowser, Xvfb); `MINIBROWSER` names
 * another MiniBrowser.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../../scripts/serve-nginx';
import { newSession, type WebDriverSession } from './webdriver';

const LIBRARY_DIRS = ['/usr/lib/x86_64-linux-gnu', '/usr/lib/aarch64-linux-gnu', '/usr/lib'];

/** MiniBrowser in webkit2gtk-4.1's (or 4.0's, 6.0's) library folder. */
export function miniBrowserPath(): string {
  if (process.env.MINIBROWSER && existsSync(process.env.MINIBROWSER)) return process.env.MINIBROWSER;
  for (const dir of LIBRARY_DIRS) {
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir).filter((entry) => /^webkit(2gtk|gtk)-[\d.]+$/.test(entry)).sort().reverse()) {
      const candidate = join(dir, name, 'MiniBrowser');
      if (existsSync(candidate)) return candidate;
    }
  }
  throw new Error('no MiniBrowser: run `apt-get install -y webkit2gtk-driver xvfb`');
}

async function until(what: string, ready: () => Promise<boolean> | boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error(`${what} did not start within ${ms} ms`);
    await new Promise((wait) => setTimeout(wait, 100));
  }
}

/** How long a new MiniBrowser may take to answer the driver. */
const SESSION_START_MS = 30_000;

export interface WebKit {
  /** A new MiniBrowser: a fresh profile each time (automation sessions keep no website data). `args`: MiniBrowser's own. */
  session(args?: readonly string[]): Promise<WebDriverSession>;
  stop(): Promise<void>;
}

function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.kill('SIGTERM');
  return exited;
}

/** Starts Xvfb (its own display, unless DISPLAY is set) and WebKitWebDriver on free ports. */
export async function startWebKit(): Promise<WebKit> {
  const binary = miniBrowserPath();
  const children: ChildProcess[] = [];
  let display = process.env.DISPLAY;
  if (!display) {
    // A display number of our own: -displayfd makes Xvfb pick a free one and write it to fd 3.
    const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] });
    children.push(xvfb);
    let written = '';
    xvfb.stdio[3]?.on('data', (chunk: Buffer) => (written += chunk.toString()));
    await until('Xvfb', () => /\d+\n/.test(written));
    display = `:${written.trim()}`;
  }
  const port = await freePort();
  // Without accelerated compositing: on Xvfb it is drawn by Mesa's software GL, which took a third of the web
  // process's CPU (88 → 53 core-seconds over the journeys); DOM, CSS, layout, script and hit testing are the same
  // engine's either way (docs/decisions.md "Journeys on three engines"). WEBKIT_COMPOSITING=1 keeps it (WebKit reads
  // the variable's presence, not its value).
  const compositing = process.env.WEBKIT_COMPOSITING === '1' ? {} : { WEBKIT_DISABLE_COMPOSITING_MODE: '1' };
  const env = { ...process.env, DISPLAY: display, LANG: 'en_US.UTF-8', ...compositing };
  const driver = spawn('WebKitWebDriver', [`--port=${port}`], { env, stdio: ['ignore', 'ignore', process.env.WEBKIT_DEBUG ? 'inherit' : 'ignore'] });
  children.push(driver);
  const origin = `http://127.0.0.1:${port}`;
  await until('WebKitWebDriver', () =>
    fetch(`${origin}/status`)
      .then((r) => r.ok)
      .catch(() => false),
  );
  return {
    session: async (args = []) => {
      const capabilities = { browserName: 'MiniBrowser', acceptInsecureCerts: true, 'webkitgtk:browserOptions': { binary, args: ['--automation', ...args] } };
      // A MiniBrowser now and then never answers the driver on a busy machine: another one is started.
      for (let attempt = 1; ; attempt++) {
        try {
          return await newSession(origin, capabilities, SESSION_START_MS);
        } catch (error) {
          if (attempt === 3) throw error;
        }
      }
    },
    stop: async () => {
      for (const child of children.reverse()) await stopped(child);
    },
  };
}
