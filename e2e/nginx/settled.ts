/**
 * Waits on what the page did, never on the clock: the specs check that something did not happen only once
 * the event that would have made it happen is over.
 */
import type { Page } from '@playwright/test';

/**
 * Resolves after the page has run a task and rendered two frames: what an answer, an event or a scroll led
 * to (a state update, an alert, a CSP report) has been handled and painted.
 */
export function renderedFrames(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((done) => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(() => done())))));
}

/**
 * Resolves once this document has had `times` answers to each of `paths` (its resource timing entries, so
 * the requests of the document before count for nothing) and rendered what they led to.
 */
export async function answered(page: Page, paths: readonly string[], times = 1): Promise<void> {
  await page.waitForFunction(
    ({ paths, times }) => {
      const ended = performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname);
      return paths.every((path) => ended.filter((name) => name === path).length >= times);
    },
    { paths, times },
  );
  await renderedFrames(page);
}
