import { After, AfterAll, Before, BeforeAll, setDefaultTimeout, setWorldConstructor, World } from '@cucumber/cucumber';
import { AUTO_LOGIN_KEY } from '../../core/runtime/storage-keys';
import type { Container } from 'inversify';
import { systemClock } from '../../adapters/browser/browser-facilities';
import { createContainer } from '../../adapters/composition/create-container';
import { BrowserRegistrationContext } from '../../adapters/registration/browser-registration-context';
import { TOKENS } from '../../adapters/composition/tokens';
import type { Envelope } from '../../core/http/model';
import type { LoginOutcome } from '../../core/session/login';
import { RecordingPageExit } from '../../core/testing/domain-failover-fakes';
import { InMemoryStore } from '../../core/testing/in-memory-store';
import { ManualTime } from '../../core/testing/manual-scheduler';
import { RecordingNavigator } from '../../core/testing/recording-notifier';
import { mockServer, resetMock } from '../../mock-server/node';
import { HandlerTransport } from './handler-transport';

/** The API origin the steps talk to; the mock backend's handlers answer it. */
const API_ORIGIN = 'https://m.demo.test';

/**
 * Which wiring runs the scenarios (cucumber profiles): "http" is core + axios over msw/node's
 * interception; "core" hands requests straight to the mock's handlers (features/support/handler-transport.ts).
 */
const WIRING = process.env.WIRING === 'core' ? 'core' : 'http';

setDefaultTimeout(15_000);

BeforeAll(() => {
  if (WIRING === 'http') mockServer.listen({ onUnhandledRequest: 'error' });
});
AfterAll(() => mockServer.close());
Before(() => resetMock());

/**
 * One player on one phone: the app's own composition root (core + axios + the lazy cipher) wired to the
 * mock backend, with storage in memory, a recording navigator and a hand-driven scheduler.
 */
export class PlayerWorld extends World {
  container!: Container;
  time = new ManualTime();
  navigator = new RecordingNavigator();
  localStore = new InMemoryStore();
  sessionStore = new InMemoryStore();
  network = { secure: true, online: true };
  /** The Language header the request layer sends (the app's current language). */
  language = 'EN';
  lastCall: Promise<Envelope> | null = null;
  lastResult: { ok: true; envelope: Envelope } | { ok: false; error: unknown } | null = null;
  sentLoginPayload: unknown = null;
  parallelResults: PromiseSettledResult<Envelope>[] = [];
  loginOutcome: LoginOutcome | null = null;
  readonly tokens = TOKENS;

  /** Every page this scenario opened; the After hook waits for each one's calls. */
  readonly pages: Container[] = [];

  useSite(merchantCode: string, protocol: 'https' | 'http'): void {
    this.network.secure = protocol === 'https';
    // A new page replaces the one on screen: the old one's session watch stops, as a closed page's does.
    if (this.container) this.container.get(TOKENS.SessionLifecycle).stop();
    this.container = createContainer(
      { merchantCode, apiBaseUrl: API_ORIGIN },
      {
        clock: systemClock,
        scheduler: this.time,
        sessionStore: this.sessionStore,
        localStore: this.localStore,
        network: { isSecure: () => this.network.secure, isOnline: () => this.network.online },
        navigator: this.navigator,
        pageExit: new RecordingPageExit(),
        currentLanguage: () => this.language,
        ...(WIRING === 'core' ? { transport: new HandlerTransport(API_ORIGIN) } : {}),
      },
    );
    // Node has no page: the phone's page is the site's home, so registrations and the Maya login send its
    // address and host as a browser does (the mock refuses them empty).
    this.pages.push(this.container);
    const page = { href: `${API_ORIGIN}/m/home`, host: new URL(API_ORIGIN).host, search: '' };
    this.container
      .rebind(TOKENS.RegistrationContext)
      .toDynamicValue((context) => new BrowserRegistrationContext(context.container.get(TOKENS.DeviceIdentity), context.container.get(TOKENS.RunMode), () => page));
  }

  get api() {
    return this.container.get(TOKENS.ApiClient);
  }
  get notices() {
    return this.container.get(TOKENS.NoticeCenter);
  }
  get session() {
    return this.container.get(TOKENS.SessionState);
  }
  /** The registration screen's flow, as the page resolves it (features/steps/registration.steps.ts). */
  get registrationFlow() {
    return this.container.get(TOKENS.RegistrationFlow);
  }
  get autoLoginOff(): boolean {
    return this.localStore.get(AUTO_LOGIN_KEY) === '0';
  }

  async settle(call: Promise<Envelope>): Promise<void> {
    this.lastCall = call;
    try {
      this.lastResult = { ok: true, envelope: await call };
    } catch (error) {
      this.lastResult = { ok: false, error };
    }
  }
}

setWorldConstructor(PlayerWorld);

/** The longest the After hook waits for a scenario's own calls to answer. */
const SETTLE_AFTER_MS = 5_000;

After(async function (this: PlayerWorld) {
  this.time.advance(10_000); // lets scheduled toast hides run so nothing leaks into the next scenario
  // A call a scenario set off without waiting for it (a logout's push unsubscribe) must answer before the next
  // scenario resets the mock, or it lands in that scenario's request log.
  // Every page the scenario opened (a reopened site leaves the first one's calls in flight too).
  const settled = Promise.all(
    this.pages.map(async (page) => {
      const lifecycle = page.get(this.tokens.SessionLifecycle);
      await lifecycle.whenIdle();
      await lifecycle.whenIdle();
    }),
  );
  await Promise.race([settled, new Promise((done) => setTimeout(done, SETTLE_AFTER_MS))]);
  // The scenario's pages close: their session watches stop. A call the time advance above set off (a poll) can still
  // answer after the next scenario has reset the mock, where this page's token is unknown: the page would then be
  // signed out and unsubscribe its push token in that scenario's request log (seen once on a busy machine: "No vapid
  // key … no push call" read "unsubscribeAll fcm-1", the token of the scenario before it).
  for (const page of this.pages) page.get(this.tokens.SessionLifecycle).stop();
});
