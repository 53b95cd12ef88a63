import { describe, expect, it } from 'vitest';
import { ManualTime } from '../testing/manual-scheduler';
import { ProcessingGuard, REGISTRATION_GUARD_RELEASE_MS } from './processing-guard';

describe('processing guard (player-journey §4 "repeat submissions blocked; the flag is released 500 ms after finish")', () => {
  it('the release delay is 500 ms (player-journey §9)', () => {
    expect(REGISTRATION_GUARD_RELEASE_MS).toBe(500);
  });

  it('a second take while held is refused', () => {
    const guard = new ProcessingGuard(new ManualTime());
    expect(guard.take()).toBe(true);
    expect(guard.take()).toBe(false);
    expect(guard.busy).toBe(true);
  });

  it('after finish the flag is still up at 499 ms and down at 500 ms', () => {
    const time = new ManualTime();
    const guard = new ProcessingGuard(time);
    guard.take();
    guard.releaseLater();
    time.advance(499);
    expect(guard.take()).toBe(false);
    time.advance(1);
    expect(guard.busy).toBe(false);
    expect(guard.take()).toBe(true);
  });

  it('releaseNow drops the flag at once (nothing was submitted)', () => {
    const guard = new ProcessingGuard(new ManualTime());
    guard.take();
    guard.releaseNow();
    expect(guard.take()).toBe(true);
  });
});
