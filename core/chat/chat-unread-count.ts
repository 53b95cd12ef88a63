import { BehaviorSubject, type Observable, type Subscription } from 'rxjs';
import type { ApiClient } from '../http/api-client';
import { endpoints } from '../http/endpoints';
import type { Cancel, Scheduler } from '../runtime/ports';
import type { ChatViewer } from './chat-access';
import type { PageVisibility } from './ports';
import { decodeUnreadCount } from './unread-count';

/** docs/decisions.md "Chat": the unread badge is refreshed every 30 s while the page is visible. */
export const UNREAD_REFRESH_MS = 30_000;

/**
 * The chat footer button's unread badge (player-journey §2 "Chat footer button with unread badge"):
 * CBS_unreadCount asked when a member who may chat appears, again every 30 s while the page is visible,
 * at once when it becomes visible again; nothing while hidden, and never for guests, type 4 or CBS3 off
 * (player-journey §5 "no unread count"). null: no badge.
 */
export class ChatUnreadCount {
  private readonly subject = new BehaviorSubject<number | null>(null);
  readonly count$: Observable<number | null> = this.subject.asObservable();

  /** A member who may chat, with a session: only they have a count. Nobody is, until the viewer is known. */
  private eligible = false;
  private visible = false;
  /** Bumped when the viewer changes and on stop: an answer asked for before is dropped. */
  private generation = 0;
  private pending: number | null = null;
  private cancelTimer: Cancel | null = null;

  constructor(
    private readonly api: ApiClient,
    private readonly viewer$: Observable<ChatViewer>,
    private readonly visibility: PageVisibility,
    private readonly scheduler: Scheduler,
    private readonly refreshMs: number = UNREAD_REFRESH_MS,
  ) {}

  get count(): number | null {
    return this.subject.value;
  }

  /** Starts following the viewer and the page's visibility; the returned function stops it all. */
  start(): () => void {
    this.visible = this.visibility.isVisible();
    const stopVisibility = this.visibility.onChange((visible) => this.visibilityChanged(visible));
    const subscription: Subscription = this.viewer$.subscribe((viewer) => this.viewerChanged(viewer));
    return () => {
      subscription.unsubscribe();
      stopVisibility();
      this.stopTimer();
      this.generation++;
      this.pending = null;
    };
  }

  private viewerChanged(viewer: ChatViewer): void {
    this.eligible = viewer.access === 'allowed' && viewer.token !== null;
    this.generation++;
    this.pending = null;
    this.stopTimer();
    if (this.subject.value !== null) this.subject.next(null); // another member's count (or none) is not this one's
    if (this.eligible && this.visible) void this.refresh();
  }

  private visibilityChanged(visible: boolean): void {
    if (visible === this.visible) return;
    this.visible = visible;
    if (!visible) this.stopTimer();
    else if (this.eligible) void this.refresh();
  }

  private async refresh(): Promise<void> {
    const generation = this.generation;
    if (this.pending === generation) return;
    this.pending = generation;
    this.stopTimer();
    let count: number | null = null;
    try {
      count = decodeUnreadCount((await this.api.get(endpoints.unreadCount)).value);
    } catch {
      // A failed refresh keeps the badge as it was; the next one may succeed.
    }
    if (generation !== this.generation) return;
    this.pending = null;
    if (count !== null) this.subject.next(count);
    // Still the same eligible viewer: any viewer change bumped the generation and the answer was dropped above.
    if (this.visible) {
      this.cancelTimer = this.scheduler.after(this.refreshMs, () => {
        this.cancelTimer = null;
        void this.refresh();
      });
    }
  }

  private stopTimer(): void {
    this.cancelTimer?.();
    this.cancelTimer = null;
  }
}
