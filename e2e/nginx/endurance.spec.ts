/**
 * A long session leaks nothing (docs/decisions.md "Endurance run"): the production build behind nginx, one page
 * driven through rounds of in-app navigations across every screen of the route table, a login and a logout, the
 * announcement popups opened and closed, the game view opened and left, language switches there and back, and
 * network drops with a half-typed login form. After each fifth of the rounds the page goes home as a guest in
 * English, garbage is collected (CDP HeapProfiler.collectGarbage) and the page is measured: JS heap, DOM nodes,
 * event listeners (all of them, and DOMDebugger.getEventListeners on window and document) and live RxJS
 * subscriptions (adapters/debug/live-subscription-counter.ts). The first fifth's figures and the last's must
 * show growth under 10 % in the objects of the JS heap and none in the rest. The heap's compiled code (V8 keeps
 * optimising hot functions, and sizes that cache itself) is printed beside it, not gated (docs/decisions.md
 * "Endurance run").
 *
 * `npm test` runs ENDURANCE_ROUNDS=10 (100 navigations, 10 logins, 10 language switches, 4 drops);
 * `npm run endurance` runs 50 (500 navigations, 50 logins and logouts, 50 language switches, 20 drops).
 */
import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { ok, serveBackend } from '../attack/backend';
import { SCREENS } from '../fuzz/fuzz-plan';
import { at } from '../page-helpers';
import { LIVE_SUBSCRIPTIONS_CENSUS, LIVE_SUBSCRIPTIONS_FLAG, LIVE_SUBSCRIPTIONS_READER, LIVE_SUBSCRIPTIONS_WITH_CENSUS } from '../../adapters/debug/live-subscriptions-flag';
import type { Census } from '../../adapters/debug/live-subscription-counter';
import { messages as ar } from '../../src/i18n/locales/ar';
import { messages as cn } from '../../src/i18n/locales/cn';
import { messages as en } from '../../src/i18n/locales/en';
import { messages as hi } from '../../src/i18n/locales/hi';
import { messages as th } from '../../src/i18n/locales/th';
import { messages as ur } from '../../src/i18n/locales/ur';
import { settled, watchRequests, type Requests } from './settled';

const ROUNDS = Number(process.env.ENDURANCE_ROUNDS ?? 10);
/** The run is measured after each fifth of its rounds: a hundred navigations in the long run. */
const FIFTHS = 5;
const HEAP_GROWTH_LIMIT = 0.1;

const origin = () => process.env.NGINX_ORIGIN ?? '';

/** Languages switched to and back from, right-to-left ones among them; the picker lists each under its own name. */
const FOREIGN = [
  { name: 'العربية', messages: ar },
  { name: 'ไทย', messages: th },
  { name: '简体中文', messages: cn },
  { name: 'اردو', messages: ur },
  { name: 'हिन्दी', messages: hi },
];

/** A route table screen that is not the game's launch (the game view is opened on its own, as a member). */
const ROUTES = SCREENS.filter((screen) => !screen.path.startsWith('/m/launchGame')).map((screen) => screen.url);
const GAME = SCREENS.find((screen) => screen.path === '/m/launchGame')!.url;

test.use({ serviceWorkers: 'block' });

interface Sample {
  readonly heap: number;
  /** Of the heap, V8's compiled code: bytecode, baseline and optimised code and their metadata. */
  readonly code: number;
  readonly nodes: number;
  readonly listeners: number;
  readonly windowListeners: number;
  readonly documentListeners: number;
  readonly subscriptions: number;
  /** The live subscriptions by the stack they were made from. */
  readonly census: Census;
  readonly documents: number;
}

interface Session {
  readonly page: Page;
  readonly requests: Requests;
  navigations: number;
  logins: number;
  languageSwitches: number;
  drops: number;
  games: number;
  popupsClosed: number;
  route: number;
  offline: boolean;
}

/** An in-app navigation, as the router's own links make one: history, then the router told. */
async function navigate(session: Session, url: string): Promise<void> {
  const { page } = session;
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, url);
  session.navigations += 1;
  await settled(page, session.requests);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

async function nextRoute(session: Session): Promise<void> {
  await navigate(session, ROUTES[session.route++ % ROUTES.length]!);
}

