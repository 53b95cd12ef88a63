import { BehaviorSubject, type Observable } from 'rxjs';
import { loadAppDownloadAnnouncements, type AppDownloadAnnouncement } from '../announcements/app-download-announcements';
import type { ExternalLinkOpener } from '../customer-service/ports';
import type { RunMode } from '../device/run-mode';
import type { ApiClient } from '../http/api-client';
import { endpoints } from '../http/endpoints';
import type { Envelope } from '../http/model';
import type { KeyValueStore } from '../runtime/ports';
import { iosInstallFlow, type IosInstallFlow } from '../install/ios-install-flow';
import type { Cancel, Clock, Scheduler } from '../runtime/ports';
import type { SessionState } from '../session/session-state';
import { text } from '../notice/model';
import type { OpenPrompts } from '../notice/open-prompts';
import type { Notifier } from '../notice/ports';
import { customerPayload } from '../tracking/customer-payload';
import type { TrackingPort } from '../tracking/ports';
import { decodeDownloadResources, decodePromptSettings, decodePromptStats } from './decode-settings';
import { showsDownloadBar } from './download-bar';
import { downloadTarget, type DownloadTarget } from './download-target';
import type { DownloadResources, PromptLook, PromptMember, PromptRoute, PromptSettings, PromptStats } from './model';
import { decidePrompt, promptLook } from './prompt-policy';
import type { PromptStatsObserver, WebAppInstaller } from './ports';

/** player-journey §9 "Deposit and withdrawal stats polling: every 30 s". */
export const STATS_POLL_MS = 30_000;

/** Session storage (docs/decisions.md "App-download prompt policy"). */
export const FORCED_KEY = 'appDownloadForced';
export const CLOSED_COUNT_KEY = 'appDownloadClosed';
/** shell §4 "Download bar and app window: flags are kept in session storage (hideDownloadBar)". */
export const HIDE_DOWNLOAD_BAR_KEY = 'hideDownloadBar';

/** The download bar: bottom_app_desc as its text (null: the UI's own). */
export interface DownloadBarView {
  readonly text: string | null;
}

/** The install modal as the UI shows it. */
export interface InstallModalView extends PromptLook {
  readonly forced: boolean;
  readonly route: PromptRoute;
  readonly download: DownloadTarget | null;
  readonly icon: string | null;
  readonly canInstall: boolean;
  /**
   * On iOS (shell §4): 'tip' (17 or later) shows the download tip once the download button was used;
   * 'profile' (earlier) makes the button show the go-to-settings notice and then open the provisioning file.
   */
  readonly ios: IosInstallFlow | null;
  /** iOS 17 or later, the download button was used: the download tip shows. */
  readonly tipShown: boolean;
}

export interface AppDownloadPromptDeps {
  readonly api: ApiClient;
  readonly state: SessionState;
  readonly sessionStore: KeyValueStore;
  readonly clock: Clock;
  readonly scheduler: Scheduler;
  readonly openPrompts: OpenPrompts;
  readonly runMode: () => RunMode;
  readonly userAgent: () => string;
  /** The page's origin (the domain rule and the redirect page). */
  readonly origin: () => string;
  readonly tracking: TrackingPort;
  readonly installer: WebAppInstaller;
  readonly statsObserver: PromptStatsObserver;
  /** The go-to-settings notice of the iOS profile flow. */
  readonly notifier: Notifier;
  /** Opens the provisioning file after that notice. */
  readonly opener: ExternalLinkOpener;
}

/**
 * The app-download prompt (player-journey §4, shell §4): decides with `decidePrompt` on the routes that carry
 * it (stats polled every 30 s while a member is there), the game view and the player's own request; opens the
 * install modal (`view$`), keeps "forced" for the session and counts closes. Skipped while another prompt is
 * open, or in the app or a home-screen app. Its calls are quiet (their catalogue rows turn alerts off, shell §8):
 * a failure shows no notice.
 */
export class AppDownloadPrompt {
  private readonly view = new BehaviorSubject<InstallModalView | null>(null);
  private readonly bar = new BehaviorSubject<DownloadBarView | null>(null);
  private readonly notes = new BehaviorSubject<readonly AppDownloadAnnouncement[]>([]);
  private settings: Promise<PromptSettings> | null = null;
  private release: (() => void) | null = null;
  /**
   * The route visit whose closable prompt was closed: not shown again until the route is left (entering it
   * again is a new visit, so this never needs clearing).
   */
  private closedVisit: object | null = null;
  /** The modal's current opening (null while closed): announcements that come late are shown only in the opening that asked. */
  private opening: object | null = null;
  private shownVisit: object | null = null;
  private readonly inFlight = new Set<Promise<void>>();

