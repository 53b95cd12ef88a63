import { BehaviorSubject, type Observable, type Subscription } from 'rxjs';
import type { ChatViewer } from '../../core/chat/chat-access';

/** What the downloaded badge code offers (core/chat/chat-unread-count.ts). */
export interface UnreadCountSource {
  readonly count$: Observable<number | null>;
  start(): () => void;
}

/**
 * The unread badge, with its code downloaded only when a member who may chat first appears: guests,
 * type 4 and merchants without CBS3 never fetch it. A failed download leaves no badge and is tried again
 * on the next such viewer.
 */
export class LazyChatUnreadCount {
  private readonly subject = new BehaviorSubject<number | null>(null);
  readonly count$: Observable<number | null> = this.subject.asObservable();

  constructor(
    private readonly viewer$: Observable<ChatViewer>,
    private readonly load: () => Promise<UnreadCountSource>,
  ) {}

  get count(): number | null {
    return this.subject.value;
  }

  /** Follows the viewer until the returned function is called. */
  start(): () => void {
    let stopped = false;
    let loading = false;
    let inner: { subscription: Subscription; stop: () => void } | null = null;
    const watch = this.viewer$.subscribe((viewer) => {
      if (viewer.access !== 'allowed' || inner || loading) return;
      loading = true;
      this.load().then(
        (source) => {
          loading = false;
          if (stopped) return;
          const subscription = source.count$.subscribe((count) => this.subject.next(count));
          inner = { subscription, stop: source.start() };
        },
        () => {
          loading = false; // no badge; the next viewer who may chat tries again
        },
      );
    });
    return () => {
      stopped = true;
      watch.unsubscribe();
      inner?.stop();
      inner?.subscription.unsubscribe();
      inner = null;
    };
  }
}
