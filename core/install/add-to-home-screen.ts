import { BehaviorSubject, type Observable } from 'rxjs';
import type { RunFactsSource } from '../device/ports';
import { decideRunMode } from '../device/run-mode';
import type { KeyValueStore } from '../runtime/ports';
import type { Cancel, Scheduler } from '../runtime/ports';
import type { ExternalLinkOpener } from '../customer-service/ports';
import { text } from '../notice/model';
import type { OpenPrompts } from '../notice/open-prompts';
import type { Notifier } from '../notice/ports';
import type { InstallWebApp } from './install-web-app';
import { A2HS_COUNT_KEY } from './install-keys';
import { iosInstallFlow } from './ios-install-flow';
import {
  DISMISSALS_PER_SESSION,
  INSTALL_PROMPT_POLL_MS,
  INSTALL_PROMPT_POLLS,
  SHEET_DELAY_MS,
  showsOnPath,
  type InstallSheet,
} from './model';

export interface AddToHomeScreenDeps {
  readonly scheduler: Scheduler;
  readonly session: KeyValueStore;
  readonly runFacts: RunFactsSource;
  /** True while maintenance or region restriction is active (CheckSystemStatus). */
  readonly restricted: () => boolean;
  readonly prompts: OpenPrompts;
  readonly installer: InstallWebApp;
  readonly notifier: Notifier;
  readonly opener: ExternalLinkOpener;
  /** The iOS profile's URL (download resources, MOBILECONFIG), asked only when an older iOS needs it. */
  readonly profileUrl: () => Promise<string | null>;
}

const HIDDEN: InstallSheet = { kind: 'hidden' };

/**
 * The add-to-home-screen bottom sheet (player-journey §4 "Add-to-home-screen prompt", §5 "iOS install
 * flow"; docs/decisions.md "Add-to-home-screen"). The UI calls `enter(path)` on every route and renders `sheet$`.
 */
export class AddToHomeScreen {
  private readonly subject = new BehaviorSubject<InstallSheet>(HIDDEN);
  readonly sheet$: Observable<InstallSheet> = this.subject.asObservable();
  private pending: Cancel | null = null;
  private release: (() => void) | null = null;
  private profile: Promise<string | null> | null = null;

  constructor(private readonly deps: AddToHomeScreenDeps) {
    deps.installer.onInstalled(() => this.hide());
  }

  get sheet(): InstallSheet {
    return this.subject.value;
  }

  /** "shown after about 1 s" on /, /m/home and /m/index.html; leaving them hides it (not a dismissal). */
  enter(path: string): void {
    this.cancelPending();
    if (!showsOnPath(path)) {
      this.hide();
      return;
    }
    if (this.sheet.kind !== 'hidden') return;
    this.pending = this.deps.scheduler.after(SHEET_DELAY_MS, () => this.offer(0));
  }

  /** The Install button: the browser's prompt; accepted means installed, anything else counts as a dismissal. */
  async install(): Promise<void> {
    const outcome = await this.deps.installer.execute();
    // Stryker disable next-line ConditionalExpression,StringLiteral: equivalent, an accepted prompt marks the app installed and countDismissal skips an installed app
    if (outcome !== 'accepted') this.countDismissal();
    this.hide();
  }

  /** The Close button: "Dismissal increments a session counter". */
  close(): void {
    if (this.sheet.kind === 'hidden') return;
    this.countDismissal();
    this.hide();
  }

  /** iOS before 17: "a go-to-settings notice, then the profile opens". */
  async downloadProfile(): Promise<void> {
    const url = await (this.profile ??= this.deps.profileUrl());
    await this.deps.notifier.notice(text('a2hs_ios_settings'), { title: text('a2hs_title') });
    if (url) this.deps.opener.open(url);
    this.hide();
  }

  /** Stops timers (page teardown, tests). */
  dispose(): void {
    this.cancelPending();
    this.hide();
  }

  private offer(attempt: number): void {
    this.pending = null;
    if (this.skipped()) return;
    const facts = this.deps.runFacts.read();
    const mode = decideRunMode(facts);
    if (mode.isIos) {
      // iOS has no install event: the guide instead (player-journey §5 "iOS install flow").
      if (iosInstallFlow(facts.userAgent) === 'tip') this.show({ kind: 'ios-tip' });
      else {
        this.profile ??= this.deps.profileUrl();
        this.show({ kind: 'ios-profile' });
      }
      return;
    }
    if (this.deps.installer.available()) {
      this.show({ kind: 'install' });
      return;
    }
    // "Polls up to 20 times at 150 ms for the browser install prompt."
    if (attempt + 1 < INSTALL_PROMPT_POLLS) this.pending = this.deps.scheduler.after(INSTALL_PROMPT_POLL_MS, () => this.offer(attempt + 1));
  }

  /** "Suppressed while maintenance or region restriction is active. Skipped when another prompt is open or the app is already installed or in home-screen mode." */
  private skipped(): boolean {
    if (this.dismissals() >= DISMISSALS_PER_SESSION) return true;
    if (this.deps.installer.installed) return true;
    if (this.deps.restricted()) return true;
    // Stryker disable next-line StringLiteral: equivalent, offer() runs only while the sheet is hidden, so its own claim is never held here
    if (this.deps.prompts.anotherOpen('add-to-home-screen')) return true;
    return decideRunMode(this.deps.runFacts.read()).runMode !== 'browser';
  }

  private dismissals(): number {
    const count = Number(this.deps.session.get(A2HS_COUNT_KEY));
    return Number.isFinite(count) ? count : 0;
  }

  private countDismissal(): void {
    if (this.deps.installer.installed) return;
    this.deps.session.set(A2HS_COUNT_KEY, String(this.dismissals() + 1));
  }

  private show(sheet: InstallSheet): void {
    this.release ??= this.deps.prompts.claim('add-to-home-screen');
    this.subject.next(sheet);
  }

  private hide(): void {
    this.release?.();
    this.release = null;
    if (this.sheet.kind !== 'hidden') this.subject.next(HIDDEN);
  }

  private cancelPending(): void {
    this.pending?.();
    this.pending = null;
  }
}
