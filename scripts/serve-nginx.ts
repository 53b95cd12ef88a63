/**
 * The production build behind the repo's nginx configuration (deploy/nginx/), without root where possible.
 *
 *   node --import tsx scripts/serve-nginx.ts [--dist dist] [--upstream http://127.0.0.1:8080] [--port 8080] [--app-config FILE]
 *     writes a config into a temporary folder (pid, logs and temp paths there), starts `nginx -p … -c …` on a
 *     free port (or --port) in the foreground and stops it on Ctrl-C.
 *   node --import tsx scripts/serve-nginx.ts render --dist /srv/m --upstream https://api.example \
 *       [--app-config /etc/mobile-web/DEMO1.json] [--listen 80] [--server-name m.example] [--snippets /etc/nginx/snippets] [--script-extra …] [--style-extra …]
 *     prints the site file for a server (README "Deploy").
 *
 * nginx missing: Debian's nginx-light (with libnginx-mod-http-brotli-filter when apt offers it) is installed
 * with apt-get, as root or through `sudo -n`; otherwise it stops with the command to run.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = new URL('..', import.meta.url).pathname;
const DEPLOY_DIR = join(ROOT, 'deploy', 'nginx');
const SITE_TEMPLATE = join(DEPLOY_DIR, 'mobile-web.conf.template');
const SNIPPETS = join(DEPLOY_DIR, 'snippets');
const BROTLI_SNIPPET = 'mobile-web-brotli.conf';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';
const DEBIAN_MIME_TYPES = '/etc/nginx/mime.types';

export interface SiteValues {
  readonly listen: string;
  readonly serverName: string;
  readonly distDir: string;
  /** This merchant's app-config.json; absent: the build's own. */
  readonly appConfig?: string;
  readonly upstream: string;
  readonly snippetsDir: string;
  readonly cspScriptExtra?: string;
  readonly cspStyleExtra?: string;
}

const log = (message: string) => console.log(`serve-nginx: ${message}`);

/** scheme://host[:port] without a path: nginx then passes /wps/... through unchanged. */
function upstreamOrigin(upstream: string): string {
  const url = new URL(upstream);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`upstream must be http(s): ${upstream}`);
  return url.origin;
}

