import type { Scheduler } from '../runtime/ports';

/** player-journey §9 "Registration guard release … 500 ms". */
export const REGISTRATION_GUARD_RELEASE_MS = 500;

/**
 * player-journey §4 "Registration: … processing (repeat submissions blocked; the flag is released 500 ms
 * after finish)". Taking and testing the flag is synchronous, so two taps in the same tick cannot both pass.
 */
export class ProcessingGuard {
  private held = false;

  constructor(
    private readonly scheduler: Scheduler,
    private readonly releaseMs: number = REGISTRATION_GUARD_RELEASE_MS,
  ) {}

  get busy(): boolean {
    return this.held;
  }

  /** Takes the flag; false when it is already held. */
  take(): boolean {
    if (this.held) return false;
    this.held = true;
    return true;
  }

  /** After a submission finished: the flag stays up for the release delay. */
  releaseLater(): void {
    this.scheduler.after(this.releaseMs, () => {
      this.held = false;
    });
  }

  /** Nothing was submitted (the form did not pass its checks): the flag drops at once. */
  releaseNow(): void {
    this.held = false;
  }
}
