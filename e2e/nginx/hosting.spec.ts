/**
 * Production hosting (the "Production hosting" entries of docs/decisions.md): the production build (dist/) behind deploy/nginx, /wps proxied to a
 * stub (e2e/nginx/wps-stub.ts). The headers nginx sends, the SPA fallback, and the app running under its
 * Content-Security-Policy without a single violation; the policy's edges probed with scripts and frames the
 * app's own adapters name (third-party answers are Playwright's: nothing leaves the machine).
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { geetestScriptUrls } from '../../adapters/captcha/geetest-script-widget';
import { GOOGLE_IDENTITY_SCRIPT } from '../../adapters/identity/load-google-identity';
import { endpoints } from '../../core/http/endpoints';
import { ASSET_MANIFEST_PATHS } from '../../core/update/model';
import { SMOKE_MERCHANT } from './global-setup';
import { inlineHashes } from '../../scripts/vite-csp-hashes';
import { TRUSTED_TYPES_POLICIES } from '../../adapters/browser/trusted-types-policies';
import { CspEvaluator } from 'csp_evaluator/dist/evaluator.js';
import { Severity } from 'csp_evaluator/dist/finding.js';
import { CspParser } from 'csp_evaluator/dist/parser.js';
import { answered } from './settled';
import type { StubRequest } from './wps-stub';

const origin = () => {
  const value = process.env.NGINX_ORIGIN;
  if (!value) throw new Error('NGINX_ORIGIN is not set: run through e2e/playwright.nginx.config.ts (npm run test:nginx)');
  return value;
};

interface RawResponse {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

/** A plain HTTP GET (no decompression, no redirects), so the wire's headers are what the test sees. */
function get(path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${origin()}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function parseCsp(header: string | string[] | undefined): Map<string, string[]> {
  expect(typeof header, 'one Content-Security-Policy header').toBe('string');
  const directives = new Map<string, string[]>();
  for (const part of (header as string).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name, sources);
  }
  return directives;
}

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

function expectSecurityHeaders(response: RawResponse, csp: string): void {
  expect(response.headers['content-security-policy']).toBe(csp);
  expect(response.headers).toMatchObject(SECURITY_HEADERS);
  expect(response.headers['permissions-policy']).toContain('camera=()');
  expect(response.headers['permissions-policy']).toContain('fullscreen=*');
  expect(response.headers.server, 'no version in Server').toBe('nginx');
}

