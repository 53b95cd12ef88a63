import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// Route screens are lazy chunks: their first import in a busy test run can take over a second.
configure({ asyncUtilTimeout: 4000 });

// jsdom has no layout: the carousel library (embla) asks for media queries and observers.
if (typeof window !== 'undefined') {
  window.matchMedia ??= ((query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList);
  class NoLayoutObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
    takeRecords(): [] {
      return [];
    }
  }
  globalThis.ResizeObserver ??= NoLayoutObserver as unknown as typeof ResizeObserver;
  globalThis.IntersectionObserver ??= NoLayoutObserver as unknown as typeof IntersectionObserver;
}
