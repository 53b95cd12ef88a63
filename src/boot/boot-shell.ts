/**
 * The static shell painted before the bundle runs (docs/decisions.md "Speed on a slow phone: the boot shell"): index.html's templates of the frame of
 * /m/home and /m/login (header with the page title, the page's first block, home's first banner, the bottom navigation), filled
 * with the stored or browser language's texts from the same locale chunk the app then uses. React replaces it on its first render (new nodes:
 * no layout shift), and its largest text is the one React paints at the same size, so the largest paint
 * happens here. Anything it cannot show truthfully (another route, a signed-in member on login, a login token
 * in the address, a failed locale) keeps the boot spinner. No framework: it runs while the framework downloads.
 */
import type { FirstCarouselBanner } from '../../core/home/first-carousel-banner';
import { detectLanguage, directionOf, htmlLangOf, type LanguageKey } from '../../core/i18n/languages';
import { carryQuery } from '../../core/routing/query-carry';
import { findRoute } from '../../core/routing/route-table';
import type { Messages } from '../i18n/locales/en';


/**
 * How long the first paint of home waits for the shared settings (banners): the shell's (boot-shell-entry.ts) and the
 * app's first render (main.tsx). A banner frame that arrives after the paint would push the page down.
 */
export const SHARED_CONFIG_WAIT_MS = 1500;

export type ShellKind = 'home-guest' | 'home-member' | 'login';

export interface ShellEnvironment {
  readonly path: string;
  readonly search: string;
  readonly storedLanguage: string | null;
  readonly browserLanguages: readonly string[];
  /** A session is stored: the guest's log-in block would be wrong on home. */
  readonly signedIn: boolean;
  /** A remembered login is about to sign in (src/sign-in/start-auto-login.ts): home shows the member's frame meanwhile. */
  readonly autoLogin?: boolean;
}

/** Which shell a path gets, or null (spinner): only routes whose first view the shell can show as it will be. */
export function shellKind(path: string, signedIn: boolean, autoLogin = false): ShellKind | null {
  const route = findRoute(path)?.id;
  if (route === 'home') return signedIn || autoLogin ? 'home-member' : 'home-guest';
  if (route === 'login' && !signedIn) return 'login';
  return null;
}

/** A login token in the address (`token`, else `tokens`): who is signed in is known only once the app adopts it. */
function carriesLoginToken(search: string): boolean {
  const query = new URLSearchParams(search);
  return Boolean(query.get('token') || query.get('tokens'));
}

/** A template of index.html, cloned; null when the page has none. */
function cloneTemplate(doc: Document, id: string): DocumentFragment | null {
  const template = doc.getElementById(id);
  return template instanceof HTMLTemplateElement ? (template.content.cloneNode(true) as DocumentFragment) : null;
}

/**
 * The shell's DOM from index.html's templates (the classes of PageLayout, HomePage's guest block and LoginPage,
 * so it looks like the page): `data-t` elements get that message as text, `data-t-label` as accessible name,
 * `data-href` links the path with the carried query; a member's home drops `data-guest`, a guest's `data-member`.
 */
export function buildShell(doc: Document, kind: ShellKind, t: Messages, search: string, banner: FirstCarouselBanner | null = null, chat = false): HTMLElement | null {
  const frame = cloneTemplate(doc, 'boot-shell');
  const content = cloneTemplate(doc, kind === 'login' ? 'boot-shell-login' : 'boot-shell-home');
  const page = frame?.querySelector<HTMLElement>('[data-boot-shell]');
  const main = page?.querySelector('main');
  const title = page?.querySelector('h1');
  if (!content || !page || !main || !title) return null;
  main.append(content);
  page.setAttribute('data-boot-shell', kind);
  title.textContent = kind === 'login' ? t.login_title : t.home_title;
  page.querySelectorAll(kind === 'home-member' ? '[data-guest]' : '[data-member]').forEach((node) => node.remove());
  // The navigation's chat slot as the app will have it (CBS3), so the row does not grow when the app takes over.
  if (!chat) page.querySelector('[data-chat]')?.remove();
  const message = (key: string | null) => (key !== null && key in t ? t[key as keyof Messages] : '');
  page.querySelectorAll('[data-t]').forEach((node) => (node.textContent = message(node.getAttribute('data-t'))));
  page.querySelectorAll('[data-t-label]').forEach((node) => node.setAttribute('aria-label', message(node.getAttribute('data-t-label'))));
  page.querySelectorAll('[data-href]').forEach((node) => node.setAttribute('href', carryQuery(search, node.getAttribute('data-href') ?? '', {})));
  if (kind !== 'login') page.querySelector('[data-current]')?.setAttribute('aria-current', 'page');
  if (kind !== 'login' && banner) addBanner(doc, page, banner, t);
  return page;
}

