import { BehaviorSubject, Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { aSession } from '../testing/session-harness';
import type { SessionInfo } from '../session-state/session-info';
import type { ChatViewer } from './chat-access';
import { chatViewer$ } from './chat-viewer';

describe('chatViewer$: CBS3, member type and session as one stream (player-journey §5)', () => {
  it('follows CBS3, login and the member type, without repeating an unchanged viewer', () => {
    const on = new BehaviorSubject(false);
    const session = new BehaviorSubject<SessionInfo | null>(null);
    const type = new BehaviorSubject(-1);
    const seen: ChatViewer[] = [];
    chatViewer$(on, session, type).subscribe((viewer) => seen.push(viewer));
    on.next(true);
    session.next(aSession({ token: 'T1' }));
    type.next(0);
    type.next(0);
    type.next(4);
    expect(seen).toEqual([
      { access: 'hidden', token: null },
      { access: 'login-required', token: null },
      { access: 'login-required', token: 'T1' },
      { access: 'allowed', token: 'T1' },
      { access: 'no-permissions', token: 'T1' },
    ]);
  });

  it('says nothing until every source has a value, and stops listening when unsubscribed', () => {
    for (const silent of ['CBS3', 'session', 'member type'] as const) {
      const on = silent === 'CBS3' ? new Subject<boolean>() : new BehaviorSubject(true);
      const session = silent === 'session' ? new Subject<SessionInfo | null>() : new BehaviorSubject<SessionInfo | null>(null);
      const type = silent === 'member type' ? new Subject<number>() : new BehaviorSubject(-1);
      const seen: ChatViewer[] = [];
      const subscription = chatViewer$(on, session, type).subscribe((viewer) => seen.push(viewer));
      expect(seen, silent).toEqual([]);
      on.next(true);
      session.next(null);
      type.next(-1);
      expect(seen, silent).toEqual([{ access: 'login-required', token: null }]);
      subscription.unsubscribe();
      expect([on.observed, session.observed, type.observed], silent).toEqual([false, false, false]);
    }
  });

  it('a failing source fails the stream', () => {
    for (const failing of ['CBS3', 'session', 'member type'] as const) {
      const on = new BehaviorSubject(true);
      const session = new BehaviorSubject<SessionInfo | null>(null);
      const type = new BehaviorSubject(-1);
      let failure: unknown = null;
      chatViewer$(on, session, type).subscribe({ error: (e: unknown) => (failure = e) });
      const source = { CBS3: on, session, 'member type': type }[failing];
      source.error(new Error(`${failing} stream broke`));
      expect(failure, failing).toEqual(new Error(`${failing} stream broke`));
    }
  });
});
