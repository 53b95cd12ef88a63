import { describe, expect, it } from 'vitest';
import { InMemoryStore } from '../../core/testing/in-memory-store';
import { PENDING_REDIRECT_KEY, SessionPendingRedirectStore } from './session-pending-redirect-store';

describe('the pending redirect (player-journey §4 "the channel is kept in session storage before the redirect")', () => {
  it('writes, reads back and clears the channel under firebaseChannel', () => {
    const session = new InMemoryStore();
    const store = new SessionPendingRedirectStore(session);
    expect(store.read()).toBeNull();
    store.write('line');
    expect(session.get(PENDING_REDIRECT_KEY)).toBe('line');
    expect(store.read()).toBe('line');
    store.clear();
    expect(session.get(PENDING_REDIRECT_KEY)).toBeNull();
    expect(store.read()).toBeNull();
  });

  it('a stored value that is not a social channel reads as none', () => {
    const session = new InMemoryStore();
    session.set(PENDING_REDIRECT_KEY, 'wechat');
    expect(new SessionPendingRedirectStore(session).read()).toBeNull();
  });
});
