import type { Scheduler } from '../runtime/ports';

/** Lets one trigger through, then ignores every other one until `ms` have passed since it. */
export class RepeatGuard {
  private blocked = false;

  constructor(
    private readonly scheduler: Scheduler,
    private readonly ms: number,
  ) {}

  /** true for a trigger that may run; false for a repeat within the block. */
  tryEnter(): boolean {
    if (this.blocked) return false;
    this.blocked = true;
    this.scheduler.after(this.ms, () => (this.blocked = false));
    return true;
  }
}
