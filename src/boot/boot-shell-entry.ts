/**
 * The page's entry (index.html): the stylesheet, the static shell (boot-shell.ts) painted as soon as the
 * locale chunk is in, then the app (src/main.tsx). Imports nothing of the framework, so it runs as soon as
 * the page is parsed; the app's download starts once the shell is on screen (or known not to be shown, or
 * after SHELL_WAIT_MS), so on a slow link the framework does not take the bandwidth the shell's locale needs.
 */
import '../styles.css';
// The install prompt's capture (adapters/install): listening before the app's code is here.
import '../../adapters/install/browser-install-prompt';
import { loadLocale } from '../i18n/load-locale';
import { paintBootShell, SESSION_KEY, showLoadFailure, STORED_LANGUAGE_KEY } from './boot-shell';

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

/** After the next frame is on screen (rAF, then a task); a hidden tab paints no frame, so at most 100 ms. */
function afterNextPaint(callback: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    callback();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 100);
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

void paintBootShell(
  document,
  {
    path: window.location.pathname,
    search: window.location.search,
    storedLanguage: read(() => window.localStorage, STORED_LANGUAGE_KEY),
    browserLanguages: navigator.languages ?? [navigator.language],
    signedIn: read(() => window.sessionStorage, SESSION_KEY) !== null,
  },
  loadLocale,
)
  .catch(() => false)
  .then((painted) => (painted ? afterNextPaint(startApp) : startApp()));
