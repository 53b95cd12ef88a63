/**
 * A player's main journeys, one set that every engine runs (e2e/engines/run.ts): Chromium, WebKit and Firefox
 * against the production build behind the repo's nginx configuration (CSP and Trusted Types on), the mock backend
 * behind it. Written in the player's terms only (e2e/engines/player.ts): roles, names, what the screen says.
 */
import { ROUTES, type RouteEntry } from '../../core/routing/route-table';
import { messages as ar } from '../../src/i18n/locales/ar';
import { messages as en } from '../../src/i18n/locales/en';
import type { Device, EngineName } from './engine';
import { STAND_IN_BUTTON, STAND_IN_DIALOG } from './geetest-stand-in';
import { heading, label, Player, role, within } from './player';

/** The site a journey runs on: its origin, its backend's switches, and (journeys with a site of their own) its server. */
export interface Site {
  readonly origin: string;
  /** Mock backend scenario switches (mock-server/scenarios.ts), for this journey. */
  scenarios(patch: Record<string, unknown>): Promise<void>;
  /** The server gone (nothing answers on the address) and back on the same address. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Serves the second production build (a real new build) on the same address. */
  deployNewBuild(): Promise<void>;
  /** The entry script of the build being served, as index.html names it. */
  servedEntry(): Promise<string>;
  /** The paths the backend answered with a success since the journey began. */
  served(): Promise<readonly string[]>;
}

export interface Journey {
  readonly name: string;
  /** Only these engines (a rule that branches on the engine); default all. */
  readonly engines?: readonly EngineName[];
  readonly device?: Device;
  /** Stops its server or deploys a new build: gets a server of its own. */
  readonly ownSite?: boolean;
  run(player: Player, site: Site): Promise<void>;
}

type Messages = Readonly<Record<string, string>>;
const translated = (messages: Messages, key: string): string => {
  const text = messages[key];
  if (!text) throw new Error(`no translation ${key}`);
  return text;
};

/** One path per route (its canonical one), launchGame aside: it needs a game (the game journey). */
const MAIN_ROUTES = ROUTES.filter((route) => route.path === route.canonicalPath && route.id !== 'launchGame');
const OPEN_TO_GUESTS = MAIN_ROUTES.filter((route) => route.access === 'public' || route.access === 'guarded-public');
const FOR_MEMBERS = MAIN_ROUTES.filter((route) => !OPEN_TO_GUESTS.includes(route));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function chooseLanguage(player: Player, code: 'EN' | 'AR'): Promise<void> {
  // The language is the player's stored choice (player-journey §6); the picker sets the same key (the language journey uses it).
  await player.tab.run('localStorage.setItem("language", arguments[0])', [code]);
}

/** The route renders its own screen: the document titled with its translated title, one h1, no error screen. */
async function rendersScreen(player: Player, route: RouteEntry, messages: Messages): Promise<void> {
  await player.visit(route.path);
  const title = translated(messages, route.titleKey);
  await player.until(`${route.path} titled "${title}"`, () => player.tab.run<boolean>('return document.title.startsWith(arguments[0])', [title]));
  await player.see(heading(/./));
  const h1s = await player.count(heading(/./));
  if (h1s !== 1) throw new Error(`${route.path}: ${h1s} level-1 headings`);
  const where = await player.where();
  if (where.path !== route.path) throw new Error(`${route.path} went to ${where.path}`);
  if (await player.shows(translated(messages, 'render_failed'))) throw new Error(`${route.path}: the retry screen`);
}

async function logIn(player: Player, username = 'player01', password = 'Passw0rd!'): Promise<void> {
  await player.visit('/m/login');
  await player.fill(role('textbox', 'Username'), username);
  await player.fill(label('Password'), password);
  await player.click(role('button', 'Log in'));
}

async function signedIn(player: Player, username = 'player01'): Promise<void> {
  await logIn(player, username);
  await player.see(heading('Home'));
  await player.seeText(username);
}

const updateAlert = role('alertdialog', 'Update available');

/** A visit that leaves the worker installed and controlling the page. */
async function workerControls(player: Player): Promise<void> {
  await player.until('the worker controlling the page', () =>
    player.tab.run<boolean>("return Boolean(navigator.serviceWorker && navigator.serviceWorker.controller && navigator.serviceWorker.controller.state === 'activated')"),
    30_000,
  );
}

const entryScript = (player: Player) =>
  player.tab.run<string>("const s = document.querySelector('script[src*=\"/assets/index-\"]'); return s ? new URL(s.src).pathname : ''");

