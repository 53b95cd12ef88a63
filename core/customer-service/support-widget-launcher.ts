import type { Cancel, Scheduler } from '../runtime/ports';
import type { SupportWidget, SupportWidgetLoader } from './ports';

// player-journey §9 "Support-widget script injection: after 500 ms wait, checks at 1 s and 3 s",
// all counted from the moment the player asks for the widget.
export const WIDGET_INJECT_DELAY_MS = 500;
export const WIDGET_READY_CHECKS_MS: readonly number[] = [1_000, 3_000];

/** Injects a support-widget script once, on first use, and opens the widget when it is ready. */
export class SupportWidgetLauncher {
  private readonly injected = new Set<string>();

  constructor(
    private readonly loader: SupportWidgetLoader,
    private readonly scheduler: Scheduler,
  ) {}

  /** Resolves true once the widget opened, false when it was not ready at the last check. */
  launch(widget: SupportWidget): Promise<boolean> {
    const firstUse = !this.injected.has(widget.scriptUrl);
    if (!firstUse && this.loader.isReady(widget)) {
      this.loader.open(widget);
      return Promise.resolve(true);
    }
    return new Promise<boolean>((resolve) => {
      const timers: Cancel[] = [];
      const finish = (opened: boolean) => {
        for (const cancel of timers) cancel();
        resolve(opened);
      };
      if (firstUse) {
        this.injected.add(widget.scriptUrl);
        timers.push(this.scheduler.after(WIDGET_INJECT_DELAY_MS, () => this.loader.inject(widget)));
      }
      // Every timer is set now, so the schedule does not drift with promise turns.
      WIDGET_READY_CHECKS_MS.forEach((at, index) => {
        const last = index === WIDGET_READY_CHECKS_MS.length - 1;
        timers.push(
          this.scheduler.after(at, () => {
            if (this.loader.isReady(widget)) {
              this.loader.open(widget);
              finish(true);
            } else if (last) {
              finish(false);
            }
          }),
        );
      });
    });
  }
}
