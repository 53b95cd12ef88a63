import { describe, expect, it } from 'vitest';
import type { TrackingEventName } from '../../core/tracking/ports';
import { LazyTracking, type TrackingRuntime } from './lazy-tracking';

function runtime(events: string[]): TrackingRuntime {
  return {
    tracking: { record: (event: TrackingEventName) => void events.push(event), idle: () => Promise.resolve() },
    start: (search) => void events.push(`start ${search}`),
  };
}

describe('LazyTracking: the first load\'s tracking port', () => {
  it('downloads nothing before the first event or view; then keeps the order, starts once with the landing query', async () => {
    const events: string[] = [];
    let loads = 0;
    const lazy = new LazyTracking(() => (loads++, Promise.resolve(runtime(events))), () => '?utm_source=fb');
    expect(loads).toBe(0);
    lazy.record('login', {});
    lazy.viewed('/m/home');
    lazy.viewed('/m/home');
    lazy.viewed('/m/game');
    await lazy.settled();
    expect(events).toEqual(['login', 'start ?utm_source=fb', 'viewContent', 'viewContent']);
    expect(loads).toBe(1);
  });

  it('a failed download drops the event without a rejection; the next event tries again', async () => {
    const events: string[] = [];
    let fail = true;
    const lazy = new LazyTracking(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve(runtime(events))), () => '');
    lazy.record('login', {});
    await expect(lazy.settled()).resolves.toBeUndefined();
    fail = false;
    lazy.record('deposit', {});
    await lazy.settled();
    expect(events).toEqual(['deposit']);
  });
});