/** Space-separated origins or source expressions, nothing that could end a directive or the quoted string. */
function cspSources(value: string | undefined): string {
  const sources = (value ?? '').trim();
  if (/[;"'\\$\n\r,]/.test(sources)) throw new Error(`extra CSP sources may not hold ; " ' \\ $ , or line breaks: ${sources}`);
  return sources.replace(/\s+/g, ' ');
}

/** The site file (deploy/nginx/mobile-web.conf.template) with its placeholders filled. */
export function renderSite(values: SiteValues): string {
  const distDir = resolve(values.distDir).replace(/\/$/, '');
  const filled: Record<string, string> = {
    LISTEN: values.listen,
    SERVER_NAME: values.serverName,
    DIST_DIR: distDir,
    APP_CONFIG: values.appConfig ? resolve(values.appConfig) : `${distDir}/app-config.json`,
    WPS_UPSTREAM: upstreamOrigin(values.upstream),
    SNIPPETS_DIR: values.snippetsDir.replace(/\/$/, ''),
    CSP_SCRIPT_EXTRA: cspSources(values.cspScriptExtra),
    CSP_STYLE_EXTRA: cspSources(values.cspStyleExtra),
  };
  const template = readFileSync(SITE_TEMPLATE, 'utf8');
  // Only the server block is filled; the header comment keeps naming the placeholders.
  const start = template.indexOf('\nserver {');
  const body = template.slice(start).replace(/\{\{([A-Z_]+)\}\}/g, (whole, name: string) => {
    const value = filled[name];
    if (value === undefined) throw new Error(`unknown placeholder ${whole} in ${SITE_TEMPLATE}`);
    return value;
  });
  return `${template.slice(0, start)}${body}`;
}

function onPath(command: string): string | null {
  for (const dir of (process.env.PATH ?? '').split(':').concat('/usr/sbin', '/sbin')) {
    const candidate = join(dir, command);
    if (dir && existsSync(candidate)) return candidate;
  }
  return null;
}

function aptCandidate(pkg: string): boolean {
  const result = spawnSync('apt-cache', ['policy', pkg], { encoding: 'utf8' });
  const candidate = /Candidate:\s*(\S+)/.exec(result.stdout ?? '')?.[1];
  return Boolean(candidate && candidate !== '(none)');
}

function aptInstall(packages: string[]): void {
  const asRoot = process.getuid?.() === 0;
  const sudo = !asRoot && onPath('sudo') && spawnSync('sudo', ['-n', 'true']).status === 0;
  if (!asRoot && !sudo) {
    throw new Error(`nginx is not installed and this user cannot install it: run \`sudo apt-get install -y ${packages.join(' ')}\``);
  }
  const run = (args: string[]) => {
    const [command, ...rest] = sudo ? ['sudo', '-n', ...args] : args;
    return spawnSync(command!, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status;
  };
  if (run(['apt-get', 'install', '-y', '--no-install-recommends', ...packages]) === 0) return;
  log('apt-get install failed; running apt-get update once and trying again');
  if (run(['apt-get', 'update']) !== 0 || run(['apt-get', 'install', '-y', '--no-install-recommends', ...packages]) !== 0) {
    throw new Error(`could not install ${packages.join(' ')} with apt-get`);
  }
}

/** The nginx binary; installs Debian's nginx (and its brotli filter when apt offers one) when missing. */
export function ensureNginx(): string {
  const found = onPath('nginx');
  if (found) return found;
  if (!onPath('apt-get')) throw new Error('nginx is not installed and there is no apt-get: install nginx 1.19.5 or later');
  // bookworm has nginx-light; later releases fold it into the nginx package.
  if (!aptCandidate('nginx-light') && !aptCandidate('nginx')) spawnSync('apt-get', ['update'], { stdio: 'inherit' });
  const packages = [aptCandidate('nginx-light') ? 'nginx-light' : 'nginx'];
  if (aptCandidate('libnginx-mod-http-brotli-filter')) packages.push('libnginx-mod-http-brotli-filter');
  log(`nginx is not installed: installing Debian's ${packages.join(' and ')} with apt-get`);
  aptInstall(packages);
  const installed = onPath('nginx');
  if (!installed) throw new Error('apt-get finished but there is still no nginx binary');
  return installed;
}

async function freePort(host: string): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

const MINIMAL_MIME_TYPES = `types {
    text/html html;
    text/css css;
    application/javascript js mjs;
    application/json json;
    image/svg+xml svg;
    image/png png;
    image/x-icon ico;
    image/webp webp;
    font/woff2 woff2;
    text/plain txt;
}`;

function mainConfig(dir: string, sitePath: string, brotli: boolean): string {
  const asRoot = process.getuid?.() === 0;
  return [
    '# Written by scripts/serve-nginx.ts for a local run: everything nginx writes stays in this folder.',
    ...(brotli ? [`load_module ${BROTLI_MODULE};`] : []),
    // As root, nginx would hand its workers to "nobody", who may not read the build or this folder.
    ...(asRoot ? ['user root;'] : []),
    'worker_processes 1;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    'events { worker_connections 256; }',
    'http {',
    existsSync(DEBIAN_MIME_TYPES) ? `    include ${DEBIAN_MIME_TYPES};` : MINIMAL_MIME_TYPES,
    '    default_type application/octet-stream;',
    '    sendfile on;',
    `    access_log ${dir}/access.log;`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `    ${kind}_temp_path ${dir}/temp/${kind};`),
    `    include ${sitePath};`,
    '}',
    '',
  ].join('\n');
}

export interface NginxOptions {
  readonly distDir: string;
  /** This merchant's app-config.json; absent: the build's own. */
  readonly appConfig?: string;
  readonly upstream: string;
  /** 0 or absent: a free port. */
  readonly port?: number;
  readonly host?: string;
  readonly cspScriptExtra?: string;
  readonly cspStyleExtra?: string;
  /** Keeps the temporary folder (config, logs) after stop(). */
  readonly keep?: boolean;
}

export interface RunningNginx {
  readonly origin: string;
  readonly port: number;
  readonly dir: string;
  /** Whether the brotli filter is loaded. */
  readonly brotli: boolean;
  errorLog(): string;
  stop(): Promise<void>;
}

async function waitUntilServing(origin: string, child: ChildProcess, dir: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}:\n${readErrorLog(dir)}`);
    try {
      const response = await fetch(`${origin}/m/app-config.json`, { signal: AbortSignal.timeout(1_000) });
      await response.arrayBuffer();
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not answer on ${origin} within 10 s:\n${readErrorLog(dir)}`);
      await new Promise((wait) => setTimeout(wait, 100));
    }
  }
}

function readErrorLog(dir: string): string {
  const path = join(dir, 'error.log');
  return existsSync(path) ? readFileSync(path, 'utf8') : '';
}

