/**
 * What a spec watches while hostile data reaches the app, in every window of its browser context:
 * - `executed`: a payload's marker call `__xss(id)` (a binding present in every frame) and every
 *   alert/confirm/prompt/beforeunload dialog: script that ran;
 * - `errors`: uncaught exceptions and unhandled promise rejections;
 * - `navigations`: every address a document, frame or window was sent to;
 * - `csp`: Content-Security-Policy violations reported in any frame.
 */
import type { BrowserContext, Page } from '@playwright/test';

export interface Trap {
  readonly executed: string[];
  readonly errors: string[];
  readonly navigations: string[];
  /** The navigations of top-level documents (the page and any window it opens), frames left out. */
  readonly topNavigations: string[];
  readonly csp: string[];
  /** Navigations whose origin is not one of `allowed` (about:blank and about:srcdoc count as none); `frames: false` looks at top-level documents only. */
  offOrigin(allowed: readonly string[], options?: { frames: boolean }): string[];
}

function originOf(address: string): string {
  if (address === 'about:blank' || address === 'about:srcdoc') return 'about:';
  try {
    const url = new URL(address);
    return url.origin === 'null' ? `${url.protocol}` : url.origin;
  } catch {
    return address;
  }
}

function watchPage(page: Page, trap: Trap): void {
  page.on('pageerror', (error) => trap.errors.push(`${page.url()}: ${error.name}: ${error.message}`));
  page.on('framenavigated', (frame) => {
    trap.navigations.push(frame.url());
    if (frame.parentFrame() === null) trap.topNavigations.push(frame.url());
  });
}

/** Arms the trap on `context` before the first page loads; `page` is the spec's page (already open). */
export async function armTrap(context: BrowserContext, page: Page): Promise<Trap> {
  const trap: Trap = {
    executed: [],
    errors: [],
    navigations: [],
    topNavigations: [],
    csp: [],
    offOrigin: (allowed, { frames } = { frames: true }) =>
      (frames ? trap.navigations : trap.topNavigations).filter((address) => !['about:', ...allowed].includes(originOf(address))),
  };
  await context.exposeBinding('__xss', ({ frame }, id: unknown) => void trap.executed.push(`__xss(${String(id)}) in ${frame.url()}`));
  await context.exposeBinding('__trapReport', (_source, kind: string, detail: string) => {
    if (kind === 'csp') trap.csp.push(detail);
    else trap.errors.push(`unhandled rejection: ${detail}`);
  });
  await context.addInitScript(() => {
    const report = (kind: string, detail: string) => (window as unknown as { __trapReport?: (k: string, d: string) => void }).__trapReport?.(kind, detail);
    window.addEventListener('unhandledrejection', (event) => {
      const reason = event.reason as { stack?: string } | undefined;
      report('rejection', String(reason?.stack ?? reason));
    });
    document.addEventListener('securitypolicyviolation', (event) => {
      report('csp', `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} ${event.sample}`.trim());
    });
  });
  context.on('dialog', (dialog) => {
    trap.executed.push(`${dialog.type()}(${dialog.message()})`);
    void dialog.dismiss().catch(() => undefined);
  });
  context.on('request', (request) => {
    if (!request.isNavigationRequest()) return;
    trap.navigations.push(request.url());
    let top = true;
    try {
      top = request.frame().parentFrame() === null;
    } catch {
      // a new window's first navigation, before its frame exists: top-level
    }
    if (top) trap.topNavigations.push(request.url());
  });
  context.on('page', (opened) => {
    trap.navigations.push(opened.url());
    trap.topNavigations.push(opened.url());
    if (opened !== page) watchPage(opened, trap);
  });
  watchPage(page, trap);
  return trap;
}

/** Visible text of the whole page (the app and the dialogs it portals onto <body>). */
export const visibleText = (page: Page): Promise<string> => page.evaluate(() => document.body.innerText);

/**
 * Whether the screen shows something: a visible level-1 heading with text in #root, or a visible dialog
 * (dialog or alertdialog) with text. Returns what it found, or null for a blank screen.
 */
export function shownContent(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0;
    };
    const withText = (element: Element) => visible(element) && (element as HTMLElement).innerText.trim() !== '';
    const heading = [...document.querySelectorAll('#root h1')].find(withText);
    if (heading) return `heading "${(heading as HTMLElement).innerText.trim()}"`;
    const dialog = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].find(withText);
    return dialog ? `${dialog.getAttribute('role')} "${(dialog as HTMLElement).innerText.trim().slice(0, 60)}"` : null;
  });
}
