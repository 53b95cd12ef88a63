import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';


import { loadLocale } from '../i18n/load-locale';
import { messages as ar } from '../i18n/locales/ar';
import { messages as en } from '../i18n/locales/en';
import { Icon, type IconName } from '../ui/icons';
import { CHAT_ICON_PATH } from '../customer-service/chat-button';
import { BANNER_HEIGHT, BANNER_WIDTH } from '../home/banner-size';
import { paintBootShell, shellKind, showLoadFailure, type ShellEnvironment } from './boot-shell';

const guest: ShellEnvironment = { path: '/m/home', search: '', storedLanguage: 'EN', browserLanguages: [], signedIn: false };
const SPINNER = '<div class="boot-splash" role="status" aria-label="Loading… / 加载中…"><span></span></div>';

const INDEX_HTML = readFileSync(join(__dirname, '../../index.html'), 'utf8');
const TEMPLATES = (INDEX_HTML.match(/<template[\s\S]*?<\/template>/g) ?? []).join('');

/** index.html's body as the browser parses it: the shell's templates and #root with the spinner (or the app). */
function mountRoot(html = SPINNER): HTMLElement {
  document.body.innerHTML = `${TEMPLATES}<div id="root">${html}</div>`;
  return document.getElementById('root')!;
}

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('dir');
  document.documentElement.lang = '';
});

describe('boot shell: which routes get one', () => {
  it('home (every alias) gets the guest shell, or the member frame when a session is stored; login only for guests; no other route', () => {
    expect(['/m/home', '/m/', '/m/index', '/'].map((path) => shellKind(path, false))).toEqual(['home-guest', 'home-guest', 'home-guest', 'home-guest']);
    expect(shellKind('/m/home', true)).toBe('home-member');
    expect(shellKind('/m/home', false, true)).toBe('home-member');
    expect(shellKind('/m/login', false, true)).toBe('login');
    expect(shellKind('/m/login', false)).toBe('login');
    expect(shellKind('/m/login', true)).toBeNull();
    expect(shellKind('/m/register', false)).toBeNull();
    expect(shellKind('/m/nowhere', false)).toBeNull();
  });
});

describe("boot shell: index.html's templates", () => {
  it('name only messages that exist (a typo would paint an empty text)', () => {
    const keys = [...TEMPLATES.matchAll(/data-t(?:-label)?="([^"]+)"/g)].map((m) => m[1]!);
    expect(keys.length).toBeGreaterThan(15);
    expect(keys.filter((key) => !(key in en))).toEqual([]);
  });

  it("draw the navigation's icons as the Icon component does", () => {
    const shellPaths = [...TEMPLATES.matchAll(/<path d="([^"]+)"/g)].map((m) => m[1]);
    const names: IconName[] = ['home', 'games', 'promotions', 'service'];
    const appPaths = names.map((name) => render(<Icon name={name} />).container.querySelector('path')!.getAttribute('d'));
    // The chat item's icon is ChatButton's own, between service and me.
    const chatPath = CHAT_ICON_PATH;
    const mePath = render(<Icon name="me" />).container.querySelector('path')!.getAttribute('d');
    expect(shellPaths).toEqual([...appPaths, chatPath, mePath]);
  });
});