test.describe('nginx headers', () => {
  test('the page: a strict CSP, the security headers, no-cache, gzip, and the SPA fallback for deep links', async () => {
    const home = await get('/m/home', { 'Accept-Encoding': 'gzip' });
    expect(home.status).toBe(200);
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.headers['content-encoding']).toBe('gzip');
    expect(home.headers.etag, 'no-cache revalidates with an ETag').toBeTruthy();
    const csp = home.headers['content-security-policy'] as string;
    console.log(`Content-Security-Policy: ${csp}`);
    const policy = parseCsp(csp);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    // A strict policy (docs/decisions.md "Production hosting: a strict CSP"): the loader's hash and 'strict-dynamic', no
    // host allowlist, no eval; 'https:' and 'unsafe-inline' only for browsers without CSP3 (they ignore 'strict-dynamic').
    const html = (await get('/m/index.html')).body.toString('utf8');
    const hashes = inlineHashes(html);
    expect(hashes.scripts).toHaveLength(1);
    expect(policy.get('script-src')).toEqual(["'strict-dynamic'", ...hashes.scripts, 'https:', "'unsafe-inline'"]);
    expect(policy.get('style-src')).toEqual(expect.arrayContaining(["'self'", ...hashes.styles]));
    for (const source of policy.get('style-src') ?? []) expect(["'unsafe-inline'", 'https:', 'http:', '*', 'data:']).not.toContain(source);
    expect(policy.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect(policy.get('frame-src')).toEqual(["'self'", 'https:']);
    // Trusted Types enforced (docs/decisions.md "Trusted Types"): exactly the policies the code creates.
    expect(policy.get('require-trusted-types-for')).toEqual(["'script'"]);
    expect(policy.get('trusted-types')).toEqual([...TRUSTED_TYPES_POLICIES]);
    // Google's CSP Evaluator (the library behind csp-evaluator.withgoogle.com): nothing high or medium.
    const findings = new CspEvaluator(new CspParser(csp).csp).evaluate().filter((finding) => finding.severity <= Severity.MEDIUM);
    expect(findings.map((finding) => `${finding.directive}: ${finding.description}`)).toEqual([]);

    // Deep links are the same page (the SPA fallback), with the same headers.
    const login = await get('/m/login', { 'Accept-Encoding': 'gzip' });
    expect(login.status).toBe(200);
    expect(login.body.equals(home.body)).toBe(true);
    expectSecurityHeaders(login, csp);
    expect(login.headers['cache-control']).toBe('no-cache');
    expectSecurityHeaders(await get('/m/member/benefits'), csp);

    // The page's one script is the hashed loader; no inline handler.
    expect(html.match(/<script\b[^>]*>/g)).toEqual(['<script>']);
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });

  test('hashed assets are immutable and compressed; the fixed-name files revalidate', async () => {
    const csp = (await get('/m/home')).headers['content-security-policy'] as string;
    const html = (await get('/m/')).body.toString('utf8');
    const entry = /<link rel="modulepreload" crossorigin href="(\/m\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    const stylesheet = /<link rel="stylesheet" crossorigin href="(\/m\/assets\/[^"]+\.css)"/.exec(html)?.[1];
    expect(entry).toBeTruthy();
    expect(stylesheet).toBeTruthy();

    const script = await get(entry!, { 'Accept-Encoding': 'gzip' });
    expect(script.status).toBe(200);
    expect(script.headers['content-type']).toMatch(/^application\/javascript/);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.headers['content-encoding']).toBe('gzip');
    expect(script.headers.vary).toBe('Accept-Encoding');
    expectSecurityHeaders(script, csp);
    const css = await get(stylesheet!, { 'Accept-Encoding': 'gzip' });
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(css.headers['content-encoding']).toBe('gzip');

    const brotli = await get(entry!, { 'Accept-Encoding': 'br, gzip' });
    expect(brotli.headers['content-encoding']).toBe(process.env.NGINX_BROTLI === '1' ? 'br' : 'gzip');

    // A hashed file that is not there is a 404, never the page (a module answered with HTML fails to load).
    const missing = await get('/m/assets/index-missing.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBeUndefined();
    expectSecurityHeaders(missing, csp);

    const appConfig = await get('/m/app-config.json');
    expect(JSON.parse(appConfig.body.toString('utf8')), 'the merchant file nginx points at, not the build\'s').toMatchObject({ merchantCode: SMOKE_MERCHANT });
    for (const [path, type] of [
      ['/m/app-config.json', 'application/json'],
      ['/m/asset-manifest.json', 'application/json'],
      ['/m/sw.js', 'application/javascript'],
    ] as const) {
      const file = await get(path);
      expect(file.status, path).toBe(200);
      expect(file.headers['content-type'], path).toMatch(new RegExp(`^${type}`));
      expect(file.headers['cache-control'], path).toBe('no-cache');
      expectSecurityHeaders(file, csp);
    }
    expect((await get('/m/.vite/manifest.json')).status).toBe(404);
    const bare = await get('/m');
    expect(bare.status).toBe(301);
    expect(bare.headers.location).toMatch(/\/m\/$/);
  });

  test('/wps and the platform paths are proxied with the visitor forwarded; the backend keeps its own headers', async () => {
    const status = await get('/wps/system/status', { Merchant: 'DEMO1', 'Accept-Encoding': 'gzip' });
    expect(status.status).toBe(200);
    expect(status.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(status.headers['x-content-type-options']).toBe('nosniff');
    expect(status.headers['content-security-policy']).toBe("frame-ancestors 'self'");
    const legacy = await get('/mobile/mc/asset-manifest.json');
    expect(legacy.status).toBe(200);
    expect(JSON.parse(legacy.body.toString('utf8'))).toHaveProperty('files');

    // The latest: pages of earlier specs reached the stub too, as the smoke's merchant.
    const call = (await stubRequests()).filter((request) => request.path === '/wps/system/status').at(-1);
    expect(call).toMatchObject({ merchant: 'DEMO1', forwardedFor: '127.0.0.1', host: new URL(process.env.STUB_ORIGIN!).host });
  });
});

interface Watched {
  /** What the policy blocked, Trusted Types included. */
  readonly violations: () => Promise<string[]>;
  readonly problems: string[];
}

/** Records CSP violations (in the page, from its first script on), CSP / Permissions-Policy console lines, errors. */
async function watch(page: Page): Promise<Watched> {
  const problems: string[] = [];
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      w.__csp.push(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} ${event.sample}`.trim());
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || /content.security.policy|permissions.policy|refused to/i.test(text)) problems.push(`console ${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return {
    problems,
    violations: () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp),
  };
}

const THIRD_PARTY_SCRIPT = `(window.__thirdParty = window.__thirdParty || []).push(document.currentScript.src);`;

/** Answers every request off this machine: scripts with a line that records them, frames with a page. */
async function answerThirdParties(page: Page): Promise<void> {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => {
    const type = route.request().resourceType();
    if (type === 'script') return route.fulfill({ contentType: 'application/javascript', body: THIRD_PARTY_SCRIPT });
    if (type === 'document') return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>third party</title><p>framed</p>' });
    if (type === 'stylesheet') return route.fulfill({ contentType: 'text/css', body: 'p{margin:0}' });
    return route.fulfill({ status: 204 });
  });
}

const stubRequests = async (): Promise<StubRequest[]> => (await fetch(`${process.env.STUB_ORIGIN}/__stub/requests`)).json() as Promise<StubRequest[]>;

const loadedThirdParties = (page: Page) => page.evaluate(() => (window as unknown as { __thirdParty?: string[] }).__thirdParty ?? []);

test.describe('the app under its Content-Security-Policy', () => {
  test('a guest lands on home with every ad pixel, then deep-links to login: no violation, no error', async ({ page }) => {
    const earlier = (await stubRequests()).length;
    const watched = await watch(page);
    await answerThirdParties(page);
    // Landing query with one pixel id per network: the app's tracking loads all five scripts after the first paint.
    await page.goto(`${origin()}/m/home?fbPixelId=1234567890&ttPixelId=TT12345&gtagId=G-TEST12345&kwaiPixelId=KW12345&bigoPixelId=BG12345`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home');
    const everyPixel = ['analytics.tiktok.com', 'api.imotech.video', 'connect.facebook.net', 's1.kwai.net', 'www.googletagmanager.com'];
    const pixelsAndViolations = async () => ({
      pixels: (await loadedThirdParties(page)).map((src) => new URL(src).host).sort(),
      violations: await watched.violations(),
    });
    await expect.poll(pixelsAndViolations, { timeout: 15_000 }).toEqual({ pixels: everyPixel, violations: [] });

    await page.goto(`${origin()}/m/login`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    // The login screen's late work is over before the verdict: tracking (the stored pixel ids load the five
    // scripts again, its event call) and the first update check (player-journey §9: after 1.5 s).
    await expect.poll(pixelsAndViolations, { timeout: 15_000 }).toEqual({ pixels: everyPixel, violations: [] });
    await answered(page, [endpoints.trackingEvent.path, ...ASSET_MANIFEST_PATHS]);
    expect(await watched.violations()).toEqual([]);
    expect(watched.problems).toEqual([]);

    // Every boot call reached the backend through nginx, as the merchant of the served app-config.json.
    const boot = (await stubRequests()).slice(earlier).filter((request) => ['/wps/system/status', '/wps/system/settings/consolidated'].includes(request.path));
    expect(boot.length).toBeGreaterThanOrEqual(4);
    for (const request of boot) expect(request).toMatchObject({ merchant: SMOKE_MERCHANT, answered: true });
  });

  test('the scripts and frames the app\'s code loads run (\'strict-dynamic\'); injected markup\'s scripts, inline code and plugins do not', async ({ page, policyViolations }) => {
    const watched = await watch(page);
    await answerThirdParties(page);
    await page.goto(`${origin()}/m/login`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
    // Third parties run once the app's code does (its loaders insert them): by then its default policy is in place.
    await page.waitForFunction(() => (window as unknown as { trustedTypes?: { defaultPolicy: unknown } }).trustedTypes?.defaultPolicy);

    const allowed = [
      ...geetestScriptUrls('v3'),
      ...geetestScriptUrls('v4'),
      // geetest's own follow-up calls are JSONP script tags on its API hosts.
      'https://api.geetest.com/gettype.php?gt=0&callback=geetest_1',
      'https://gcaptcha4.geetest.com/load?captcha_id=0&callback=geetest_2',
      GOOGLE_IDENTITY_SCRIPT,
      // What firebase/auth loads: its popup/redirect helper and, for phone codes, reCAPTCHA.
      'https://apis.google.com/js/api.js',
      'https://www.google.com/recaptcha/api.js?render=explicit',
      'https://www.gstatic.com/recaptcha/releases/test/recaptcha__en.js',
    ];
    const loads = await page.evaluate(
      (urls) =>
        Promise.all(
          urls.map(
            (src) =>
              new Promise<string>((resolve) => {
                const script = document.createElement('script');
                script.src = src;
                script.onload = () => resolve(`${src} loaded`);
                script.onerror = () => resolve(`${src} refused`);
                document.head.appendChild(script);
              }),
          ),
        ),
      allowed,
    );
    expect(loads).toEqual(allowed.map((src) => `${src} loaded`));
    expect((await loadedThirdParties(page)).sort()).toEqual([...allowed].sort());

    // Frames: a game vendor's page and Firebase's auth frame on a merchant's authDomain (any https origin).
    const frames = ['https://games.vendor.test/lobby?token=t', 'https://demo-project.firebaseapp.com/__/auth/iframe'];
    for (const src of frames) {
      await page.evaluate((url) => {
        const frame = document.createElement('iframe');
        frame.src = url;
        document.body.appendChild(frame);
      }, src);
      await expect(page.frameLocator(`iframe[src="${src}"]`).getByText('framed')).toBeVisible();
    }
    expect(await watched.violations()).toEqual([]);
    expect(watched.problems).toEqual([]);

    // What injected markup would need: a parser-inserted script, remote or inline (markup written into a same-origin
    // document, which inherits the policy), an inline handler, a plugin object. None has the loader's hash. (A script
    // that code already running inserts is trusted, inline too: that is 'strict-dynamic'.)
    const refused = await page.evaluate(async () => {
      const outcomes: string[] = [];
      const frame = document.createElement('iframe');
      document.body.appendChild(frame);
      const framed = frame.contentWindow as (Window & { __parsedRan?: boolean; __thirdParty?: string[] }) | null;
      const written = frame.contentDocument!;
      // The frame inherits the policy but not the page's default Trusted Types policy: the string write itself is refused.
      try {
        written.open();
        written.write('<script src="https://cdn.attacker.test/x.js"></script><script>window.__parsedRan = true</script>');
        written.close();
      } catch {
        outcomes.push('write refused');
      }
      await new Promise((wait) => setTimeout(wait, 300));
      outcomes.push(framed?.__thirdParty?.length ? 'parsed remote loaded' : 'parsed remote refused', framed?.__parsedRan ? 'parsed inline ran' : 'parsed inline refused');
      const holder = document.createElement('div');
      // A handler in a plain string: the default policy sanitises it away (or refuses the string while its sanitiser
      // downloads); were it kept, script-src-attr would block it.
      try {
        holder.innerHTML = '<img src="/m/app-config.json" onerror="window.__handlerRan = true">';
      } catch {
        outcomes.push('markup refused until sanitised');
      }
      document.body.appendChild(holder);
      await new Promise((wait) => setTimeout(wait, 300));
      outcomes.push((window as unknown as { __handlerRan?: boolean }).__handlerRan ? 'handler ran' : 'handler refused');
      const object = document.createElement('object');
      object.data = '/m/app-config.json';
      document.body.appendChild(object);
      await new Promise((wait) => setTimeout(wait, 300));
      return outcomes;
    });
    expect(refused.filter((outcome) => outcome !== 'markup refused until sanitised')).toEqual(['write refused', 'parsed remote refused', 'parsed inline refused', 'handler refused']);
    // The page's own reports (the written document reports to itself): the object; the refused string, if it was.
    const violations = (await watched.violations()).map((line) => line.split(' ').slice(0, 3).join(' '));
    expect(violations).toEqual(expect.arrayContaining([`object-src blocked ${origin()}/m/app-config.json`]));
    expect(violations.every((line) => /^(require-trusted-types-for|script-src-elem|script-src-attr|object-src) blocked/.test(line)), violations.join('\n')).toBe(true);
    // The markup string this test provoked, if the default policy refused it, is the one Trusted Types violation allowed here.
    const provoked = policyViolations.filter((line) => line.includes('require-trusted-types-for blocked trusted-types-sink Element innerHTML|<img src="/m/app-config.json"'));
    expect(policyViolations.filter((line) => !provoked.includes(line))).toEqual([]);
    policyViolations.splice(0);

    // Nothing may frame the app (frame-ancestors 'none', X-Frame-Options DENY): the native wrapper opens it top-level.
    await page.evaluate((url) => {
      const frame = document.createElement('iframe');
      frame.src = url;
      frame.id = 'self-framed';
      document.body.appendChild(frame);
    }, `${origin()}/m/home`);
    await expect.poll(() => watched.problems.some((line) => /frame-ancestors 'none'/.test(line))).toBe(true);
  });
});