/** Home: the popup list comes 500 ms after it starts (shell §9); each visit's list is new, so the window opens, and is closed. */
async function home(session: Session, messages: Record<string, string> = en): Promise<void> {
  const { page } = session;
  // Home again from home is no new visit (the router keeps the screen): another screen first.
  if (new URL(page.url()).pathname === '/m/home') await navigate(session, '/m/help');
  await navigate(session, '/m/home');
  await expect(page.getByRole('dialog')).toBeVisible();
  await closePopups(session, messages);
  session.popupsClosed += 1;
}

/** "Next" through the popup window's slides, then "Close". */
async function closePopups(session: Session, messages: Record<string, string>): Promise<void> {
  const popup = session.page.getByRole('dialog');
  while (await popup.isVisible()) {
    await popup.getByRole('button', { name: new RegExp(`^(${messages.popup_next}|${messages.close})$`) }).click();
    await settled(session.page, session.requests);
  }
}

/**
 * The phone loses its network: the browser says so (Playwright's offline emulation), and the backend, which
 * Playwright's routing would still answer, answers nothing.
 */
async function goOffline(session: Session, offline: boolean): Promise<void> {
  session.offline = offline;
  await session.page.context().setOffline(offline);
}

async function login(session: Session, drop: boolean): Promise<void> {
  const { page } = session;
  await navigate(session, '/m/login');
  const name = page.getByRole('textbox', { name: 'Username' });
  const password = page.getByLabel('Password', { exact: true });
  await name.fill('player01');
  await password.fill('Passw0rd!');
  if (drop) {
    // The network drops with the form filled: the submit fails, the player is told, and nothing typed is lost.
    await goOffline(session, true);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    const notice = page.getByRole('alertdialog').or(page.getByRole('dialog')).first();
    await expect(notice).toBeVisible();
    await notice.getByRole('button').last().click();
    await expect(notice).toBeHidden();
    await goOffline(session, false);
    await settled(page, session.requests);
    await expect(name, 'the typed username survives the drop').toHaveValue('player01');
    await expect(password, 'the typed password survives the drop').toHaveValue('Passw0rd!');
    session.drops += 1;
  }
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await settled(page, session.requests);
  await expect(page).toHaveURL(at('/m/home'));
  await settled(page, session.requests);
  session.logins += 1;
  // The member's own popups.
  await closePopups(session, en);
}

async function logout(session: Session): Promise<void> {
  const { page } = session;
  await navigate(session, '/m/member/home');
  await page.getByRole('button', { name: 'Log out' }).click();
  await settled(page, session.requests);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeHidden();
}

async function openGame(session: Session): Promise<void> {
  const { page } = session;
  await navigate(session, GAME);
  await expect(page.getByTitle(en.game_frame_title)).toBeVisible();
  await page.getByRole('button', { name: en.back }).click();
  await settled(page, session.requests);
  await expect(page).not.toHaveURL(/\/m\/launchGame/);
  session.games += 1;
}

async function switchLanguage(session: Session, from: Record<string, string>, to: string): Promise<void> {
  const { page } = session;
  await page.getByRole('button', { name: from.language, exact: true }).click();
  await page.getByRole('dialog', { name: from.choose_language }).getByRole('button', { name: to, exact: true }).click();
  await settled(page, session.requests);
  session.languageSwitches += 1;
}

/**
 * The bytes of compiled code in the JS heap, from a heap snapshot: V8 keeps compiling the functions that turn hot
 * (baseline, then optimised code) long after a page has settled, and sizes that cache itself. It is reported beside
 * the heap; the objects the app keeps are the heap without it.
 */
async function compiledCodeBytes(cdp: CDPSession): Promise<number> {
  const chunks: string[] = [];
  const collect = (event: { chunk: string }) => chunks.push(event.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', collect);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', collect);
  const snapshot = JSON.parse(chunks.join('')) as { snapshot: { meta: { node_fields: string[]; node_types: [string[]] } }; nodes: number[] };
  const { node_fields: fields, node_types: [types] } = snapshot.snapshot.meta;
  const type = fields.indexOf('type');
  const selfSize = fields.indexOf('self_size');
  const code = types.indexOf('code');
  let bytes = 0;
  for (let i = 0; i < snapshot.nodes.length; i += fields.length) if (snapshot.nodes[i + type] === code) bytes += snapshot.nodes[i + selfSize]!;
  return bytes;
}

