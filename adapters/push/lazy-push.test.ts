import { describe, expect, it } from 'vitest';
import type { PushPort } from '../../core/push/ports';
import { LazyPush } from './lazy-push';

describe('the lazily downloaded push port (docs/decisions.md "Push notifications")', () => {
  it('downloads nothing until used; then hands both calls over', async () => {
    const calls: string[] = [];
    let loads = 0;
    const real: PushPort = {
      bindAndSubscribe: async (topic) => void calls.push(`bind ${topic}`),
      unsubscribeAll: async () => void calls.push('unsubscribe all'),
    };
    const lazy = new LazyPush(async () => (loads++, real));
    expect(loads).toBe(0);
    await lazy.bindAndSubscribe('ALL');
    await lazy.unsubscribeAll();
    expect(calls).toEqual(['bind ALL', 'unsubscribe all']);
  });

  it('a failed download does nothing and is tried again', async () => {
    let attempt = 0;
    const calls: string[] = [];
    const lazy = new LazyPush(async () => {
      attempt++;
      if (attempt === 1) throw new Error('chunk failed');
      return { bindAndSubscribe: async () => void calls.push('bind'), unsubscribeAll: async () => undefined };
    });
    await expect(lazy.bindAndSubscribe('ALL')).resolves.toBeUndefined();
    await lazy.bindAndSubscribe('ALL');
    expect(calls).toEqual(['bind']);
  });
});
