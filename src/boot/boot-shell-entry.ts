/**
 * The page's entry (index.html): the stylesheet, the consolidated settings call (handed to the app later), the
 * static shell (boot-shell.ts) painted as soon as the locale chunk is in (home: and its first banner), then the
 * app (src/main.tsx). Imports nothing of the framework, so it runs as soon as the page is parsed; the app's
 * download starts once the shell is on screen (or known not to be shown, or after SHELL_WAIT_MS), so on a slow
 * link the framework does not take the bandwidth the shell's locale and picture need.
 */
import '../styles.css';
// The install prompt's capture (adapters/install): listening before the app's code is here.
import '../../adapters/install/browser-install-prompt';
import { handOver, startBootPrefetch } from '../../adapters/boot/boot-prefetch';
import { buildDefaults, CONFIG_TIMEOUT_MS } from '../../adapters/config/load-app-config';
import { CHAT_OPTION } from '../../core/chat/chat-option';
import { settingsIn } from '../../core/config/settings-answer';
import { isServedFlagOn } from '../../core/config/white-label-pairs';
import { firstCarouselBanner, type FirstCarouselBanner } from '../../core/home/first-carousel-banner';
import { detectLanguage } from '../../core/i18n/languages';
import { loadLocale } from '../i18n/load-locale';
import { afterShellShown } from './after-shell-shown';
import { AUTO_LOGIN_KEY, LANGUAGE_STORAGE_KEY, SESSION_STORAGE_KEY } from '../../core/runtime/storage-keys';
import { paintBootShell, SHARED_CONFIG_WAIT_MS, showLoadFailure } from './boot-shell';

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

/** The app's download waits for the shell at most this long: a stalled locale request must not hold it back. */
const SHELL_WAIT_MS = 2000;

let started = false;
const startApp = () => {
  if (started) return;
  started = true;
  void import('../main').then(
    () => undefined,
    () => showLoadFailure(document, () => window.location.reload()),
  );
};
setTimeout(startApp, SHELL_WAIT_MS);

const storedLanguage = read(() => window.localStorage, LANGUAGE_STORAGE_KEY);
const browserLanguages = navigator.languages ?? [navigator.language];

/**
 * The consolidated settings, asked for now rather than after the framework's download (the app takes the answer
 * over: adapters/boot/boot-prefetch.ts): the carousel's first banner and the chat option from them, each waited for
 * at most SHARED_CONFIG_WAIT_MS. Mock builds have no backend until the app starts msw.
 */
function prefetchSettings(): { banner: Promise<FirstCarouselBanner | null>; chat: Promise<boolean> } {
  if (import.meta.env.VITE_USE_MOCK === 'true') return { banner: Promise.resolve(null), chat: Promise.resolve(false) };
  const prefetch = startBootPrefetch({
    fetch: window.fetch.bind(window),
    base: import.meta.env.BASE_URL,
    defaults: buildDefaults(import.meta.env),
    language: detectLanguage(storedLanguage, browserLanguages),
    configTimeoutMs: CONFIG_TIMEOUT_MS,
  });
  handOver(prefetch);
  const outcome = prefetch.settings.then(async (answer) => (answer ? await answer.outcome : null));
  const atMost = <T>(value: Promise<T>, otherwise: T) => Promise.race([value, new Promise<T>((done) => setTimeout(() => done(otherwise), SHARED_CONFIG_WAIT_MS))]);
  return {
    banner: atMost(outcome.then((answer) => (answer ? firstCarouselBanner(answer) : null)), null),
    chat: atMost(outcome.then((answer) => (answer ? isServedFlagOn(settingsIn(answer)?.whitelabelVal, CHAT_OPTION) : false)), false),
  };
}

const settings = prefetchSettings();

void paintBootShell(
  document,
  {
    path: window.location.pathname,
    search: window.location.search,
    storedLanguage,
    browserLanguages,
    signedIn: read(() => window.sessionStorage, SESSION_STORAGE_KEY) !== null,
    autoLogin: read(() => window.localStorage, AUTO_LOGIN_KEY) === '1',
  },
  loadLocale,
  settings.banner,
  settings.chat,
)
  .catch(() => false)
  .then((painted) => (painted ? afterShellShown(document, startApp) : startApp()));
