import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterShellShown } from './after-shell-shown';

/** #root with the shell, and home's banner picture when asked (as boot-shell.ts paints it). */
function mountShell({ banner = true, complete = false } = {}): HTMLImageElement | null {
  document.body.innerHTML = `<div id="root"><div class="page" data-boot-shell="home-guest">${banner ? '<img class="banner-image" elementtiming="boot-banner" alt="Banner">' : ''}</div></div>`;
  const image = document.querySelector('img');
  if (image) Object.defineProperty(image, 'complete', { value: complete });
  return image;
}

/** A browser with Element Timing: the observer's callback, for the test to call with entries. */
function fakeElementTiming() {
  let report: ((entries: { identifier?: string }[]) => void) | null = null;
  const disconnect = vi.fn();
  class FakeObserver {
    static supportedEntryTypes = ['element', 'paint'];
    constructor(callback: (list: { getEntries: () => unknown[] }) => void) {
      report = (entries) => callback({ getEntries: () => entries });
    }
    observe = vi.fn();
    disconnect = disconnect;
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return { report: (entries: { identifier?: string }[]) => report?.(entries), disconnect };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('afterShellShown: the app\'s download starts once the shell, and home\'s banner picture, are on screen', () => {
  it('no banner: after the next frame', async () => {
    mountShell({ banner: false });
    const start = vi.fn();
    afterShellShown(document, start);
    expect(start).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(start).toHaveBeenCalledOnce();
  });

  it('Element Timing: once the banner\'s own entry is reported (other elements\' entries do not count), once', () => {
    const timing = fakeElementTiming();
    mountShell();
    const start = vi.fn();
    afterShellShown(document, start);
    timing.report([{ identifier: 'other' }]);
    expect(start).not.toHaveBeenCalled();
    timing.report([{ identifier: 'boot-banner' }]);
    timing.report([{ identifier: 'boot-banner' }]);
    expect(start).toHaveBeenCalledOnce();
    expect(timing.disconnect).toHaveBeenCalled();
  });

  it('without Element Timing: the frame after the picture has loaded', async () => {
    const image = mountShell()!;
    const start = vi.fn();
    afterShellShown(document, start);
    await vi.advanceTimersByTimeAsync(1000);
    expect(start).not.toHaveBeenCalled();
    image.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(100);
    expect(start).toHaveBeenCalledOnce();
  });

  it('without Element Timing, a picture already loaded: the next frame', async () => {
    mountShell({ complete: true });
    const start = vi.fn();
    afterShellShown(document, start);
    await vi.advanceTimersByTimeAsync(100);
    expect(start).toHaveBeenCalledOnce();
  });

  it('a picture that fails is never shown: at once, whatever the browser supports', () => {
    fakeElementTiming();
    const image = mountShell()!;
    const start = vi.fn();
    afterShellShown(document, start);
    image.dispatchEvent(new Event('error'));
    expect(start).toHaveBeenCalledOnce();
  });
});