  readonly view$: Observable<InstallModalView | null> = this.view.asObservable();
  /** The download bar on home (shell §4 "Download bar and app window"). */
  readonly downloadBar$: Observable<DownloadBarView | null> = this.bar.asObservable();
  /**
   * The app_download announcements the install modal shows (player-journey §7 "types PR, platform M, category
   * app_download"): asked each time the modal opens, [] until they come.
   */
  readonly announcements$: Observable<readonly AppDownloadAnnouncement[]> = this.notes.asObservable();

  constructor(private readonly deps: AppDownloadPromptDeps) {}

  get current(): InstallModalView | null {
    return this.view.value;
  }

  get announcements(): readonly AppDownloadAnnouncement[] {
    return this.notes.value;
  }

  /** A prompt-carrying route is shown until the returned function runs. */
  enter(route: Exclude<PromptRoute, 'request' | 'in-game'>): Cancel {
    const visit = {};
    let left = false;
    let cancelPoll: Cancel | null = null;
    const tick = async () => {
      const stats = await this.stats();
      if (left) return;
      await this.decideAndShow(route, stats, visit);
      // player-journey §9: polled every 30 s while a member is signed in and the route is shown.
      if (!left && this.deps.state.session) cancelPoll = this.deps.scheduler.after(STATS_POLL_MS, () => this.track(tick()));
    };
    this.track(tick());
    return () => {
      left = true;
      cancelPoll?.();
    };
  }

  /** The game view's InGamePrompt fired (in_game_popup_interval seconds after the game started). */
  inGame(): Promise<void> {
    return this.track(this.stats().then((stats) => this.decideAndShow('in-game', stats, {})));
  }

  /** The player asked for the app (the home action button, or closing the download bar). */
  request(): Promise<void> {
    return this.track(this.decideAndShow('request', null, {}));
  }

  /** Resolves once every decision under way has finished (the features wait on it). */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  private track(work: Promise<void>): Promise<void> {
    const done = work.catch(() => undefined);
    this.inFlight.add(done);
    void done.then(() => this.inFlight.delete(done));
    return done;
  }

  /** Closable only: records the close in session data with a counter. */
  close(): void {
    const view = this.view.value;
    if (!view || view.forced) return;
    const count = Number(this.deps.sessionStore.get(CLOSED_COUNT_KEY)) || 0;
    this.deps.sessionStore.set(CLOSED_COUNT_KEY, String(count + 1));
    this.closedVisit = this.shownVisit;
    this.hide();
  }

  /**
   * The download link was used: the downloadApp tracking event (player-journey §3); on iOS 17 or later the
   * download tip shows (shell §4 "On iOS 17 a download tip shows").
   */
  recordDownload(): void {
    const session = this.deps.state.session;
    this.deps.tracking.record('downloadApp', session ? customerPayload(session) : {});
    const view = this.view.value;
    if (view?.ios === 'tip' && !view.tipShown) this.view.next({ ...view, tipShown: true });
  }

  /**
   * The download button on iOS before 17 (shell §4 "a go-to-settings notice appears and then a provisioning
   * file opens"; player-journey §5): the modal steps aside while the notice shows (a dialog of its own, not
   * a close), the file opens once the notice is confirmed, and the modal comes back.
   */
  async downloadProfile(): Promise<void> {
    const view = this.view.value;
    if (view?.ios !== 'profile' || !view.download) return;
    this.recordDownload();
    this.view.next(null);
    await this.deps.notifier.notice(text('a2hs_ios_settings'), { title: text('app_download_title') });
    this.deps.opener.open(view.download.url);
    if (this.view.value === null && this.release) this.view.next(view);
  }

  async install(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
    const outcome = await this.deps.installer.install();
    if (outcome === 'accepted') this.hide();
    return outcome;
  }

  /**
   * Home shows: decides the download bar (hidden this session, app or home-screen, login, VIP level), again
   * whenever member info changes (it arrives after the page) until the returned function runs.
   */
  async watchDownloadBar(): Promise<Cancel> {
    const runMode = this.deps.runMode().runMode;
    if (this.barHidden() || runMode !== 'browser') {
      this.bar.next(null);
      return () => undefined;
    }
    const settings = await this.loadSettings();
    const subscription = this.deps.state.memberInfo$.subscribe(() => {
      const shown = showsDownloadBar({ settings, member: this.member(), runMode, hiddenThisSession: this.barHidden() });
      this.bar.next(shown ? { text: promptLook(settings).bottomDescription } : null);
    });
    return () => subscription.unsubscribe();
  }

