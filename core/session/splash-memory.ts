import type { KeyValueStore } from '../runtime/ports';

export const SPLASH_HIDDEN_KEY = 'splashHidden';
/**
 * player-journey §9 "Splash session time value 5": the value kept
 * (docs/decisions.md "Session lifecycle, shared config and manifest").
 */
export const SPLASH_HIDDEN_VALUE = '5';

/** shell §2 "Initial splash images are hidden after load; the hidden state is remembered in session storage." */
export class SplashMemory {
  constructor(private readonly store: KeyValueStore) {}

  shouldShow(): boolean {
    return !this.store.get(SPLASH_HIDDEN_KEY);
  }

  markHidden(): void {
    this.store.set(SPLASH_HIDDEN_KEY, SPLASH_HIDDEN_VALUE);
  }
}
