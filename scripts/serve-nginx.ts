/**
 * The production build behind the repo's nginx configuration (deploy/nginx/), without root where possible.
 *
 *   node --import tsx scripts/serve-nginx.ts [--dist dist] [--upstream http://127.0.0.1:8080] [--port 8080] [--app-config FILE] [--tls]
 *     writes a config into a temporary folder (pid, logs and temp paths there), starts `nginx -p … -c …` on a
 *     free port (or --port) in the foreground and stops it on Ctrl-C. --tls: https on that port with a throwaway
 *     certificate for localhost (selfSignedTls), plain HTTP on another port redirecting to it.
 *   node --import tsx scripts/serve-nginx.ts render --dist /srv/m --upstream https://api.example \
 *       [--app-config /etc/mobile-web/DEMO1.json] [--listen 80] [--server-name m.example] [--snippets /etc/nginx/snippets] [--style-extra …]
 *       [--tls-certificate fullchain.pem --tls-certificate-key privkey.pem --listen 443 --http-listen 80] [--widget-inline-styles]
 *     prints the site file for a server (README "Deploy").
 *
 * nginx missing: Debian's nginx-light (with libnginx-mod-http-brotli-filter when apt offers it) is installed
 * with apt-get, as root or through `sudo -n`; otherwise it stops with the command to run.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
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
  readonly cspStyleExtra?: string;
  /** TLS in nginx itself (the template's `# >>> tls` sections); absent: plain HTTP, TLS ends before nginx (a CDN). */
  readonly tls?: TlsValues;
  /** A support widget of this merchant injects <style> elements: style-src gets 'unsafe-inline' (`# >>> inline-styles`). */
  readonly widgetInlineStyles?: boolean;
  /** Where browsers report CSP and Trusted Types violations (`# >>> csp-report`): a path or an http(s) URL. */
  readonly cspReportUri?: string;
}

