import { describe, expect, it } from 'vitest';
import { DocumentVisibility, type VisibilityDocument } from './document-visibility';

class FakeDocument implements VisibilityDocument {
  visibilityState = 'visible';
  readonly listeners = new Set<() => void>();
  addEventListener(_: 'visibilitychange', listener: () => void): void {
    this.listeners.add(listener);
  }
  removeEventListener(_: 'visibilitychange', listener: () => void): void {
    this.listeners.delete(listener);
  }
  change(state: string): void {
    this.visibilityState = state;
    for (const listener of this.listeners) listener();
  }
}

describe('DocumentVisibility: "refreshed while the page is visible" reads the Page Visibility API', () => {
  it('reports visibilitychange as visible or hidden, until unsubscribed', () => {
    const doc = new FakeDocument();
    const visibility = new DocumentVisibility(() => doc);
    const seen: boolean[] = [];
    const stop = visibility.onChange((visible) => seen.push(visible));
    doc.change('hidden');
    doc.change('visible');
    stop();
    doc.change('hidden');
    expect(seen).toEqual([false, true]);
    expect(visibility.isVisible()).toBe(false);
  });

  it('without a document (node) the page is visible and nothing listens', () => {
    const visibility = new DocumentVisibility(() => null);
    expect(visibility.isVisible()).toBe(true);
    expect(() => visibility.onChange(() => undefined)()).not.toThrow();
  });
});
