/**
 * Fuzzing every screen in real Chromium (docs/decisions.md "Fuzzing screens in the browser"): the
 * production build behind nginx, each screen of core/routing/route-table.ts loaded
 * FUZZ_LOADS times (default 2) while its /wps calls get hostile answers (e2e/fuzz/fuzz-plan.ts: HTML error
 * pages, empty and shapeless bodies, wrong types, broken fields, 4xx/5xx, timeouts, aborted connections).
 * Each load must end with no uncaught exception and no unhandled rejection, a screen that shows something
 * (a heading, or a dialog with text), and no object or HTML page printed on it. On the sign-in screens, what
 * the player typed is still there after the hostile answer to their submit.
 *
 * The seed is printed; `FUZZ_SEED=<seed> npm run test:nginx -- fuzz-screens` replays a run.
 */
import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { serveBackend, type Backend } from '../attack/backend';
import { overflowingBoxes } from '../attack/dom-dangers';
import { armTrap, shownContent, visibleText, type Trap } from '../attack/trap';
import { describeAnswer, fuzzedAnswers, SCREENS } from '../fuzz/fuzz-plan';
import { settled, watchRequests, type Requests } from './settled';

const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const LOADS = Number(process.env.FUZZ_LOADS ?? 2);
let hostileServed = 0;
let loads = 0;


const origin = () => process.env.NGINX_ORIGIN ?? '';

test.beforeAll(() => console.log(`fuzz-screens: seed ${SEED}, ${LOADS} loads per screen (replay: FUZZ_SEED=${SEED} npm run test:nginx -- fuzz-screens)`));
test.afterAll(() => console.log(`fuzz-screens: ${hostileServed} hostile answers over ${loads} screen loads (seed ${SEED})`));

/**
 * The popup list comes 500 ms after home starts (shell §9): a new page's first settle also waits for the network
 * to be idle, then for the page's calls to settle (e2e/nginx/settled.ts).
 */
async function settle(page: Page, requests: Requests): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await settled(page, requests);
}

/** What a server sent that must never be printed whole: HTML pages and objects. */
function rawLeaks(shown: string, backend: Backend): string[] {
  const leaks: string[] = [];
  if (shown.includes('[object ')) leaks.push('an object printed as [object …]');
  // The envelope's own message is the server's words (shell §8): shown as text, it may hold anything.
  const messages = new Set(
    backend.served.flatMap(({ answer }) => {
      const body = answer.kind === 'response' ? answer.body : null;
      const message = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
      return typeof message === 'string' ? [message] : [];
    }),
  );
  const fromMessages = [...messages].join('\n').toLowerCase();
  for (const marker of ['<html', '<!doctype', '<body', '<script', '<head']) {
    if (shown.toLowerCase().includes(marker) && !fromMessages.includes(marker)) leaks.push(`markup "${marker}…" shown`);
  }
  return leaks;
}

/** Answers the notices a hostile boot left open (their last button: OK, Retry), so the form can be used. */
async function dismissDialogs(page: Page, requests: Requests): Promise<void> {
  for (let i = 0; i < 6; i++) {
    const dialog = page.locator('[role="dialog"], [role="alertdialog"]').first();
    if (!(await dialog.isVisible().catch(() => false))) return;
    await dialog.getByRole('button').last().click({ timeout: 1_000 }).catch(() => undefined);
    // What the button led to (a closed notice, a retried call and its answer) before the next look.
    await settle(page, requests);
  }
}

function report(trap: Trap, backend: Backend, where: string): string {
  const hostile = backend.served.filter((s) => !s.good).map((s) => `  ${s.row}#${s.call}: ${describeAnswer(s.answer)}`);
  return `${where} (seed ${SEED})\nerrors: ${JSON.stringify(trap.errors)}\nexecuted: ${JSON.stringify(trap.executed)}\nhostile answers:\n${hostile.join('\n')}`;
}

for (const screen of SCREENS) {
  test(`${screen.path}: hostile /wps answers leave no error, no blank screen, no raw markup`, async ({ browser }, testInfo) => {
    test.setTimeout(20_000 * LOADS);
    for (let load = 0; load < LOADS; load++) {
      // A fresh context per load: nothing cached or stored by the previous load's answers.
      const context = await browser.newContext({ ...testInfo.project.use, serviceWorkers: 'block' });
      const page = await context.newPage();
      const requests = watchRequests(page);
      const trap = await armTrap(context, page);
      // On the sign-in screens the key is answered well, so the submit itself (login, register) meets the hostile answers.
      const signIn = screen.path === '/m/login' || screen.path === '/m/register';
      const backend = await serveBackend(context, fuzzedAnswers(`${SEED}|${screen.path}|${load}`, signIn ? ['rsaKey'] : []));
      const where = `${screen.url} load ${load}`;
      await page.goto(`${origin()}${screen.url}`, { waitUntil: 'load' });
      await settle(page, requests);

      if (signIn) {
        // What the player typed survives whatever the submit's answers were.
        await dismissDialogs(page, requests);
        const name = page.getByRole('textbox', { name: 'Username' });
        if (await name.isVisible().catch(() => false)) {
          await name.fill('player01');
          const password = page.getByLabel('Password', { exact: true });
          if (await password.isVisible().catch(() => false)) await password.fill('Passw0rd!');
          const submit = page.getByRole('button', { name: screen.path === '/m/login' ? 'Log in' : 'Register' }).first();
          const clicked = await submit.click({ timeout: 2_000 }).then(() => true, () => false);
          if (process.env.FUZZ_VERBOSE) console.log(`${where}: submit clicked ${clicked}`);
          await settle(page, requests);
          // Read in one bounded look: a sign-in that went through may leave the screen just after the settle.
          const typed = new URL(page.url()).pathname === screen.path ? await name.inputValue({ timeout: 1_000 }).catch(() => null) : null;
          if (typed !== null) expect(typed, `${where}: the typed name is kept\n${report(trap, backend, where)}`).toBe('player01');
        }
      }

      // A second call on the screens that make one on a tap: customer service, a game's trial.
      const tap = screen.path === '/m/help' ? page.getByRole('main').getByRole('button', { name: 'Customer service' }) : screen.path === '/m/game' ? page.getByRole('button', { name: /^Try .* for free$/ }).first() : null;
      if (tap && (await tap.isVisible().catch(() => false))) {
        await dismissDialogs(page, requests);
        await tap.click({ timeout: 2_000 }).catch(() => undefined);
        await settle(page, requests);
      }

      // A screen between two states (a toast, then the next page's chunk) gets a few seconds; a blank one stays blank.
      await expect.poll(() => shownContent(page), { message: `${where}: the screen shows something\n${report(trap, backend, where)}`, timeout: 5_000 }).not.toBeNull();
      const content = await shownContent(page);
      if (process.env.FUZZ_VERBOSE) console.log(`${where}: ${content}; ${backend.served.filter((s) => !s.good).length}/${backend.served.length} hostile; at ${page.url()} rows ${backend.served.map((s) => s.row).join(",")}`);
      expect(rawLeaks(await visibleText(page), backend), `${where}\n${report(trap, backend, where)}`).toEqual([]);
      expect(await overflowingBoxes(page), `${where}: the page is no wider than the phone\n${report(trap, backend, where)}`).toEqual([]);
      expect(trap.errors, report(trap, backend, where)).toEqual([]);
      expect(trap.executed, report(trap, backend, where)).toEqual([]);
      hostileServed += backend.served.filter((s) => !s.good).length;
      loads += 1;
      await context.close();
    }
  });
}