export interface TlsValues {
  /** The certificate chain and its key (PEM files). */
  readonly certificate: string;
  readonly certificateKey: string;
  /** The plain-HTTP listen address that redirects to https. */
  readonly httpListen: string;
  /** The https server's port when it is not 443 (the redirect names it). */
  readonly httpsPort?: number;
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

/** A report-uri: an absolute path or an http(s) URL, nothing that could end the directive. */
function reportUri(value: string | undefined): string {
  if (value === undefined) return '';
  if (!/^(\/|https?:\/\/)[^\s;"'\\$,]+$/.test(value)) throw new Error(`a CSP report URI is a path or an http(s) URL: ${value}`);
  return value;
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
    CSP_STYLE_EXTRA: cspSources(values.cspStyleExtra),
    CSP_REPORT_URI: reportUri(values.cspReportUri),
    ...(values.tls
      ? {
          HTTP_LISTEN: values.tls.httpListen,
          HTTPS_PORT: values.tls.httpsPort && values.tls.httpsPort !== 443 ? `:${values.tls.httpsPort}` : '',
          TLS_CERTIFICATE: resolve(values.tls.certificate),
          TLS_CERTIFICATE_KEY: resolve(values.tls.certificateKey),
        }
      : {}),
  };
  const template = readFileSync(SITE_TEMPLATE, 'utf8');
  // Only the server blocks are filled; the header comment keeps naming the placeholders. The sections of the other
  // mode go, with every marker line.
  const start = template.indexOf('\n# >>> tls');
  const kept = new Set([values.tls ? 'tls' : 'plain', ...(values.widgetInlineStyles ? ['inline-styles'] : []), ...(values.cspReportUri ? ['csp-report'] : [])]);
  const sections = template
    .slice(start)
    .replace(/^# >>> ([a-z-]+)\n([\s\S]*?)^# <<< \1\n/gm, (_whole, name: string, lines: string) => (kept.has(name) ? lines : ''));
  const body = sections.replace(/\{\{([A-Z_]+)\}\}/g, (whole, name: string) => {
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
    throw new Error(`${packages.join(', ')} not installed and this user cannot install them: run \`sudo apt-get install -y ${packages.join(' ')}\``);
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

/**
 * Debian packages by a command each installs (command → package): the missing ones installed with apt-get, as
 * ensureNginx does (the browser journeys need WebKitWebDriver, Xvfb and Firefox ESR).
 */
export function ensureDebianPackages(byCommand: Readonly<Record<string, string>>): void {
  const missing = Object.entries(byCommand)
    .filter(([command]) => !onPath(command))
    .map(([, pkg]) => pkg);
  if (missing.length === 0) return;
  if (!onPath('apt-get')) throw new Error(`missing and no apt-get to install them: ${missing.join(', ')}`);
  if (missing.some((pkg) => !aptCandidate(pkg))) spawnSync('apt-get', ['update'], { stdio: 'inherit' });
  log(`installing Debian's ${missing.join(', ')} with apt-get`);
  aptInstall(missing);
  const still = Object.keys(byCommand).filter((command) => !onPath(command));
  if (still.length) throw new Error(`apt-get finished but these are still missing: ${still.join(', ')}`);
}

/** A port nothing listens on now on the host (the WebKit harness asks for its driver's too). */
export async function freePort(host = '127.0.0.1'): Promise<number> {
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
  readonly cspStyleExtra?: string;
  readonly cspReportUri?: string;
  /** TLS with a throwaway certificate for localhost (selfSignedTls), and a plain-HTTP port that redirects to it. */
  readonly tls?: boolean;
  /** Keeps the temporary folder (config, logs) after stop(). */
  readonly keep?: boolean;
}

export interface RunningNginx {
  readonly origin: string;
  readonly port: number;
  /** TLS only: the plain-HTTP origin (it redirects to `origin`) and the certificate authority that signed the server's. */
  readonly httpOrigin?: string;
  readonly certificateAuthority?: string;
  readonly dir: string;
  /** Whether the brotli filter is loaded. */
  readonly brotli: boolean;
  errorLog(): string;
  stop(): Promise<void>;
}

/** A TCP connection to the port: nginx has bound it (a TLS origin's certificate is not one fetch trusts). */
function connects(host: string, port: number): Promise<void> {
  return new Promise((done, fail) => {
    const socket = connect({ host, port, timeout: 1_000 });
    socket.once('connect', () => (socket.destroy(), done()));
    socket.once('timeout', () => (socket.destroy(), fail(new Error('timeout'))));
    socket.once('error', fail);
  });
}

async function waitUntilServing(origin: string, child: ChildProcess, dir: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}:\n${readErrorLog(dir)}`);
    try {
      const url = new URL(origin);
      if (url.protocol === 'https:') {
        await connects(url.hostname === 'localhost' ? '127.0.0.1' : url.hostname, Number(url.port));
        return;
      }
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

/**
 * A throwaway certificate authority and a server certificate it signs for localhost and 127.0.0.1 (openssl, two days):
 * a client told to trust the authority (NODE_EXTRA_CA_CERTS, a browser's flag) sees a valid TLS server.
 */
export function selfSignedTls(dir: string): { readonly authority: string; readonly certificate: string; readonly key: string } {
  const path = (name: string) => join(dir, name);
  const openssl = (args: string[]) => {
    const result = spawnSync('openssl', args, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`openssl ${args[0]} failed (is openssl installed?): ${result.stderr ?? result.error}`);
  };
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  openssl(['req', '-x509', ...ec, '-keyout', path('ca.key'), '-out', path('ca.pem'), '-days', '2', '-subj', '/CN=mobile-web local test authority', '-addext', 'basicConstraints=critical,CA:TRUE', '-addext', 'keyUsage=critical,keyCertSign']);
  openssl(['req', ...ec, '-keyout', path('server.key'), '-out', path('server.csr'), '-subj', '/CN=localhost']);
  writeFileSync(path('server.ext'), 'subjectAltName=DNS:localhost,IP:127.0.0.1\nextendedKeyUsage=serverAuth\nbasicConstraints=CA:FALSE\n');
  openssl(['x509', '-req', '-in', path('server.csr'), '-CA', path('ca.pem'), '-CAkey', path('ca.key'), '-CAcreateserial', '-out', path('server.pem'), '-days', '2', '-extfile', path('server.ext')]);
  return { authority: path('ca.pem'), certificate: path('server.pem'), key: path('server.key') };
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
  const tls = options.tls ? selfSignedTls(dir) : null;

  for (let attempt = 1; ; attempt++) {
    const port = options.port || (await freePort(host));
    const httpPort = tls ? await freePort(host) : 0;
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
        cspStyleExtra: options.cspStyleExtra,
        cspReportUri: options.cspReportUri,
        ...(tls ? { tls: { certificate: tls.certificate, certificateKey: tls.key, httpListen: `${host}:${httpPort}`, httpsPort: port } } : {}),
      }),
    );
    writeFileSync(mainPath, mainConfig(dir, sitePath, brotli));
    // -e: the error log from the first line on (nginx 1.19.5+), so nothing is written under /var/log.
    const child = spawn(nginx, ['-p', dir, '-c', mainPath, '-e', join(dir, 'error.log'), '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
    // TLS: the certificate names localhost (a certificate for an IP address is not what a site has).
    const origin = tls ? `https://localhost:${port}` : `http://${host}:${port}`;
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
      ...(tls ? { httpOrigin: `http://localhost:${httpPort}`, certificateAuthority: tls.authority } : {}),
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
    const tlsCertificate = flag(args, 'tls-certificate');
    const tlsKey = flag(args, 'tls-certificate-key');
    if (!dist || !upstream || Boolean(tlsCertificate) !== Boolean(tlsKey)) {
      console.error(
        'usage: serve-nginx.ts render --dist DIR --upstream URL [--app-config FILE] [--listen 80] [--server-name NAME] [--snippets DIR] [--style-extra SOURCES] [--widget-inline-styles] [--csp-report-uri URI]\n' +
          '       [--tls-certificate PEM --tls-certificate-key PEM [--http-listen 80]]  (TLS in nginx: --listen is then the https one, e.g. 443)',
      );
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
        cspStyleExtra: flag(args, 'style-extra'),
        widgetInlineStyles: args.includes('--widget-inline-styles'),
        cspReportUri: flag(args, 'csp-report-uri'),
        ...(tlsCertificate && tlsKey
          ? { tls: { certificate: tlsCertificate, certificateKey: tlsKey, httpListen: flag(args, 'http-listen') ?? '80', httpsPort: Number(flag(args, 'listen') ?? 443) || 443 } }
          : {}),
      }),
    );
  } else {
    const server = await startNginx({
      distDir: flag(args, 'dist') ?? join(ROOT, 'dist'),
      appConfig: flag(args, 'app-config'),
      upstream: flag(args, 'upstream') ?? process.env.WPS_UPSTREAM ?? 'http://127.0.0.1:8080',
      port: Number(flag(args, 'port') ?? 0),
      host: flag(args, 'host'),
      cspStyleExtra: flag(args, 'style-extra'),
      tls: args.includes('--tls'),
      keep: args.includes('--keep'),
    });
    log(`serving ${server.origin}/m/home (config and logs in ${server.dir}${server.brotli ? ', brotli on' : ''}); Ctrl-C stops it`);
    const stop = () => void server.stop().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  }
}