describe('boot shell: painting', () => {
  it("the navigation's chat slot is there when the settings say CBS3 is on (player-journey §5), so the row never grows", async () => {
    mountRoot();
    await paintBootShell(document, guest, loadLocale, Promise.resolve(null), Promise.resolve(true));
    const nav = screen.getByRole('navigation', { name: en.main_navigation });
    expect(within(nav).getByRole('button', { name: en.nav_chat })).toBeDisabled();
    expect(nav.children).toHaveLength(6);
  });

  it("home for a guest: the page's title, welcome text, log-in and register links (query carried) and the navigation, in the stored language", async () => {
    const root = mountRoot();
    const painted = await paintBootShell(document, { ...guest, search: '?affiliateCode=A1&foo=1' }, loadLocale);
    expect(painted).toBe(true);
    expect(root.querySelector('.boot-splash')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(en.home_title);
    expect(screen.getByText(en.home_welcome).className).toBe('hero-text');
    expect(screen.getByRole('link', { name: en.go_to_login }).getAttribute('href')).toBe('/m/login?affiliateCode=A1');
    expect(screen.getByRole('link', { name: en.go_to_register }).getAttribute('href')).toBe('/m/register?affiliateCode=A1');
    const nav = screen.getByRole('navigation', { name: en.main_navigation });
    expect(within(nav).getByRole('link', { name: en.nav_home }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('button', { name: en.nav_service })).toBeDisabled();
    // CBS3 off (or unknown): no chat slot, as the app's navigation.
    expect(within(nav).queryByRole('button', { name: en.nav_chat })).toBeNull();
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('an RTL language (AR) stored: Arabic text and dir="rtl" before the app runs', async () => {
    mountRoot();
    await paintBootShell(document, { ...guest, storedLanguage: 'ar' }, loadLocale);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(ar.home_title);
    expect(screen.getByText(ar.home_welcome)).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('no stored language: the browser language decides, as in the app (zh-HK is TW, nothing known is CN)', async () => {
    const asked: string[] = [];
    const load = (language: string) => {
      asked.push(language);
      return loadLocale(language);
    };
    mountRoot();
    await paintBootShell(document, { ...guest, storedLanguage: null, browserLanguages: ['xx', 'zh-HK'] }, load);
    mountRoot();
    await paintBootShell(document, { ...guest, storedLanguage: 'nope', browserLanguages: ['xx'] }, load);
    expect(asked).toEqual(['TW', 'CN']);
  });

  it('a member on home, or a remembered login about to sign in: no guest log-in block, only the frame and placeholders', async () => {
    for (const env of [{ ...guest, signedIn: true }, { ...guest, autoLogin: true }]) {
      mountRoot();
      await paintBootShell(document, env, loadLocale);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(en.home_title);
      expect(screen.queryByText(en.home_welcome)).toBeNull();
      expect(screen.queryByRole('link', { name: en.go_to_login })).toBeNull();
      expect(document.querySelector('.member-strip-skeleton')).not.toBeNull();
    }
  });

  it('login: the form as it will be, every control disabled (nothing typed is lost when the app takes over)', async () => {
    mountRoot();
    await paintBootShell(document, { ...guest, path: '/m/login' }, loadLocale);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(en.login_title);
    // The method tabs above the form (player-journey §2 dial-code field: the mobile-number method), as LoginPage has them.
    expect(screen.getByRole('tablist', { name: en.login_method })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([
      [en.login_by_username, 'true'],
      [en.login_by_mobile, 'false'],
    ]);
    expect(screen.getByRole('textbox', { name: en.username })).toBeDisabled();
    expect(screen.getByLabelText(en.password)).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: en.remember_me })).toBeDisabled();
    expect(screen.getByRole('button', { name: en.log_in })).toBeDisabled();
    expect(screen.getByRole('button', { name: en.customer_service })).toBeDisabled();
    expect(screen.getByText(en.login_no_account).closest('p')?.className).toBe('form-links');
  });

  it('never over the app: nothing is painted once the root holds something else, nor for a route without a shell', async () => {
    const root = mountRoot('<div class="page">app</div>');
    expect(await paintBootShell(document, guest, loadLocale)).toBe(false);
    expect(root.innerHTML).toBe('<div class="page">app</div>');
    const fresh = mountRoot();
    const load = vi.fn(loadLocale);
    expect(await paintBootShell(document, { ...guest, path: '/m/register' }, load)).toBe(false);
    expect(load).not.toHaveBeenCalled();
    expect(fresh.innerHTML).toBe(SPINNER);
  });

  it('a login token in the address (token, tokens): the spinner stays, as who is signed in is known only once the app adopts it', async () => {
    for (const search of ['?token=T1', '?tokens=T2&affiliateCode=A1']) {
      const root = mountRoot();
      expect(await paintBootShell(document, { ...guest, search }, loadLocale)).toBe(false);
      expect(root.innerHTML).toBe(SPINNER);
    }
    mountRoot();
    expect(await paintBootShell(document, { ...guest, search: '?token=' }, loadLocale)).toBe(true);
  });

  it('the app rendered while the locale downloaded: the shell is not painted over it', async () => {
    const root = mountRoot();
    const painted = paintBootShell(document, guest, async (language) => {
      const messages = await loadLocale(language);
      root.innerHTML = '<div class="page">app</div>';
      return messages;
    });
    expect(await painted).toBe(false);
    expect(root.innerHTML).toBe('<div class="page">app</div>');
  });
});

describe("boot shell: home's first banner, the largest paint, before the bundle runs (docs/decisions.md \"Speed on a slow phone: the first banner from the boot entry\")", () => {
  const banner = { url: '/wps/banner-1.png', title: 'Tonight: ₱2,000,000', count: 2 };

  it('HomePage\'s banner frame with the carousel\'s first picture, between the welcome block and the sections, at the size the app reserves', async () => {
    mountRoot();
    expect(await paintBootShell(document, guest, loadLocale, Promise.resolve(banner))).toBe(true);
    const image = screen.getByRole('img', { name: banner.title });
    expect(image.getAttribute('src')).toBe(banner.url);
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual([String(BANNER_WIDTH), String(BANNER_HEIGHT)]);
    expect(image.className).toBe('lazy-image banner-image');
    expect(image.getAttribute('fetchpriority')).toBe('high');
    const frame = image.closest('.banner-carousel')!;
    expect(frame.querySelector('.banner-dots')).not.toBeNull();
    expect(frame.previousElementSibling?.className).toBe('hero');
    expect(frame.nextElementSibling?.getAttribute('role')).toBe('status');
  });

  it('named "Banner 1 of {count}" in the language when it has no title; one banner has no dots row', async () => {
    mountRoot();
    await paintBootShell(document, { ...guest, storedLanguage: 'AR' }, loadLocale, Promise.resolve({ ...banner, title: null, count: 1 }));
    const image = screen.getByRole('img', { name: ar.home_banner_n.replace('{{n}}', '1').replace('{{count}}', '1') });
    expect(image.closest('.banner-carousel')!.querySelector('.banner-dots')).toBeNull();
  });

  it('a member\'s home shows it too, after the member strip', async () => {
    mountRoot();
    await paintBootShell(document, { ...guest, signedIn: true }, loadLocale, Promise.resolve(banner));
    expect(screen.getByRole('img', { name: banner.title }).closest('.banner-carousel')!.previousElementSibling?.className).toContain('member-strip');
  });

  it('waits for the banner (painted later, it would push the page down), and paints without one when there is none or it failed', async () => {
    let give!: (value: typeof banner | null) => void;
    const root = mountRoot();
    const painted = paintBootShell(document, guest, loadLocale, new Promise((resolve) => (give = resolve)));
    await loadLocale('EN');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(root.innerHTML).toBe(SPINNER);
    give(banner);
    expect(await painted).toBe(true);
    expect(screen.getByRole('img', { name: banner.title })).toBeInTheDocument();
    for (const none of [Promise.resolve(null), Promise.reject(new Error('settings failed'))]) {
      mountRoot();
      expect(await paintBootShell(document, guest, loadLocale, none)).toBe(true);
      expect(screen.queryByRole('img')).toBeNull();
      expect(screen.getByText(en.home_welcome)).toBeInTheDocument();
    }
  });

  it('login has no banner, and does not wait for one', async () => {
    mountRoot();
    expect(await paintBootShell(document, { ...guest, path: '/m/login' }, loadLocale, new Promise(() => undefined))).toBe(true);
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('boot shell: the app cannot be downloaded', () => {
  it('no white screen and no dead shell: a bilingual alert with a retry replaces it', async () => {
    mountRoot();
    await paintBootShell(document, guest, loadLocale);
    const reload = vi.fn();
    showLoadFailure(document, reload);
    expect(screen.getByRole('alert')).toHaveTextContent('The site could not start');
    screen.getByRole('button', { name: 'Retry / 重试' }).click();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('an app already on screen is left alone', () => {
    const root = mountRoot('<div class="page">app</div>');
    showLoadFailure(document, () => undefined);
    expect(root.innerHTML).toBe('<div class="page">app</div>');
  });
});