export const JOURNEYS: readonly Journey[] = [
  {
    name: 'every route renders for a guest in English; guarded ones ask for a login',
    async run(player) {
      await player.visit('/m/home');
      for (const route of OPEN_TO_GUESTS) await rendersScreen(player, route, en);
      for (const route of FOR_MEMBERS) {
        await player.visit(route.path);
        const expected = route.access === 'guarded-home-fallback' ? '/m/home' : '/m/login';
        await player.at(expected);
        await player.see(heading(expected === '/m/home' ? 'Home' : 'Log in'));
      }
    },
  },
  {
    name: 'every route renders for a guest in Arabic, right to left',
    async run(player) {
      await player.visit('/m/home');
      await chooseLanguage(player, 'AR');
      for (const route of OPEN_TO_GUESTS) {
        await rendersScreen(player, route, ar);
        const where = await player.where();
        if (where.dir !== 'rtl' || where.lang !== 'ar') throw new Error(`${route.path}: dir=${where.dir} lang=${where.lang}`);
      }
    },
  },
  {
    name: 'every route renders for a member in English and in Arabic',
    async run(player) {
      await signedIn(player);
      for (const route of MAIN_ROUTES) await rendersScreen(player, route, en);
      await chooseLanguage(player, 'AR');
      for (const route of MAIN_ROUTES) await rendersScreen(player, route, ar);
    },
  },
  {
    name: 'password sign-in with the login captcha and a second factor',
    async run(player, site) {
      await site.scenarios({ captcha: { login: true, sms: false, register: false, version: 'v3' }, secondFactor: { required: true, options: ['ga', 'email'] } });
      await logIn(player);
      // The captcha first (player-journey §5), geetest's own script (here its stand-in), then the second factor (§4).
      await player.click(within(role('dialog', STAND_IN_DIALOG), role('button', STAND_IN_BUTTON)));
      const verify = role('dialog', /Verify it/);
      await player.see(verify);
      await player.click(within(verify, role('tab', 'Authenticator')));
      await player.fill(within(verify, label('Authenticator code')), '123456');
      await player.click(within(verify, role('button', 'Verify')));
      await player.see(heading('Home'));
      await player.seeText('player01');
    },
  },
  {
    name: 'registration by username: registered, welcomed, home as the new member',
    async run(player) {
      await player.visit('/m/register');
      await player.see(heading('Register'));
      const username = `j${Date.now().toString(36).slice(-7)}`;
      await player.fill(role('textbox', 'Username'), username);
      await player.fill(label('Password'), 'Passw0rd!');
      await player.click(role('button', 'Register'));
      const welcome = role('dialog', 'Registration successful');
      await player.see(welcome);
      await player.click(within(welcome, role('button', 'Confirm')));
      await player.see(heading('Home'));
      await player.seeText(username);
    },
  },
  {
    name: 'the language picker switches to Arabic (right to left) and back, and the choice survives a reload',
    async run(player) {
      await player.visit('/m/home');
      await player.see(heading('Home'));
      await player.click(role('button', 'Language'));
      await player.click(within(role('dialog', 'Choose a language'), role('button', 'العربية')));
      await player.until('a right-to-left Arabic page', async () => {
        const where = await player.where();
        return where.dir === 'rtl' && where.lang === 'ar';
      });
      await player.see(heading(translated(ar, 'home_title')));
      await player.tab.reload();
      await player.see(heading(translated(ar, 'home_title')));
      await player.click(role('button', translated(ar, 'language')));
      await player.click(within(role('dialog', translated(ar, 'choose_language')), role('button', 'English')));
      await player.see(heading('Home'));
      const where = await player.where();
      if (where.dir !== 'ltr') throw new Error(`back in English: dir=${where.dir}`);
    },
  },
  {
    name: 'a game launched into the game view, then left with Back',
    async run(player, site) {
      await signedIn(player);
      const back = `${site.origin}/m/member/home`;
      await player.visit(`/m/launchGame?${new URLSearchParams({ vendor: 'LOTT', code: 'HN', backUrl: back })}`);
      await player.see({ role: 'frame', name: 'Game window' });
      // The frame is sandboxed away from the app's origin (docs/decisions.md "Game launch and the game view"): what
      // shows in it is the game page the launch answered, loaded from the backend.
      const gameUrl = await player.until('the game frame\'s address', () =>
        player.tab.run<string>("const f = document.querySelector('iframe[title]'); return f && f.src ? f.src : ''"),
      );
      const gamePath = new URL(gameUrl).pathname;
      if (!gamePath.startsWith('/wps/mock/game/')) throw new Error(`the game frame shows ${gameUrl}`);
      await player.until(`the game page ${gamePath} loaded`, async () => (await site.served()).includes(gamePath));
      await player.click(role('button', 'Back'));
      await player.at('/m/member/home');
      await player.see(heading('My account'));
    },
  },
  {
    name: 'customer service: the hub lists the channels and live chat opens',
    async run(player) {
      await player.visit('/m/help');
      const channels = role('region', 'Contact customer service');
      await player.click(within(channels, role('button', 'Live chat')));
      await player.see(role('dialog', /Mock live chat/));
    },
  },
  {
    name: 'install: Chromium offers the browser\'s install prompt in the sheet',
    engines: ['chromium'],
    async run(player) {
      await player.visit('/m/home');
      await player.see(heading('Home'));
      // Headless Chromium never decides a page is installable on its own: the event as Chromium fires it.
      await player.tab.run(`
        window.__prompted = 0;
        const event = new Event('beforeinstallprompt', { cancelable: true });
        event.prompt = () => { window.__prompted++; return Promise.resolve(); };
        event.userChoice = Promise.resolve({ outcome: 'accepted' });
        window.dispatchEvent(event);`);
      const sheet = role('dialog', 'Add to home screen');
      await player.click(within(sheet, role('button', 'Install')));
      await player.until('prompt() called', () => player.tab.run<boolean>('return window.__prompted === 1'));
    },
  },
  {
    name: 'install: Firefox has no install prompt, so no sheet',
    engines: ['firefox'],
    async run(player) {
      await player.visit('/m/home');
      await player.see(heading('Home'));
      // player-journey §4: shown after about 1 s once the browser offers its prompt, polled 20 times at 150 ms.
      await player.neverSee(role('dialog', 'Add to home screen'), 5_000);
    },
  },
  {
    name: 'install on an iPhone (iOS 17): the add-to-home-screen guide, no install button',
    engines: ['webkit'],
    device: { iphone: '17_5' },
    async run(player) {
      await player.visit('/m/home');
      const sheet = role('dialog', 'Add to home screen');
      await player.see(sheet);
      await player.seeText('Add to Home Screen');
      if ((await player.count(role('button', 'Install'))) !== 0) throw new Error('an Install button on iOS');
    },
  },
  {
    name: 'install on an iPhone (iOS 16): the provisioning profile, after the go-to-settings notice',
    engines: ['webkit'],
    device: { iphone: '16_6' },
    async run(player) {
      await player.visit('/m/home');
      await player.click(role('button', 'Download profile'));
      await player.seeText('VPN & Device Management');
    },
  },
  {
    name: 'an iPhone browser tab asks for no push permission (push only in a home-screen app) and binds nothing',
    engines: ['webkit'],
    device: { iphone: '17_5' },
    async run(player, site) {
      await site.scenarios({ pushVapidKey: true });
      await signedIn(player);
      // player-journey §4 Push: on iOS only the home-screen app can receive push.
      await player.neverSee(role('dialog', 'Turn on notifications?'), 4_000);
      const pushCalls = (await site.served()).filter((path) => path.includes('/CSP_fcm'));
      if (pushCalls.length) throw new Error(`push calls from an iPhone browser tab: ${pushCalls.join(', ')}`);
    },
  },
  {
    name: 'an iPhone (iOS 17) member gets the iOS download link, and once it is used the download tip',
    engines: ['webkit'],
    device: { iphone: '17_5' },
    async run(player, site) {
      await site.scenarios({ appPromptSettings: { download_condition_switch: { enabled: true, value: '1' } } });
      await signedIn(player, 'agent01');
      await player.visit('/m/voucherCenter');
      const prompt = role('dialog', 'Get our app');
      const link = within(prompt, role('link', 'Download the app'));
      await player.see(link);
      const href = await player.tab.run<string>("return document.querySelector('[role=dialog] a[href*=\"redirect.html\"]')?.getAttribute('href') ?? ''");
      if (!/\/mobile\/mc\/redirect\.html\?url=https%3A%2F%2F[^&]+%2Fios$/.test(href)) throw new Error(`the download link: ${href}`);
      await player.click(link);
      await player.seeText('When the download finishes, open the app from your home screen.');
    },
  },
  {
    name: 'the PWA: installed on the first visit with no update alert; starts offline; a new build alerts once and Refresh loads it',
    ownSite: true,
    async run(player, site) {
      await player.visit('/m/home');
      await player.see(heading('Home'));
      await workerControls(player);
      // Past the first manifest check (1.5 s after start, player-journey §9) and the worker's activation.
      await player.neverSee(updateAlert, 4_000);

      await site.stop();
      await player.tab.reload();
      await player.see(heading('Home'));
      await site.start();

      const before = await site.servedEntry();
      await site.deployNewBuild();
      const after = await site.servedEntry();
      if (before === after) throw new Error('the new build has the same entry');
      await player.tab.reload();
      await player.see(updateAlert, 20_000);
      if ((await player.count(updateAlert)) !== 1) throw new Error('more than one update alert');
      await player.click(within(updateAlert, role('button', 'Refresh')));
      await player.until(`the new build's entry ${after}`, async () => (await entryScript(player)) === after);
      await player.see(heading('Home'));
      await sleep(2_000);
      if ((await player.count(updateAlert)) !== 0) throw new Error('the update alert again on the new build');
    },
  },
  {
    name: 'the network drops with a half-typed login: a translated message, nothing typed is lost, and it goes through once back',
    ownSite: true,
    async run(player, site) {
      await player.visit('/m/login');
      await player.fill(role('textbox', 'Username'), 'player01');
      await player.fill(label('Password'), 'Passw0rd!');
      await site.stop();
      await player.click(role('button', 'Log in'));
      const notice = role('dialog', 'Notice');
      await player.see(notice);
      await player.click(within(notice, role('button', 'Confirm')));
      if ((await player.valueOf(role('textbox', 'Username'))) !== 'player01') throw new Error('the username was lost');
      await site.start();
      await player.fill(label('Password'), 'Passw0rd!');
      await player.click(role('button', 'Log in'));
      await player.see(heading('Home'));
    },
  },
];
