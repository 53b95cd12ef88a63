import { describe, expect, it } from 'vitest';
import { InMemoryStore } from '../testing/in-memory-store';
import { SPLASH_HIDDEN_KEY, SplashMemory } from './splash-memory';

describe('SplashMemory (shell §2 "Initial splash images are hidden after load; the hidden state is remembered in session storage")', () => {
  it('shown until hidden, then remembered with the value 5 (player-journey §9 "Splash session time value 5")', () => {
    const store = new InMemoryStore();
    const splash = new SplashMemory(store);
    expect(splash.shouldShow()).toBe(true);
    splash.markHidden();
    expect(store.get(SPLASH_HIDDEN_KEY)).toBe('5');
    expect(SPLASH_HIDDEN_KEY).toBe('splashHidden');
    expect(splash.shouldShow()).toBe(false);
    expect(new SplashMemory(store).shouldShow()).toBe(false);
  });

  it('any remembered value hides it; an empty one does not', () => {
    const store = new InMemoryStore();
    store.set(SPLASH_HIDDEN_KEY, '1');
    expect(new SplashMemory(store).shouldShow()).toBe(false);
    store.set(SPLASH_HIDDEN_KEY, '');
    expect(new SplashMemory(store).shouldShow()).toBe(true);
  });
});