/**
 * Home as a guest in English, then help, garbage collected, then measured. Help, not home: home starts work on a
 * clock (the download bar is decided 2 s after it shows), so what lives on home depends on how long the run
 * stayed there; help starts nothing later.
 */
async function sample(session: Session, cdp: CDPSession): Promise<Sample> {
  await home(session);
  await navigate(session, '/m/help');
  for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string) => metrics.find((entry) => entry.name === name)?.value ?? Number.NaN;
  const listenersOn = async (expression: string) => {
    const { result } = await cdp.send('Runtime.evaluate', { expression });
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId! });
    await cdp.send('Runtime.releaseObject', { objectId: result.objectId! });
    return listeners.length;
  };
  return {
    heap: metric('JSHeapUsedSize'),
    code: await compiledCodeBytes(cdp),
    nodes: metric('Nodes'),
    listeners: metric('JSEventListeners'),
    documents: metric('Documents'),
    windowListeners: await listenersOn('window'),
    documentListeners: await listenersOn('document'),
    subscriptions: await session.page.evaluate((reader) => (window as unknown as Record<string, () => number>)[reader]!(), LIVE_SUBSCRIPTIONS_READER),
    census: await session.page.evaluate((reader) => (window as unknown as Record<string, () => Census>)[reader]!(), LIVE_SUBSCRIPTIONS_CENSUS),
  };
}

/**
 * One lap before anything is measured: every screen as a guest and as a member, the game view, every language of
 * the run. What a first visit downloads and keeps for good (each screen's code, each language's texts, the links
 * the bundler adds to preload a chunk) is then in the first sample, not counted as growth.
 */
