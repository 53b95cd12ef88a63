import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAZY_IMAGE_DELAY_MS, LAZY_IMAGE_THRESHOLD_PX } from '../../core/home/lazy-image';
import { LazyImage } from './lazy-image';

/** Captures what the component asks of the browser's IntersectionObserver and lets the test say when the image comes near. */
class FakeIntersectionObserver {
  static last: FakeIntersectionObserver | null = null;
  readonly observed: Element[] = [];
  disconnected = false;

  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit | undefined,
  ) {
    FakeIntersectionObserver.last = this;
  }

  observe(target: Element): void {
    this.observed.push(target);
  }

  disconnect(): void {
    this.disconnected = true;
  }

  /** The observed image comes within the root margin (or not). */
  report(isIntersecting: boolean): void {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

describe('player-journey §9 "Lazy image threshold; delay: 100; 150 ms"', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    FakeIntersectionObserver.last = null;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('the constants are the spec\'s', () => {
    expect(LAZY_IMAGE_THRESHOLD_PX).toBe(100);
    expect(LAZY_IMAGE_DELAY_MS).toBe(150);
  });

  it('"threshold 100": the image is watched with a 100 px margin around the screen', () => {
    render(<LazyImage src="/a.png" alt="Vendor" width={120} height={40} />);
    const observer = FakeIntersectionObserver.last;
    expect(observer?.options?.rootMargin).toBe('100px');
    expect(observer?.observed).toEqual([screen.getByRole('img', { name: 'Vendor' })]);
  });

  it('"delay 150 ms": once near the screen, the source is set 150 ms later, not at 149 ms', () => {
    render(<LazyImage src="/a.png" alt="Vendor" width={120} height={40} />);
    const image = screen.getByRole('img', { name: 'Vendor' });
    act(() => FakeIntersectionObserver.last?.report(false));
    act(() => vi.advanceTimersByTime(1_000));
    expect(image).not.toHaveAttribute('src');
    act(() => FakeIntersectionObserver.last?.report(true));
    expect(FakeIntersectionObserver.last?.disconnected).toBe(true);
    act(() => vi.advanceTimersByTime(149));
    expect(image).not.toHaveAttribute('src');
    act(() => vi.advanceTimersByTime(1));
    expect(image).toHaveAttribute('src', '/a.png');
  });

  it('above the fold (eager): loads at once, no observer', () => {
    render(<LazyImage src="/b.png" alt="Banner" width={750} height={300} eager />);
    expect(screen.getByRole('img', { name: 'Banner' })).toHaveAttribute('src', '/b.png');
    expect(FakeIntersectionObserver.last).toBeNull();
  });
});
