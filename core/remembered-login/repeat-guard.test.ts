import { describe, expect, it } from 'vitest';
import { ManualTime } from '../testing/manual-scheduler';
import { RepeatGuard } from './repeat-guard';

describe('RepeatGuard (player-journey §4 "a repeat click is blocked for 500 ms")', () => {
  it('lets the first trigger through and blocks repeats until 500 ms after it', () => {
    const time = new ManualTime();
    const guard = new RepeatGuard(time, 500);
    expect(guard.tryEnter()).toBe(true);
    time.advance(499);
    expect(guard.tryEnter()).toBe(false);
    time.advance(1);
    expect(guard.tryEnter()).toBe(true);
    expect(guard.tryEnter()).toBe(false);
  });

  it('a blocked repeat does not extend the block', () => {
    const time = new ManualTime();
    const guard = new RepeatGuard(time, 500);
    guard.tryEnter();
    time.advance(300);
    guard.tryEnter();
    time.advance(200);
    expect(guard.tryEnter()).toBe(true);
  });
});
