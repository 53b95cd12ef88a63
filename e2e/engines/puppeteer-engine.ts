/**
 * Chromium (the build @sparticuz/chromium pins, over the DevTools protocol) and Firefox (Debian's firefox-esr, over
 * WebDriver BiDi, no geckodriver) through puppeteer-core. Each tab is a new browser context: a fresh profile.
 */
import { existsSync } from 'node:fs';
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium-path';
import { ANDROID_USER_AGENT, PHONE, type Engine, type Handle, type Tab } from './engine';
import type { Query } from './in-page/probe';
import { probeCall } from './probe-bundle';

const FIREFOX_PATHS = ['/usr/bin/firefox-esr', '/usr/bin/firefox', '/usr/lib/firefox-esr/firefox-esr'];

export function firefoxPath(): string {
  const found = [process.env.FIREFOX_PATH, ...FIREFOX_PATHS].find((path): path is string => Boolean(path && existsSync(path)));
  if (!found) throw new Error('no Firefox: run `apt-get install -y firefox-esr` (or set FIREFOX_PATH)');
  return found;
}

/** A function puppeteer can send to any engine: the probe, then one of its methods. */
const probeFunction = (method: string) => new Function(probeCall(method)) as (...args: unknown[]) => unknown;

function element(handle: Handle): ElementHandle {
  return handle.engineHandle as ElementHandle;
}

function tab(engine: 'chromium' | 'firefox', page: Page, close: () => Promise<void>): Tab {
  const problems: string[] = [];
  const pending: Promise<void>[] = [];
  // A document being left (a navigation has started, the next one has not committed) aborts its loads, and Firefox
  // still runs the failures' handlers: what it reports then is no player's problem (the page is going away).
  let leaving = false;
  /** Loads cancelled by a navigation: Firefox then reports its worker's interception of them as a page error. */
  const aborted = new Set<string>();
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) leaving = true;
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) leaving = false;
  });
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    // Aborted: cancelled by a navigation or by the page itself, not a failure.
    if (/ABORTED/i.test(reason)) aborted.add(request.url());
    else if (!leaving) problems.push(`failed load: ${request.url()} ${reason}`);
  });
  page.on('pageerror', (error) => {
    const text = error instanceof Error ? error.message : String(error);
    const ofAborted = /ServiceWorker intercepted the request/.test(text) && [...aborted].some((url) => text.includes(url));
    if (!leaving && !ofAborted) problems.push(`page error: ${text}`);
  });
  page.on('console', (message) => {
    if (message.type() !== 'error' || leaving) return;
    // An Error argument prints as JSHandle@error: its message and stack say what happened.
    const said = Promise.all(
      message.args().map((arg) => arg.evaluate((value) => (value instanceof Error ? `${value.name}: ${value.message}` : String(value))).catch(() => arg.toString())),
    ).then(
      (parts) => parts.join(' '),
      () => message.text(),
    );
    pending.push(said.then((text) => void problems.push(`console error: ${text || message.text()}`)));
  });
  return {
    engine,
    // Leaving from the moment the journey asks: Firefox may stop the page's loads (and run their failure handlers)
    // before it reports the navigation's own request.
    goto: async (url) => {
      leaving = true;
      await page.goto(url, { waitUntil: 'load' });
    },
    reload: async () => {
      leaving = true;
      await page.reload({ waitUntil: 'load' });
    },
    run: <T>(body: string, args: readonly unknown[] = []) => page.evaluate(new Function(body) as (...a: unknown[]) => T, ...args) as Promise<T>,
    find: async (query: Query) => {
      const found = await page.evaluateHandle(probeFunction('find'), query);
      const asElement = found.asElement();
      if (!asElement) {
        await found.dispose();
        return null;
      }
      return { engineHandle: asElement };
    },
    click: (handle) => element(handle).click(),
    type: async (handle, text) => {
      const control = element(handle);
      await control.click({ count: 3 });
      await control.evaluate((node) => (node as HTMLInputElement).select?.());
      await page.keyboard.press('Backspace');
      if (text) await control.type(text);
    },
    problems: async () => {
      await Promise.all(pending);
      return [...problems];
    },
    close,
  };
}

export async function launchPuppeteerEngine(name: 'chromium' | 'firefox'): Promise<Engine> {
  const browser: Browser =
    name === 'chromium'
      ? await puppeteer.launch({ browser: 'chrome', executablePath: await chromiumPath(), args: CHROMIUM_ARGS, headless: true, acceptInsecureCerts: true })
      : await puppeteer.launch({
          browser: 'firefox',
          executablePath: firefoxPath(),
          headless: true,
          acceptInsecureCerts: true,
          // A closed network: no update checks, telemetry or captive-portal probes.
          extraPrefsFirefox: { 'network.captive-portal-service.enabled': false, 'app.update.enabled': false, 'toolkit.telemetry.enabled': false },
        });
  return {
    name,
    open: async () => {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      if (name === 'chromium') {
        await page.setUserAgent({ userAgent: ANDROID_USER_AGENT });
        await page.setViewport({ ...PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
      } else {
        await page.setViewport({ ...PHONE });
      }
      return tab(name, page, () => context.close());
    },
    stop: () => browser.close(),
  };
}
