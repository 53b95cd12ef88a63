import { distinctUntilChanged, Observable } from 'rxjs';
import type { SessionInfo } from '../session-state/session-info';
import { chatAccess, type ChatViewer } from './chat-access';

const UNSET = Symbol('unset');

/**
 * The chat viewer as a stream: CBS3, the member type and the session token together, once each source
 * has given a value. (rxjs' combineLatest would do the same, but it and its helpers cost about 3 kB of
 * the first load for this one stream: docs/decisions.md "Chat".)
 */
export function chatViewer$(
  chatOptionOn$: Observable<boolean>,
  session$: Observable<SessionInfo | null>,
  memberType$: Observable<number>,
): Observable<ChatViewer> {
  return new Observable<ChatViewer>((subscriber) => {
    let on: boolean | typeof UNSET = UNSET;
    let session: SessionInfo | null | typeof UNSET = UNSET;
    let type: number | typeof UNSET = UNSET;
    const emit = () => {
      if (on === UNSET || session === UNSET || type === UNSET) return;
      subscriber.next({ access: chatAccess(on, type), token: session?.token ?? null });
    };
    const subscriptions = [
      chatOptionOn$.subscribe({ next: (value) => ((on = value), emit()), error: (e: unknown) => subscriber.error(e) }),
      session$.subscribe({ next: (value) => ((session = value), emit()), error: (e: unknown) => subscriber.error(e) }),
      memberType$.subscribe({ next: (value) => ((type = value), emit()), error: (e: unknown) => subscriber.error(e) }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }).pipe(distinctUntilChanged((a, b) => a.access === b.access && a.token === b.token));
}
