import { describe, expect, it } from 'vitest';
import { ManualTime } from '../testing/manual-scheduler';
import { ClickDebounce } from './click-debounce';

describe('§9 "drag click debounce 250 ms"', () => {
  it.each([
    // ms between two clicks → second counts
    [0, false],
    [100, false],
    [249, false],
    [250, true],
    [1000, true],
  ])('a click %i ms after the last one counts: %s', (gap, counts) => {
    const time = new ManualTime();
    const debounce = new ClickDebounce(time);
    expect(debounce.accept()).toBe(true);
    time.advance(gap);
    expect(debounce.accept()).toBe(counts);
  });

  it('an ignored click does not extend the quiet period', () => {
    const time = new ManualTime();
    const debounce = new ClickDebounce(time);
    debounce.accept();
    time.advance(200);
    expect(debounce.accept()).toBe(false);
    time.advance(50);
    expect(debounce.accept()).toBe(true);
  });

  it('the click a drag ends with is ignored, one 250 ms later counts', () => {
    const time = new ManualTime();
    const debounce = new ClickDebounce(time);
    debounce.dragEnded();
    expect(debounce.accept()).toBe(false);
    time.advance(250);
    expect(debounce.accept()).toBe(true);
  });
});

describe('ClickDebounce: the first click', () => {
  it('counts even on a clock that starts at 0 (no earlier click or drag to be quiet after)', () => {
    expect(new ClickDebounce({ now: () => 0 }).accept()).toBe(true);
  });
});
