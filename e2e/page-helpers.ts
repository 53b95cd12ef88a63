import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, type Request } from '@playwright/test';
import { CARRIED_BROWSER_IDS } from '../core/routing/query-carry';

/** axe-core's findings on the page (the mock's dev panel left out), one readable line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  // A fade under way reads as low contrast: the finite animations end first (an endless one, the marquee, never does).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.playState === 'running' && Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).exclude('[data-dev-panel]').analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/**
 * Signs in as the mock's member of that type through the dev panel's member switch, which reloads the page. Done once
 * the document is the reloaded one and has painted its heading, so the next navigation can never race the switch's
 * reload (a goto overtaken by it lands as an app refresh, which player-journey §2 sends to /m/home).
 */
export async function signInAsType(page: Page, type: string): Promise<void> {
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Mock scenarios' }).click();
  // A mark on this document: the reloaded one does not carry it.
  await page.evaluate(() => Object.assign(window, { beforeMemberSwitch: true }));
  await Promise.all([page.waitForEvent('load'), page.getByRole('combobox', { name: 'Member type' }).selectOption(type)]);
  await expect.poll(() => page.evaluate(() => 'beforeMemberSwitch' in window)).toBe(false);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Signs in as the mock's type-0 member (player01). */
export function signIn(page: Page): Promise<void> {
  return signInAsType(page, '0');
}

/** A painted frame of the page, then a task: what a task queued before this call did is in the DOM after it. */
export async function nextFrame(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 0))));
}

/**
 * Watches the page's own requests from now on; `settled()` resolves once none is in flight across a painted frame
 * (twice in a row), so work a finished request or a fired timer set off (a chunk download, a render) is done.
 * For absence checks: wait for the event after which the thing would have appeared, then `settled()`, then assert.
 */
export function watchNetwork(page: Page): { settled: () => Promise<void> } {
  const inFlight = new Set<Request>();
  page.on('request', (request) => void inFlight.add(request));
  page.on('requestfinished', (request) => void inFlight.delete(request));
  page.on('requestfailed', (request) => void inFlight.delete(request));
  const quiet = async () => {
    await nextFrame(page);
    return inFlight.size;
  };
  return {
    async settled() {
      await expect.poll(quiet, { message: 'requests still in flight' }).toBe(0);
      await expect.poll(quiet, { message: 'requests still in flight' }).toBe(0);
    },
  };
}

/**
 * A URL's path and query without the browser ids (fbc, fbp) the router carries from storage into every in-app address
 * once tracking has stored them (docs/decisions.md "Carried fbc and fbp"): when that happens is the tracking's timing.
 */
export function addressOf(url: string | URL): string {
  const parsed = new URL(url);
  for (const field of CARRIED_BROWSER_IDS) parsed.searchParams.delete(field);
  return `${parsed.pathname}${parsed.search}`;
}

/** toHaveURL's check for an in-app address (path and query), whatever browser ids the router carried along. */
export const at =
  (address: string) =>
  (url: URL): boolean =>
    addressOf(url) === address;

/** A link's href as an in-app address (path and query), without the carried browser ids, polled as toHaveAttribute is. */
export async function expectHref(link: Locator, address: string): Promise<void> {
  await expect.poll(async () => addressOf(new URL((await link.getAttribute('href')) ?? '', 'http://app.invalid'))).toBe(address);
}