/**
 * HomePage's banner frame before its carousel has loaded (the same element, so the app's first render moves
 * nothing): the first picture, named by its title or "Banner 1 of {count}", and the dots' row when there are more.
 */
function addBanner(doc: Document, page: HTMLElement, banner: FirstCarouselBanner, t: Messages): void {
  const frame = cloneTemplate(doc, 'boot-shell-banner');
  const image = frame?.querySelector('img');
  const place = page.querySelector('[data-banner-place]');
  if (!frame || !image || !place) return;
  image.src = banner.url;
  image.alt = banner.title ?? t.home_banner_n.replace('{{n}}', '1').replace('{{count}}', String(banner.count));
  if (banner.count < 2) frame.querySelector('[data-dots]')?.remove();
  place.before(frame);
}

/** React has not rendered yet: the root holds nothing but the boot spinner or the shell. */
function untouched(root: HTMLElement): boolean {
  return [...root.children].every((child) => child.classList.contains('boot-splash') || child.hasAttribute('data-boot-shell'));
}

/**
 * Paints the shell into #root when React has not rendered yet; true when it did. The locale comes from
 * `loadMessages` (the app's own chunk loader, so the app finds it downloaded).
 */
export async function paintBootShell(
  doc: Document,
  env: ShellEnvironment,
  loadMessages: (language: LanguageKey) => Promise<Messages>,
  firstBanner: Promise<FirstCarouselBanner | null> = Promise.resolve(null),
  chatSlot: Promise<boolean> = Promise.resolve(false),
): Promise<boolean> {
  const kind = shellKind(env.path, env.signedIn, env.autoLogin);
  const root = doc.getElementById('root');
  if (!kind || !root || carriesLoginToken(env.search)) return false;
  const language = detectLanguage(env.storedLanguage, env.browserLanguages);
  // Home waits for its banner too (the entry limits how long): painted later, it would push the page down.
  const [messages, banner, chat] = await Promise.all([loadMessages(language), kind === 'login' ? null : firstBanner.catch(() => null), chatSlot.catch(() => false)]);
  if (!untouched(root)) return false;
  const shell = buildShell(doc, kind, messages, env.search, banner, chat);
  if (!shell) return false;
  doc.documentElement.lang = htmlLangOf(language);
  doc.documentElement.dir = directionOf(language);
  root.replaceChildren(shell);
  return true;
}

/**
 * The app's code could not be downloaded (the shell's links still work, nothing else would): a plain notice
 * with a retry in place of the shell or spinner (no i18n yet: bilingual text). Also main.tsx's, when its boot fails
 * before React has rendered.
 */
export function showLoadFailure(doc: Document, reload: () => void): void {
  const root = doc.getElementById('root');
  if (!root || !untouched(root)) return;
  const main = doc.createElement('main');
  main.className = 'status-screen';
  main.setAttribute('role', 'alert');
  const heading = doc.createElement('h1');
  heading.textContent = 'Error / 错误';
  const text = doc.createElement('p');
  text.textContent = 'The site could not start. Please check your connection and retry. / 站点无法启动，请检查网络后重试。';
  const retry = doc.createElement('button');
  retry.type = 'button';
  retry.className = 'button primary';
  retry.textContent = 'Retry / 重试';
  retry.addEventListener('click', reload);
  main.append(heading, text, retry);
  root.replaceChildren(main);
}
