/**
 * The attack corpus in real Chromium (docs/decisions.md "Attack corpus in the browser"):
 * e2e/attack/xss-payloads.ts driven through every place the app shows server or URL data (announcement
 * popups, banners, action buttons, game lanes, vendors, promotion categories, the marquee, customer-service
 * titles, the maintenance description, server messages in notices, the domain notice, query parameters) and
 * through every place a server or URL value becomes an address (banner and action-button links, images,
 * the game URL, backUrl, customer-service paths, the domain-retry target).
 *
 * Each payload calls `__xss(id)` or `alert(id)` if it runs (e2e/attack/trap.ts). Every test fails on: a
 * payload that ran, an uncaught error, anything in the live document that could run script or leave the app
 * (e2e/attack/dom-dangers.ts, after firing every event at the content), and a navigation of any window or
 * frame outside the allowed origins. It runs twice: with the CSP bypassed (the sanitiser and the link rules
 * alone must hold) and under the production CSP, where not one violation may be reported (nothing that
 * would need blocking reached the page).
 */
import { type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { ok, serveBackend, type AnswerFor, type Backend } from '../attack/backend';
import { domDangers, fireAt, overflowingBoxes } from '../attack/dom-dangers';
import { customerServiceEntry, GOOD, GOOD_EXTERNAL_ORIGIN } from '../attack/good-answers';
import { armTrap, shownContent, type Trap } from '../attack/trap';
import { LINK_PAYLOADS, XSS_PAYLOADS } from '../attack/xss-payloads';
import { domainOrigin } from '../../core/domain-failover/domain-origin';
import { renderedFrames } from './settled';

const origin = () => process.env.NGINX_ORIGIN ?? '';
const MIRROR = 'https://mirror.allowed.test';
const PIXEL_SCRIPT_ORIGINS = ['https://connect.facebook.net', 'https://analytics.tiktok.com', 'https://www.googletagmanager.com', 'https://s1.kwai.net', 'https://api.imotech.video'];

const html = XSS_PAYLOADS.map((payload) => payload.html);
const links = LINK_PAYLOADS.map((payload) => payload.link);
/** An absolute http(s) address with a host, as a browser parses it. */
const isHttp = (link: string): boolean => {
  try {
    const url = new URL(link.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};
/** The payloads taken `size` at a time, from the `index`-th slice on (wrapping). */
const slice = <T,>(items: readonly T[], index: number, size: number): T[] => Array.from({ length: size }, (_, i) => items[(index * size + i) % items.length]!);

test.use({ serviceWorkers: 'block' });

interface Rig {
  readonly page: Page;
  readonly trap: Trap;
  readonly backend: Backend;
}

/**
 * A binding the page calls after the trap's: the page's binding calls reach the test in the order made, so
 * when it returns, every payload call, rejection and CSP report made before it is in the trap.
 */
const REPORTED = '__reported';

/** Resolves once what the page did so far (the events fired at it, the reports they raised) is in the trap. */
async function reported(page: Page): Promise<void> {
  await renderedFrames(page);
  await page.evaluate((name) => (window as unknown as Record<string, () => Promise<void>>)[name]!(), REPORTED);
}

async function rig(context: BrowserContext, page: Page, answers: Partial<Record<string, unknown>>, answerFor?: AnswerFor): Promise<Rig> {
  const trap = await armTrap(context, page);
  await context.exposeBinding(REPORTED, () => undefined);
  const backend = await serveBackend(context, (row, call, request) => {
    const chosen = answerFor?.(row, call, request);
    if (chosen) return chosen;
    return row in answers ? ok(answers[row]) : undefined;
  });
  return { page, trap, backend };
}

/** The verdict every attack test ends with. */
interface Verdict {
  /** Origins a navigation may go to besides the app's. */
  readonly allowed?: readonly string[];
  /** Frames may load any http(s) address (the game view frames the launch answer's URL): only top-level navigations are held to `allowed`. */
  readonly anyFrame?: boolean;
  /** Third-party script origins the page is expected to load. */
  readonly scripts?: readonly string[];
  /** Violations expected under the CSP: payloads the policy itself blocks (a second layer, by design). */
  readonly blocked?: RegExp;
}

/**
 * Violations the policy reports for markup no live document holds: Chromium reports a <base> met while the
 * sanitiser parses server HTML in its inert document (DOMParser) against the page. Only the corpus's own
 * <base> addresses are expected; anything else fails.
 */
const BASE_URI_OF_CORPUS = new Set(XSS_PAYLOADS.flatMap((payload) => [...payload.html.matchAll(/<base href="([^"]+)"/g)].map((m) => `base-uri blocked ${new URL(m[1]!).href}`)));

/**
 * Likewise the corpus's <style> payloads, reported as the sanitiser's inert document meets them (style-src has no
 * 'unsafe-inline'): domDangers holds that no <style> but the boot splash's is in the live document.
 */
const STYLE_OF_CORPUS = new Set(XSS_PAYLOADS.some((payload) => /<style/i.test(payload.html)) ? ['style-src-elem blocked inline'] : []);

async function expectNothingGotThrough({ page, trap }: Rig, cspOn: boolean, { allowed = [], anyFrame = false, scripts = [], blocked }: Verdict = {}): Promise<void> {
  // Server words never widen the page: a phone shows the screen at its own width (a wider layout zooms everything out).
  expect(await overflowingBoxes(page), `the page is no wider than the phone`).toEqual([]);
  await fireAt(page);
  await reported(page);
  expect(await domDangers(page, scripts), 'nothing in the document runs script or leaves the app').toEqual([]);
  expect(trap.executed, 'no payload ran').toEqual([]);
  expect(trap.errors, 'no uncaught error').toEqual([]);
  expect(trap.offOrigin([origin(), ...allowed], { frames: !anyFrame }), 'no navigation outside the allowed origins').toEqual([]);
  if (anyFrame) expect(trap.navigations.filter((address) => /^(javascript|data|vbscript|blob|file):/i.test(address)), 'no frame sent to a script address').toEqual([]);
  const unexpected = trap.csp.filter((line) => !BASE_URI_OF_CORPUS.has(line) && !STYLE_OF_CORPUS.has(line) && !blocked?.test(line));
  if (cspOn) expect(unexpected, 'no CSP violation: nothing needing a block reached the page').toEqual([]);
}

const home = () => `${origin()}/m/home`;

/**
 * Resolves once every image on screen has its address: lazy images get theirs 150 ms after they come within
 * 100 px of the screen (player-journey §9), so an image on screen without one is still to come.
 */
function imagesOnScreenAddressed(page: Page): Promise<void> {
  return page.evaluate(async () => {
    const onScreen = await new Promise<Element[]>((resolve) => {
      if (document.images.length === 0) return resolve([]);
      const observer = new IntersectionObserver((entries) => {
        observer.disconnect();
        resolve(entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target));
      });
      for (const image of document.images) observer.observe(image);
    });
    const waiting = () => onScreen.filter((image) => !image.hasAttribute('src'));
    if (waiting().length === 0) return;
    await new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        if (waiting().length > 0) return;
        observer.disconnect();
        resolve();
      });
      for (const image of waiting()) observer.observe(image, { attributeFilter: ['src'] });
    });
  });
}

