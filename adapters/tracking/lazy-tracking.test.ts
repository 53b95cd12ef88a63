import { describe, expect, it } from 'vitest';
import { TrackStatsChanges } from '../../core/tracking/stats-events';
import { lazyTracking, type TrackingRuntime } from './lazy-tracking';

function runtime(events: string[]): TrackingRuntime {
  const tracking = { record: (event: string) => void events.push(event), idle: () => Promise.resolve() };
  return { tracking, start: (search) => void events.push(`start ${search}`), stats: new TrackStatsChanges(tracking) };
}

describe("lazyTracking: the first load's tracking port", () => {
  it('downloads nothing before the first event or view; then keeps the order, starts once with the landing query, one viewContent per new path', async () => {
    const events: string[] = [];
    let loads = 0;
    const loaded = Promise.resolve(runtime(events));
    const lazy = lazyTracking(() => (loads++, loaded), '?utm_source=fb');
    expect(loads).toBe(0);
    lazy.record('login', {});
    lazy.viewed('/m/home');
    lazy.viewed('/m/home');
    lazy.viewed('/m/game');
    await loaded;
    expect(events).toEqual(['login', 'start ?utm_source=fb', 'viewContent', 'viewContent']);
  });

  it('a failed download drops the event without an unhandled rejection; the next event tries again', async () => {
    const events: string[] = [];
    let answer: Promise<TrackingRuntime> = Promise.reject(new Error('offline'));
    const lazy = lazyTracking(() => answer, '');
    lazy.record('login', {});
    await answer.catch(() => undefined);
    answer = Promise.resolve(runtime(events));
    lazy.record('deposit', {});
    await answer;
    expect(events).toEqual(['deposit']);
  });
});
