import type { Clock } from '../runtime/ports';

/** §9 "drag click debounce 250 ms". */
export const CLICK_DEBOUNCE_MS = 250;

/**
 * docs/decisions.md "Mini-game widget": a click on the widget is let through unless it comes within
 * 250 ms of the last click let through or of the end of a drag (so the click a drag ends with opens nothing).
 */
export class ClickDebounce {
  private last: number | null = null;

  constructor(
    private readonly clock: Clock,
    private readonly quietMs: number = CLICK_DEBOUNCE_MS,
  ) {}

  /** True when this click counts; it then starts a new quiet period. */
  accept(): boolean {
    const now = this.clock.now();
    if (this.last !== null && now - this.last < this.quietMs) return false;
    this.last = now;
    return true;
  }

  /** A drag just ended: clicks in the next 250 ms are ignored. */
  dragEnded(): void {
    this.last = this.clock.now();
  }
}