async function warmUp(session: Session): Promise<void> {
  for (const url of ROUTES) await navigate(session, url);
  await home(session);
  await login(session, false);
  for (const url of ROUTES) await navigate(session, url);
  await openGame(session);
  await logout(session);
  for (const foreign of FOREIGN) {
    await switchLanguage(session, en, foreign.name);
    await home(session, foreign.messages);
    await switchLanguage(session, foreign.messages, 'English');
  }
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;

test(`endurance: ${ROUNDS * 10} in-app navigations, ${ROUNDS} logins, ${ROUNDS} language switches, ${Math.round((ROUNDS * 2) / 5)} network drops leak nothing`, async ({ context, page }) => {
  test.setTimeout(60_000 + ROUNDS * 20_000);
  expect(ROUNDS % FIFTHS, 'ENDURANCE_ROUNDS is a multiple of 5').toBe(0);
  // Counted with a census: a growth is printed with the places it was made from.
  await context.addInitScript(({ flag, census }) => Object.assign(window, { [flag]: census }), { flag: LIVE_SUBSCRIPTIONS_FLAG, census: LIVE_SUBSCRIPTIONS_WITH_CENSUS });
  // Each list of popups is new (a new id and title per call), so every visit home opens the popup window.
  const session: Session = { page, requests: watchRequests(page), navigations: 0, logins: 0, languageSwitches: 0, drops: 0, games: 0, popupsClosed: 0, route: 0, offline: false };
  await serveBackend(context, (row, call) =>
    session.offline
      ? { kind: 'no-response' }
      : row === 'popups'
      ? ok([
          { id: `e${call}a`, title: `Draw ${call}`, content: `<p>Draw <b>${call}</b> tonight</p>`, execution: 'A,B,F' },
          { id: `e${call}b`, title: `Jackpot ${call}`, content: `<p>Jackpot <a href="/m/activity?id=${call}">rules</a></p>`, execution: 'A,B,F' },
        ])
      : undefined,
  );
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');

  await page.goto(`${origin()}/m/help`);
  // The app has booted (the counter is installed before it) and painted its own screen, not the boot shell's.
  await page.waitForFunction((reader) => reader in window, LIVE_SUBSCRIPTIONS_READER);
  await settled(page, session.requests);

  await warmUp(session);
  Object.assign(session, { navigations: 0, logins: 0, languageSwitches: 0, drops: 0, games: 0, popupsClosed: 0 });

  const samples: Sample[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    await nextRoute(session);
    await nextRoute(session);
    await home(session);
    // Two drops in every five rounds: 20 in the long run.
    await login(session, round % 5 === 0 || round % 5 === 2);
    await nextRoute(session);
    if (round % 5 === 1 || round % 5 === 3) await openGame(session);
    else await nextRoute(session);
    await logout(session);
    if (round % 2 === 0) {
      const foreign = FOREIGN[(round / 2) % FOREIGN.length]!;
      await switchLanguage(session, en, foreign.name);
      await nextRoute(session);
      await home(session, foreign.messages);
      await switchLanguage(session, foreign.messages, 'English');
      await nextRoute(session);
    } else {
      await nextRoute(session);
      await nextRoute(session);
      await nextRoute(session);
    }
    if ((round + 1) % (ROUNDS / FIFTHS) === 0) samples.push(await sample(session, cdp));
  }

  const first = samples[0]!;
  const last = samples.at(-1)!;
  const rows = samples.map(
    (s, i) =>
      `  after ${(((i + 1) * session.navigations) / FIFTHS).toFixed(0).padStart(4)} navigations: heap ${kB(s.heap)} (objects ${kB(s.heap - s.code)}, compiled code ${kB(s.code)}), nodes ${s.nodes}, listeners ${s.listeners} (window ${s.windowListeners}, document ${s.documentListeners}), subscriptions ${s.subscriptions}, documents ${s.documents}`,
  );
  const growth = (last.heap - first.heap) / first.heap;
  const objects = (sample: Sample) => sample.heap - sample.code;
  const objectGrowth = (objects(last) - objects(first)) / objects(first);
  console.log(
    [
      `endurance: ${session.navigations} navigations, ${session.logins} logins and logouts, ${session.languageSwitches} language switches, ${session.drops} network drops, ${session.games} game views, ${session.popupsClosed} popup windows closed`,
      ...rows,
      `  first → last fifth: heap ${kB(first.heap)} → ${kB(last.heap)} (${(growth * 100).toFixed(1)} %; objects ${kB(objects(first))} → ${kB(objects(last))}, ${(objectGrowth * 100).toFixed(1)} %; compiled code ${kB(first.code)} → ${kB(last.code)}), nodes ${first.nodes} → ${last.nodes}, listeners ${first.listeners} → ${last.listeners}, window ${first.windowListeners} → ${last.windowListeners}, document ${first.documentListeners} → ${last.documentListeners}, subscriptions ${first.subscriptions} → ${last.subscriptions}`,
    ].join('\n'),
  );

  // What a change in subscriptions is made of: the places with more, or fewer, live subscriptions last than first.
  const places = new Set([...Object.keys(first.census), ...Object.keys(last.census)]);
  const changed = [...places].map((place) => ({ place, by: (last.census[place] ?? 0) - (first.census[place] ?? 0) })).filter(({ by }) => by !== 0);
  if (changed.length > 0) console.log(['live subscriptions, first → last, by the stack they were made from:', ...changed.map(({ place, by }) => `  ${by > 0 ? '+' : ''}${by}\n${place}`)].join('\n'));

  expect(session.logins).toBe(ROUNDS);
  expect(session.languageSwitches).toBe(2 * Math.ceil(ROUNDS / 2));
  expect(objectGrowth, 'growth of the objects in the JS heap (compiled code left out)').toBeLessThan(HEAP_GROWTH_LIMIT);
  expect(last.nodes, 'DOM nodes').toBeLessThanOrEqual(first.nodes);
  expect(last.listeners, 'event listeners').toBeLessThanOrEqual(first.listeners);
  expect(last.windowListeners, 'listeners on window').toBeLessThanOrEqual(first.windowListeners);
  expect(last.documentListeners, 'listeners on document').toBeLessThanOrEqual(first.documentListeners);
  expect(last.subscriptions, 'live RxJS subscriptions').toBeLessThanOrEqual(first.subscriptions);
  expect(last.documents, 'documents (frames left behind)').toBeLessThanOrEqual(first.documents);
});
