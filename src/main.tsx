import { StrictMode, Suspense, lazy, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { appConfigFetch, takeOver } from '../adapters/boot/boot-prefetch';
import { readDocumentLoad, reloadInPlace } from '../adapters/browser/app-reload';
import { DocumentHead } from '../adapters/browser/document-head';
import { installBrowserDefaultPolicy } from '../adapters/browser/trusted-types-default-policy';
import { LIVE_SUBSCRIPTIONS_FLAG, LIVE_SUBSCRIPTIONS_WITH_CENSUS } from '../adapters/debug/live-subscriptions-flag';
import { watchNetworkReturn } from '../adapters/browser/network-return';
import { buildDefaults, loadAppConfig } from '../adapters/config/load-app-config';
import { receivePushedRegistrationInfo, type ReceiverWindow } from '../adapters/registration/pushed-registration-receiver';
import { browserPlatform } from '../adapters/composition/browser-platform';
import { createContainer } from '../adapters/composition/create-container';
import { TOKENS } from '../adapters/composition/tokens';
import { carryQuery } from '../core/routing/query-carry';
import { isAppRefresh, pathAfterReload } from '../core/routing/reload';
import { findRoute } from '../core/routing/route-table';
import { App } from './app/app';
import { ContainerProvider } from './app/container-context';
import { loadPage } from './app/page-components';
import { startAutoLogin } from './sign-in/start-auto-login';
import { startMayaLogin } from './sign-in/start-maya-login';
import { SHARED_CONFIG_WAIT_MS, showLoadFailure } from './boot/boot-shell';
import { setupI18n } from './i18n/setup-i18n';
import { yieldToMain } from './boot/yield-to-main';

const useMock = import.meta.env.VITE_USE_MOCK === 'true';
// Mock code is only reachable behind this build-time constant, so `npm run build` drops it.
const DevPanel = useMock ? lazy(() => import('../mock-server/dev-panel').then((m) => ({ default: m.DevPanel }))) : null;

/**
 * player-journey §2 "On an app refresh, the pages … reload in place; any other path is redirected to
 * /m/home" (carried query kept). Runs once, before the router reads the address.
 */
function applyRefreshRule(): void {
  if (!isAppRefresh(readDocumentLoad(window))) return;
  const target = pathAfterReload(window.location.pathname);
  if (target !== null) window.history.replaceState(null, '', carryQuery(window.location.search, target, {}));
}

/** Starts downloading the landing page's chunk while the config loads: no extra round trip at boot. */
function prefetchLandingPage(): Promise<unknown> {
  const route = findRoute(window.location.pathname);
  return loadPage(route?.id ?? 'notFound').catch(() => null);
}

async function boot(): Promise<void> {
  const rootElement = document.getElementById('root');
  if (!rootElement) return;
  const root = createRoot(rootElement);
  applyRefreshRule();
  try {
    // The landing page's chunk downloads meanwhile; the calls below do not wait for it, only the first render does.
    const landingPage = prefetchLandingPage();
    // The entry's early requests (boot-shell-entry.ts): its app-config.json response, its settings call.
    const early = takeOver();
    const [config, settingsCall, earlyCalls, mockSignIn, mockPush] = await Promise.all([
      loadAppConfig(import.meta.env.BASE_URL, buildDefaults(import.meta.env), appConfigFetch(early, globalThis.fetch.bind(globalThis))),
      early?.settings ?? null,
      early?.calls ?? [],
      // Mock builds: the slider and the fake sign-in instead of geetest and Firebase.
      useMock ? import('../adapters/composition/mock-sign-in-module').then((m) => m.mockSignInModule) : null,
      // Mock builds: the fake push messaging (no Firebase, no service worker of ours: msw's owns /m/).
      useMock ? import('../adapters/composition/mock-push-module').then((m) => m.mockPushModule) : null,
      useMock ? import('../mock-server/browser').then((mock) => mock.startMockWorker()) : null,
    ]);
    let currentLanguage = (): string => 'CN';
    const platform = {
      ...browserPlatform(() => currentLanguage(), navigator.languages ?? [navigator.language]),
      overrides: [mockSignIn, mockPush].filter((m) => m !== null),
      prefetched: [...(settingsCall ? [settingsCall] : []), ...earlyCalls],
    };
    const container = createContainer(config, platform);
    container.bind(TOKENS.DocumentHead).toConstantValue(new DocumentHead(document));
    const language = container.get(TOKENS.LanguageSetting);
    currentLanguage = () => language.current;
    // player-journey §4 "WEBCLIP flag": set before anything asks how the app runs.
    container.get(TOKENS.RecordWebclipFlag).execute(window.location.search);

    // Start-up in short tasks (a slow phone's main thread stays free for input and paint): the wiring above, then the
    // status query, then the rest.
    await yieldToMain();
    // player-journey §3 "Pushed registration info": the app wrapper's push, before the status query reads it.
    const pushed = container.get(TOKENS.PushedRegistrationInfo);
    receivePushedRegistrationInfo(window as unknown as ReceiverWindow, (raw) => pushed.accept(raw));

    // Boot calls for a guest: status, consolidated settings, manifest (shell issue: at most 3).
    const statusCheck = container.get(TOKENS.CheckSystemStatus);
    const checkStatus = () => void statusCheck.execute({ url: window.location.href, originalDomain: window.location.host });
    checkStatus();
    await yieldToMain();
    // When the network comes back: the status ping, then the status again (core/shell/status-ping.ts).
    watchNetworkReturn(window, () => void container.get(TOKENS.RecheckOnReconnect).execute());
    container.get(TOKENS.AdoptQueryToken).execute(window.location.search);
    container.get(TOKENS.RememberAffiliate).execute(window.location.host, new URLSearchParams(window.location.search));
    container.get(TOKENS.SessionLifecycle).start();
    startAutoLogin(container, platform.localStore, platform.navigator, window.location);
    startMayaLogin(container, platform.navigator, window.location.search);
    const sharedConfig = container.get(TOKENS.SharedConfigStore);
    const sharedLoaded = sharedConfig.execute();
    // The manifest follows the language (a server may localise its name): installed now, again after a switch.
    const manifest = container.get(TOKENS.InstallManifest);
    void sharedLoaded.then(() => language.language$.subscribe(() => void manifest.execute()));
    // Field data for operators (docs/decisions.md "Vitals for operators"): off unless app-config.json names a URL.
    void container.get(TOKENS.ReportVitals).execute().catch(() => undefined);
    // player-journey §4 "Update detection": its code is downloaded after boot, first check 1.5 s after start.
    void container.get(TOKENS.WatchForUpdates)().then((watcher) => watcher.start()).catch(() => undefined);

    // Initial splash (shell §2): hidden after load and remembered for the session, so a reload skips it.
    const splash = container.get(TOKENS.SplashMemory);
    if (!splash.shouldShow()) rootElement.querySelector('.boot-splash')?.remove();

    // The shared settings (banners, flags) before the first render, for at most SHARED_CONFIG_WAIT_MS: the boot
    // shell is on screen meanwhile, and a banner frame arriving after the first render would push the page down.
    const [i18n] = await Promise.all([
      setupI18n(language.current),
      landingPage,
      Promise.race([sharedLoaded, new Promise((done) => setTimeout(done, SHARED_CONFIG_WAIT_MS))]),
    ]);
    // A transition: React renders in slices that yield to the browser (the boot shell is already on screen, so
    // nothing is gained by one long task, and a slow phone's main thread stays responsive).
    startTransition(() =>
      root.render(
        <StrictMode>
          <I18nextProvider i18n={i18n}>
            <ContainerProvider container={container}>
              <App navigator={platform.navigator} onRetryStatus={checkStatus} />
              {DevPanel && (
                <Suspense fallback={null}>
                  <DevPanel merchantCode={config.merchantCode} />
                </Suspense>
              )}
            </ContainerProvider>
          </I18nextProvider>
        </StrictMode>,
      ),
    );
    splash.markHidden();
  } catch (error) {
    console.error('boot failed', error);
    // React has rendered nothing yet: the entry's plain failure screen takes #root.
    showLoadFailure(document, () => reloadInPlace(window));
  }
}

// Before any third party (or the mock's worker) can run: plain strings at script and HTML sinks go through it
// (docs/decisions.md "Trusted Types").
installBrowserDefaultPolicy();
// The mock backend's zod probes for eval (Function('')) as it builds a schema unless told not to, before it is
// imported: under Trusted Types the probe is a violation, caught or not.
if (useMock) Object.assign(globalThis, { __zod_globalConfig: { jitless: true } });
// The endurance run's subscription counter (docs/decisions.md "Endurance run"): downloaded and installed before
// boot only when the page asks for it.
if (LIVE_SUBSCRIPTIONS_FLAG in globalThis) {
  void import('../adapters/debug/live-subscription-counter')
    .then((counter) => {
      const scope = globalThis as unknown as Record<string, unknown>;
      counter.installLiveSubscriptionCounter(scope, scope[LIVE_SUBSCRIPTIONS_FLAG] === LIVE_SUBSCRIPTIONS_WITH_CENSUS);
    })
    .catch(() => undefined)
    .then(boot);
} else {
  void boot();
}
