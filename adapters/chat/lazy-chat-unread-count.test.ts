import { BehaviorSubject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { ChatViewer } from '../../core/chat/chat-access';
import { LazyChatUnreadCount, type UnreadCountSource } from './lazy-chat-unread-count';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function rig(initial: ChatViewer, failFirst = false) {
  const viewer = new BehaviorSubject(initial);
  const inner = new BehaviorSubject<number | null>(null);
  const log: string[] = [];
  let loads = 0;
  const source: UnreadCountSource = {
    count$: inner,
    start: () => {
      log.push('start');
      return () => log.push('stop');
    },
  };
  const lazy = new LazyChatUnreadCount(viewer, () => {
    loads++;
    return failFirst && loads === 1 ? Promise.reject(new Error('chunk')) : Promise.resolve(source);
  });
  return { viewer, inner, log, lazy, loads: () => loads };
}

describe('LazyChatUnreadCount: the badge code is downloaded only for a member who may chat', () => {
  it('guests, type 4 and CBS3 off download nothing', async () => {
    const r = rig({ access: 'login-required', token: null });
    r.lazy.start();
    r.viewer.next({ access: 'no-permissions', token: 'T' });
    r.viewer.next({ access: 'hidden', token: 'T' });
    await flush();
    expect(r.loads()).toBe(0);
    expect(r.lazy.count).toBeNull();
  });

  it('the first member who may chat downloads it once and the count flows through', async () => {
    const r = rig({ access: 'allowed', token: 'T1' });
    const stop = r.lazy.start();
    r.viewer.next({ access: 'allowed', token: 'T2' });
    await flush();
    expect(r.loads()).toBe(1);
    r.inner.next(3);
    expect(r.lazy.count).toBe(3);
    stop();
    expect(r.log).toEqual(['start', 'stop']);
  });

  it('a failed download leaves no badge and is tried again on the next viewer', async () => {
    const r = rig({ access: 'allowed', token: 'T1' }, true);
    r.lazy.start();
    await flush();
    expect(r.log).toEqual([]);
    r.viewer.next({ access: 'allowed', token: 'T2' });
    await flush();
    expect(r.loads()).toBe(2);
    expect(r.log).toEqual(['start']);
  });
});