/** Starts nginx in the foreground (a child of this process) with the repo's site file; see stop(). */
export async function startNginx(options: NginxOptions): Promise<RunningNginx> {
  const nginx = ensureNginx();
  const distDir = resolve(options.distDir);
  if (!existsSync(join(distDir, 'index.html'))) throw new Error(`${distDir} holds no index.html: run \`npm run build\` first`);
  const host = options.host ?? '127.0.0.1';
  const dir = mkdtempSync(join(tmpdir(), 'mobile-web-nginx-'));
  const snippetsDir = join(dir, 'snippets');
  mkdirSync(snippetsDir);
  for (const kind of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, 'temp', kind), { recursive: true });
  const brotli = existsSync(BROTLI_MODULE);
  for (const name of readdirSync(SNIPPETS)) {
    if (name !== BROTLI_SNIPPET || brotli) cpSync(join(SNIPPETS, name), join(snippetsDir, name));
  }
  if (!brotli) log(`no brotli: ${BROTLI_MODULE} is missing (Debian: libnginx-mod-http-brotli-filter); gzip only`);
  const mainPath = join(dir, 'nginx.conf');

  for (let attempt = 1; ; attempt++) {
    const port = options.port || (await freePort(host));
    const sitePath = join(dir, 'mobile-web.conf');
    writeFileSync(
      sitePath,
      renderSite({
        listen: `${host}:${port}`,
        serverName: '_',
        distDir,
        appConfig: options.appConfig,
        upstream: options.upstream,
        snippetsDir,
        cspScriptExtra: options.cspScriptExtra,
        cspStyleExtra: options.cspStyleExtra,
      }),
    );
    writeFileSync(mainPath, mainConfig(dir, sitePath, brotli));
    // -e: the error log from the first line on (nginx 1.19.5+), so nothing is written under /var/log.
    const child = spawn(nginx, ['-p', dir, '-c', mainPath, '-e', join(dir, 'error.log'), '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
    const origin = `http://${host}:${port}`;
    try {
      await waitUntilServing(origin, child, dir);
    } catch (error) {
      if (child.exitCode === null) child.kill('SIGTERM');
      // Another process took the free port between the probe and nginx's bind: try another one.
      if (!options.port && attempt < 3 && /Address already in use/.test(readErrorLog(dir))) continue;
      if (!options.keep) rmSync(dir, { recursive: true, force: true });
      throw error;
    }
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    return {
      origin,
      port,
      dir,
      brotli,
      errorLog: () => readErrorLog(dir),
      async stop() {
        if (child.exitCode === null) {
          child.kill('SIGQUIT'); // graceful: open connections finish
          const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
          await exited;
          clearTimeout(timer);
        }
        if (!options.keep) rmSync(dir, { recursive: true, force: true });
      },
    };
  }
}

function flag(args: string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const args = process.argv.slice(2);
  if (args[0] === 'render') {
    const dist = flag(args, 'dist');
    const upstream = flag(args, 'upstream');
    if (!dist || !upstream) {
      console.error('usage: serve-nginx.ts render --dist DIR --upstream URL [--app-config FILE] [--listen 80] [--server-name NAME] [--snippets DIR] [--script-extra SOURCES] [--style-extra SOURCES]');
      process.exit(2);
    }
    process.stdout.write(
      renderSite({
        listen: flag(args, 'listen') ?? '80',
        serverName: flag(args, 'server-name') ?? '_',
        distDir: dist,
        appConfig: flag(args, 'app-config'),
        upstream,
        snippetsDir: flag(args, 'snippets') ?? '/etc/nginx/snippets',
        cspScriptExtra: flag(args, 'script-extra'),
        cspStyleExtra: flag(args, 'style-extra'),
      }),
    );
  } else {
    const server = await startNginx({
      distDir: flag(args, 'dist') ?? join(ROOT, 'dist'),
      appConfig: flag(args, 'app-config'),
      upstream: flag(args, 'upstream') ?? process.env.WPS_UPSTREAM ?? 'http://127.0.0.1:8080',
      port: Number(flag(args, 'port') ?? 0),
      host: flag(args, 'host'),
      cspScriptExtra: flag(args, 'script-extra'),
      cspStyleExtra: flag(args, 'style-extra'),
      keep: args.includes('--keep'),
    });
    log(`serving ${server.origin}/m/home (config and logs in ${server.dir}${server.brotli ? ', brotli on' : ''}); Ctrl-C stops it`);
    const stop = () => void server.stop().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  }
}