  private barHidden(): boolean {
    return this.deps.sessionStore.get(HIDE_DOWNLOAD_BAR_KEY) === '1';
  }

  /** shell §4 / player-journey §4: "Closing it hides the bar and shows the app window". */
  async closeDownloadBar(): Promise<void> {
    this.deps.sessionStore.set(HIDE_DOWNLOAD_BAR_KEY, '1');
    this.bar.next(null);
    await this.request();
  }

  /** Where the download button leads (also the app-upgrade modal's update button). */
  async downloadLink(): Promise<DownloadTarget | null> {
    return this.target(await this.resources());
  }

  private resources(): Promise<DownloadResources> {
    return this.deps.api
      .get(endpoints.downloadSetting, { query: { domain: hostOrigin(this.deps.origin()) } })
      .then((envelope) => decodeDownloadResources(envelope.value), () => decodeDownloadResources(null));
  }

  private target(resources: DownloadResources, iosFlow: IosInstallFlow | null = null): DownloadTarget | null {
    const { inNativeApp, isIos } = this.deps.runMode();
    return downloadTarget(resources, { userAgent: this.deps.userAgent(), inNativeApp, isIos, iosFlow }, this.deps.origin());
  }

  /** Closes the modal for good (close() has already kept a forced one open). */
  private hide(): void {
    this.view.next(null);
    this.release?.();
    this.release = null;
    this.opening = null;
  }

  private member(): PromptMember | null {
    const { session, memberInfo } = this.deps.state;
    if (!session) return null;
    return { type: memberInfo?.type ?? session.type, regDate: memberInfo?.regDate ?? null, rankLevel: memberInfo?.clubLabel?.rankLevel ?? 0 };
  }

  private loadSettings(): Promise<PromptSettings> {
    this.settings ??= this.deps.api.get(endpoints.appPromptSettings).then(
      (envelope) => decodePromptSettings(envelope.success ? envelope.value : null),
      () => {
        this.settings = null;
        return decodePromptSettings(null);
      },
    );
    return this.settings;
  }

  private async stats(): Promise<PromptStats | null> {
    const session = this.deps.state.session;
    if (!session) return null;
    let envelope: Envelope;
    try {
      envelope = await this.deps.api.get(endpoints.depositWithdrawStats);
    } catch {
      return null;
    }
    const stats = envelope.success ? decodePromptStats(envelope.value) : null;
    if (stats) this.deps.statsObserver.observe(session.id, stats);
    return stats;
  }

  private async decideAndShow(route: PromptRoute, stats: PromptStats | null, visit: object): Promise<void> {
    const showing = this.view.value;
    if (showing?.forced) return;
    const runMode = this.deps.runMode();
    // shell §4 "skipped if another prompt is already open, or the app is installed or in home-screen mode".
    if (runMode.runMode !== 'browser' || this.deps.installer.installed() || this.deps.openPrompts.anotherOpen('app-download')) return;
    const settings = await this.loadSettings();
    const decision = decidePrompt({
      settings,
      member: this.member(),
      stats,
      route,
      domain: this.deps.origin(),
      session: { forcedThisSession: this.deps.sessionStore.get(FORCED_KEY) === '1' },
      now: this.deps.clock.now(),
    });
    if (decision.kind === 'none') return;
    if (!decision.forced && (showing || this.closedVisit === visit)) return;
    if (decision.forced) this.deps.sessionStore.set(FORCED_KEY, '1');
    // Asked beside the download links when the modal is about to open (not when it is already open).
    const notes = this.release ? null : loadAppDownloadAnnouncements(this.deps.api);
    const resources = await this.resources();
    if (this.deps.openPrompts.anotherOpen('app-download')) return;
    const { mode, theme, background, description, bottomDescription } = decision;
    const ios = runMode.isIos ? iosInstallFlow(this.deps.userAgent()) : null;
    if (!this.release) {
      this.release = this.deps.openPrompts.claim('app-download');
      this.opening = {};
      this.notes.next([]);
    }
    const opening = this.opening;
    this.shownVisit = visit;
    this.view.next({
      mode,
      theme,
      background,
      description,
      bottomDescription,
      forced: decision.forced,
      route,
      download: this.target(resources, ios),
      icon: resources.icon,
      canInstall: this.deps.installer.canInstall(),
      ios,
      tipShown: false,
    });
    if (!notes) return;
    const announcements = await notes;
    // Still the same opening: the modal did not close (or close and open again) meanwhile.
    if (this.opening === opening) this.notes.next(announcements);
  }
}

/** The domain query of WPSCORE_getDownloadSetting: the page's host. */
function hostOrigin(origin: string): string {
  try {
    return new URL(origin).host;
  } catch {
    return origin;
  }
}
