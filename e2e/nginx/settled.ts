/**
 * Waits on what the page did, never on the clock: the specs check that something did not happen only once
 * the event that would have made it happen is over.
 */
import type { Page, Request } from '@playwright/test';

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

/** The page's requests (its frames' too): those in flight, how many it has started, and when none is left. */
export interface Requests {
  readonly inFlight: Set<Request>;
  readonly started: () => number;
  readonly drained: () => Promise<void>;
}

export function watchRequests(page: Page): Requests {
  const inFlight = new Set<Request>();
  let started = 0;
  let waiting: (() => void)[] = [];
  page.on('request', (request) => {
    inFlight.add(request);
    started += 1;
  });
  const end = (request: Request) => {
    inFlight.delete(request);
    if (inFlight.size > 0) return;
    for (const resume of waiting) resume();
    waiting = [];
  };
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return {
    inFlight,
    started: () => started,
    drained: () => (inFlight.size === 0 ? Promise.resolve() : new Promise<void>((resume) => waiting.push(resume))),
  };
}

/**
 * Waits until the page's calls have settled: every request answered, and none started while the page handled
 * the answers and rendered what they led to (a chain of calls, a chunk for the next screen).
 */
export async function settled(page: Page, requests: Requests): Promise<void> {
  for (;;) {
    await requests.drained();
    const started = requests.started();
    // A navigation meanwhile ends the evaluation: the new page's requests are waited for in the next round.
    const rendered = await renderedFrames(page).then(
      () => true,
      () => false,
    );
    if (rendered && requests.inFlight.size === 0 && requests.started() === started) return;
    if (page.isClosed()) throw new Error('the page closed while settling');
  }
}
