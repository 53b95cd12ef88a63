/**
 * The page's entry (index.html): the stylesheet, the consolidated settings call (prefetch-settings.ts), the
 * static shell (boot-shell.ts) painted as soon as the locale chunk is in (home: and its first banner), then the
 * app (src/main.tsx). Imports nothing of the framework, so it runs as soon as the page is parsed; the app's
 * download starts once the shell is on screen (or known not to be shown, or after SHELL_WAIT_MS), so on a slow
 * link the framework does not take the bandwidth the shell's locale and picture need.
 */
import '../styles.css';
// The install prompt's capture (adapters/install): listening before the app's code is here.
import '../../adapters/install/browser-install-prompt';
import { reloadInPlace } from '../../adapters/browser/app-reload';
import { detectLanguage } from '../../core/i18n/languages';
import { findRoute } from '../../core/routing/route-table';
import { loadLocale } from '../i18n/load-locale';
import { afterShellShown } from './after-shell-shown';
import { AUTO_LOGIN_KEY, LANGUAGE_STORAGE_KEY, SESSION_STORAGE_KEY } from '../../core/runtime/storage-keys';
import { paintBootShell, showLoadFailure } from './boot-shell';
import { prefetchSettings } from './prefetch-settings';
import { BOOT_SHELL_MARK } from '../../core/vitals/boot-shell-mark';

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
    () => showLoadFailure(document, () => reloadInPlace(window)),
  );
};
setTimeout(startApp, SHELL_WAIT_MS);

const storedLanguage = read(() => window.localStorage, LANGUAGE_STORAGE_KEY);
const browserLanguages = navigator.languages ?? [navigator.language];

// The first banner and the chat option come early, and on home its content's answers (prefetch-settings.ts).
const settings = prefetchSettings(detectLanguage(storedLanguage, browserLanguages), findRoute(window.location.pathname)?.id === 'home');

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
  .then((painted) => {
    if (!painted) return startApp();
    performance.mark?.(BOOT_SHELL_MARK);
    afterShellShown(document, startApp);
  });