for (const cspOn of [false, true]) {
  test.describe(cspOn ? 'under the production CSP' : 'with the CSP bypassed (the sanitiser alone)', () => {
    test.use({ bypassCSP: !cspOn });

    test(`announcement popups: all ${XSS_PAYLOADS.length} payloads as titles and HTML in one carousel`, async ({ context, page }) => {
      const popups = XSS_PAYLOADS.map((payload) => ({ id: `x${payload.id}`, title: payload.html, content: payload.html, execution: 'A,B,F' }));
      const r = await rig(context, page, { popups });
      await page.goto(home());
      const dialog = page.getByRole('dialog', { name: html[0] });
      await expect(dialog).toBeVisible();
      // Every slide is in the document (the carousel renders them all), each one sanitised.
      await expect(page.locator('.popup-slide')).toHaveCount(XSS_PAYLOADS.length);
      await expect(page.getByRole('button', { name: html[5], exact: true })).toHaveCount(1);
      await expectNothingGotThrough(r, cspOn);
    });

    test('home content: banners, action buttons, lanes, vendors, promotions and the marquee carrying the corpus', async ({ context, page }) => {
      const settings = GOOD.consolidatedSettings as Record<string, unknown>;
      const r = await rig(context, page, {
        popups: [],
        consolidatedSettings: {
          ...settings,
          merchantName: html[0],
          banners: [
            ...LINK_PAYLOADS.map((payload, i) => ({ linkageType: 'URL', linkage: payload.link, url: payload.link, title: html[i] })),
            ...slice(html, 1, 20).map((title, i) => ({ linkageType: ['P', 'G', 'URL'][i % 3], linkage: title, url: `${GOOD_EXTERNAL_ORIGIN}/b${i}.png`, title, roomId: title, vendor: title })),
          ],
          actionButton: links.map((link) => ({ redirect: 'REDIRECT_URL', externalLink: link })),
        },
        gameLanes: {
          lanes: slice(html, 2, 10).map((title, i) => ({
            title,
            gameClassify: title,
            cards: slice(links, i, 3).map((link, j) => ({ accountTypeName: j === 0 ? 'ELOTT' : title, gameId: title, name: html[(i * 3 + j) % html.length], imageUrl: link, prizeMode: title })),
          })),
        },
        gameVendors: links.map((link, i) => ({ vendor: html[i], displayName: html[i + 30], logoUrl: link })),
        promotionCategories: { categories: links.map((link, i) => ({ id: html[i + 60], name: html[i + 90], imageUrl: link })) },
        marquee: XSS_PAYLOADS.map((payload) => ({ id: `m${payload.id}`, title: payload.html, content: payload.html })),
        downloadSetting: links.flatMap((link) => ['Android', 'IOS', 'MOBILECONFIG', 'APPDOWNLOADICON'].map((resourceType) => ({ resourceType, url: link }))),
      });
      await page.goto(home());
      await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
      // Server words are shown as words: a lane titled with a payload shows the payload's text.
      await expect(page.getByRole('heading', { level: 2, name: html[20], exact: true })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Announcements' })).toBeVisible();
      // Lazy images load near the viewport: scroll through the page so every image address is requested.
      for (let bottom = false; !bottom; ) {
        await imagesOnScreenAddressed(page);
        bottom = await page.evaluate(() => {
          window.scrollBy(0, window.innerHeight);
          return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
        });
      }
      await imagesOnScreenAddressed(page);
      // Some link payloads are http(s) addresses on another host: those stay, as new tabs without opener (checked below).
      await expect(page.getByRole('navigation', { name: 'Quick actions' }).getByRole('link').first()).toBeVisible();
      // An http: image (http://evil.example@127.0.0.1/…) is shown only where the page is http too: production's policy blocks it.
      await expectNothingGotThrough(r, cspOn, { blocked: /^img-src blocked http:\/\// });
    });

    test('customer-service titles and paths: the titles shown as text, the unsafe paths dropped', async ({ context, page }) => {
      const titled = slice(html, 0, 30).map((title, i) => customerServiceEntry(title, `${GOOD_EXTERNAL_ORIGIN}/cs/${i}`));
      const unsafe = links.map((link) => customerServiceEntry('unsafe entry', link));
      const r = await rig(context, page, { customerServiceScript: [...unsafe, ...titled] });
      await page.goto(`${origin()}/m/help`);
      // The help page lists the same entries as buttons; the navigation's Service button opens the action list.
      const hub = page.getByRole('region', { name: 'Contact customer service' });
      await expect(hub.getByRole('button', { name: html[3], exact: true })).toBeVisible();
      await expect(hub.getByRole('button')).toHaveCount(titled.length + links.filter(isHttp).length);
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Service' }).click();
      const sheet = page.getByRole('dialog', { name: 'Services' });
      await expect(sheet).toBeVisible();
      // Only the https paths on another host open: their entries are listed (unsafe ones never).
      await expect(sheet.getByRole('button', { name: html[3], exact: true })).toBeVisible();
      // shell: "Links with a scheme other than http(s) are refused": of the link payloads, only the http(s) addresses stay.
      await expect(sheet.getByRole('listitem')).toHaveCount(titled.length + links.filter(isHttp).length);
      await expect(sheet.getByRole('button', { name: 'unsafe entry' })).toHaveCount(links.filter(isHttp).length);
      await expectNothingGotThrough(r, cspOn);
    });

    test('the maintenance description is shown as text', async ({ context, page }) => {
      const description = slice(html, 0, 40).join('\n');
      const r = await rig(context, page, { systemStatus: { ...(GOOD.systemStatus as object), maintenance: true, maintenanceDescription: description } });
      await page.goto(home());
      await expect(page.getByRole('heading', { level: 1, name: 'System maintenance' })).toBeVisible();
      await expect(page.getByText(html[1]!, { exact: false }).first()).toBeVisible();
      await expectNothingGotThrough(r, cspOn);

    });

    test('server messages in notices: a refused sign-in shows the server\'s words as text, the typed name kept', async ({ context, page }) => {
      // The envelope's message is the server's words (shell §8).
      const messages = slice(html, 2, 3);
      const r = await rig(context, page, {}, (row, call) =>
        row === 'login' ? { kind: 'response', status: 200, body: { success: false, message: messages[call % messages.length], errorCode: 'login.cred.err' } } : undefined,
      );
      await page.goto(`${origin()}/m/login`);
      // The form is filled once the screen has settled (the remembered login is read at start).
      await page.waitForLoadState('networkidle');
      await page.getByRole('textbox', { name: 'Username' }).fill('player01');
      for (const message of messages) {
        // A refused sign-in empties the password: typed again for each try.
        await page.getByLabel('Password', { exact: true }).fill('Passw0rd!');
        await page.getByRole('button', { name: 'Log in' }).click();
        const notice = page.getByRole('alertdialog').or(page.getByRole('dialog')).first();
        await expect(notice).toContainText(message);
        await fireAt(page, '[role="alertdialog"], [role="dialog"]');
        await notice.getByRole('button').last().click();
        await expect(notice).toBeHidden();
      }
      expect(r.backend.served.filter((served) => served.row === 'login')).toHaveLength(messages.length);
      await expect(page.getByRole('textbox', { name: 'Username' }), 'what the player typed is kept').toHaveValue('player01');
      await expectNothingGotThrough(r, cspOn);
    });

    test('the domain notice: server message as text, and the retry goes only to a domain that answered', async ({ context, page }) => {
      // At most 10 domains are pinged (player-journey §9): every link payload that is no usable domain, one that does not answer, the mirror.
      const domains = [...links.filter((link) => domainOrigin(link, false) === null), 'https://evil.example', MIRROR];
      expect(domains.length).toBeGreaterThan(15);
      const r = await rig(context, page, { popups: [], siteConfig: { domainList: domains, customerService: [customerServiceEntry(html[7]!, `${GOOD_EXTERNAL_ORIGIN}/cs`)] } }, (row) =>
        row === 'systemStatus' ? { kind: 'response', status: 200, body: { success: false, errorCode: 'domain_not_available', message: html[4] } } : undefined,
      );
      // The mirror is the one domain that answers the platform's ping (cross-origin, so with CORS).
      await context.route(`${MIRROR}/**`, (route) => {
        const request = route.request();
        // The app's calls carry credentials: the origin is named, never '*'.
        const cors = { 'Access-Control-Allow-Origin': origin(), 'Access-Control-Allow-Credentials': 'true', 'Access-Control-Allow-Headers': 'merchant, language, accept', 'Access-Control-Allow-Methods': 'GET' };
        if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
        if (request.resourceType() === 'document') return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>mirror</title><p>mirror</p>' });
        return route.fulfill({ status: 200, headers: cors, contentType: 'application/json', body: JSON.stringify({ success: true, value: 'pong' }) });
      });
      await page.goto(`${home()}?affiliateCode=${encodeURIComponent(links[0]!)}&r=${encodeURIComponent(html[9]!)}`);
      const notice = page.getByRole('alertdialog', { name: 'Notice' });
      await expect(notice).toBeVisible({ timeout: 15_000 });
      await expect(notice).toContainText(html[4]!);
      await expectNothingGotThrough(r, cspOn);
      await notice.getByRole('button', { name: 'Retry' }).click();
      await page.waitForURL(`${MIRROR}/**`);
      const landed = new URL(page.url());
      expect(`${landed.origin}${landed.pathname}`).toBe(`${MIRROR}/m/index.html`);
      expect(landed.searchParams.get('affiliateCode')).toBe(links[0]);
      expect(r.trap.offOrigin([origin(), MIRROR]), 'no navigation but to the app and the mirror').toEqual([]);
      expect(r.trap.executed).toEqual([]);
    });

    test('query parameters: activity id, game filters, pixel ids, affiliate and redirect fields carrying the corpus', async ({ context, page }) => {
      const r = await rig(context, page, { popups: [] });
      const q = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
      for (const [index, payload] of slice(html, 0, 6).entries()) {
        await page.goto(`${origin()}/m/activity?${q({ id: payload, redirectUrl: links[index]!, backUrl: links[index + 6]! })}`);
        // No promotion has that id: the page says so (the id itself is never put on the page).
        await expect(page.getByRole('status').filter({ hasText: 'no longer available' })).toBeVisible();
        expect(await domDangers(page), page.url()).toEqual([]);
      }
      await page.goto(`${origin()}/m/game?${q({ vendor: html[10]!, classify: html[11]!, backUrl: links[0]! })}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await domDangers(page), page.url()).toEqual([]);
      await page.goto(`${origin()}/m/login?${q({ affiliateCode: html[12]!, r: html[13]!, redirectUrl: links[14]!, backUrl: links[14]! })}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
      expect(await domDangers(page), page.url()).toEqual([]);
      // Pixel ids: one well-formed id (its script loads), the others payloads (no script at all for them).
      const pixels = { fbPixelId: '1234567890', ttPixelId: html[15]!, gtagId: links[0]!, kwaiPixelId: html[16]!, bigoPixelId: links[10]! };
      await page.goto(`${home()}?${q(pixels)}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
      await expect.poll(() => r.backend.foreign.filter((line) => line.startsWith('script ')), { timeout: 10_000 }).toEqual(['script https://connect.facebook.net/en_US/fbevents.js']);
      // The pixel scripts are added together: every one of another origin that the page holds has been requested.
      const unrequestedScripts = async () =>
        (await page.evaluate(() => [...document.scripts].map((script) => script.src).filter((src) => src !== '' && new URL(src).origin !== window.location.origin))).filter(
          (src) => !r.backend.foreign.includes(`script ${src}`),
        );
      await expect.poll(unrequestedScripts).toEqual([]);
      // The pixel ids reach the networks' script addresses encoded, never as script of their own.
      for (const line of r.backend.foreign.filter((l) => l.startsWith('script '))) expect(PIXEL_SCRIPT_ORIGINS).toContain(new URL(line.slice(7)).origin);
      await expectNothingGotThrough(r, cspOn, { scripts: PIXEL_SCRIPT_ORIGINS });
    });

    test('signed-in screens and the game area: member fields, match names, vendor logos and trial game URLs carrying the corpus', async ({ context, page }) => {
      const trials = slice(links, 0, 8);
      const r = await rig(
        context,
        page,
        {
          popups: [],
          memberInfo: { info: { id: '1000001', userName: html[20], account: html[21], customerName: html[22], type: 0, currency: html[23], balance: 1, clubLabel: { labelId: 'VIP1', labelName: html[24], rankLevel: 2 } } },
          gameVendors: links.map((link, i) => ({ vendor: i === 0 ? 'LOTT' : `V${i}`, displayName: html[i + 40], logoUrl: link })),
          gameMatches: trials.map((_, i) => ({ id: `m${i}`, vendor: 'LOTT', gameName: html[i + 50], gameId: `g${i}` })),
        },
        (row, call) => (row === 'gameTrialLaunch' ? ok({ gameUrl: trials[call % trials.length] }) : undefined),
      );
      await page.goto(`${origin()}/m/member/home?token=T-ATTACK`);
      await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
      await expect(page.getByText(html[24]!, { exact: false }).first()).toBeVisible();
      await expectNothingGotThrough(r, cspOn);
      await page.goto(`${origin()}/m/game`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      for (let i = 0; i < trials.length; i++) {
        await page.getByRole('button', { name: `Try ${html[i + 50]} for free`, exact: true }).click();
        await expect(page.getByRole('button', { name: 'Retry' }).or(page.locator('iframe'))).toBeVisible();
        expect(await domDangers(page), `trial game URL ${JSON.stringify(trials[i])}`).toEqual([]);
        await page.getByRole('button', { name: 'Back' }).first().click();
      }
      expect(r.backend.served.filter((served) => served.row === 'gameTrialLaunch')).toHaveLength(trials.length);
      await expectNothingGotThrough(r, cspOn, { anyFrame: true, blocked: /^(frame|img)-src blocked http:\/\// });
    });

    test(`the game view: ${LINK_PAYLOADS.length} backUrl and game-URL payloads; back stays in the app, the frame loads no script address`, async ({ context, page }) => {
      let game = 0;
      const r = await rig(context, page, { popups: [] }, (row) => (row === 'launchGame' ? ok({ gameUrl: links[game % links.length] }) : undefined));
      await page.goto(`${origin()}/m/home?token=T-ATTACK`);
      await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
      for (const [index, backUrl] of links.entries()) {
        game = index;
        const launch = `/m/launchGame?${new URLSearchParams({ code: html[index]!, prize_mode: html[index + 1]!, backUrl })}`;
        // In-app navigation (the router follows popstate), so the corpus costs no page load per payload.
        await page.evaluate((to) => {
          window.history.pushState(null, '', to);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, launch);
        await expect(page.getByRole('heading', { level: 1, name: 'Game' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Retry' }).or(page.locator('iframe'))).toBeVisible();
        expect(await domDangers(page), `game URL ${JSON.stringify(links[index])}`).toEqual([]);
        await page.getByRole('button', { name: 'Back' }).first().click();
        await expect.poll(() => new URL(page.url()).pathname, { message: `backUrl ${JSON.stringify(backUrl)}` }).not.toBe('/m/launchGame');
        const here = new URL(page.url());
        expect(here.origin, `backUrl ${JSON.stringify(backUrl)}`).toBe(origin());
        expect(here.pathname.startsWith('/m/'), `backUrl ${JSON.stringify(backUrl)} → ${here.pathname}`).toBe(true);
      }
      // The launch answer's http(s) game URL is framed wherever it points (a vendor's host); the page itself never leaves.
      // An http: game URL is framed only where the page is http too: production's policy (https frames) blocks it.
      await expectNothingGotThrough(r, cspOn, { anyFrame: true, blocked: /^frame-src blocked http:\/\// });
    });
  });
}

test.describe('the checks themselves', () => {
  test.use({ bypassCSP: true });

  test('the trap bites: an unsanitised payload, an inline handler and a foreign navigation are all caught', async ({ context, page }) => {
    const r = await rig(context, page, { popups: [] });
    await page.goto(home());
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await page.evaluate((payload) => {
      const holder = document.createElement('div');
      holder.id = 'raw';
      holder.innerHTML = payload;
      document.body.appendChild(holder);
    }, html[14]!);
    await expect.poll(() => r.trap.executed.length).toBeGreaterThan(0);
    expect(await domDangers(page)).toContainEqual(expect.stringContaining('onerror'));
    await page.evaluate(() => window.open('https://evil.example/', '_blank', 'noopener'));
    await expect.poll(() => r.trap.offOrigin([origin()])).toContainEqual('https://evil.example/');
  });

  test('the blank-screen check bites: a #root emptied by a crash shows nothing', async ({ context, page }) => {
    await rig(context, page, { popups: [] });
    await page.goto(home());
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    expect(await shownContent(page)).toBe('heading "Home"');
    await page.evaluate(() => document.getElementById('root')?.replaceChildren());
    expect(await shownContent(page)).toBeNull();
  });
});
