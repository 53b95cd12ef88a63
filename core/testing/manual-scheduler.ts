import type { Cancel, Clock, Scheduler } from '../runtime/ports';

/** A clock and scheduler that move only when a test says so. */
export class ManualTime implements Clock, Scheduler {
  private current = 1_700_000_000_000;
  private tasks: { at: number; run: () => void; id: number }[] = [];
  private nextId = 0;

  now(): number {
    return this.current;
  }

  after(ms: number, task: () => void): Cancel {
    const id = this.nextId++;
    this.tasks.push({ at: this.current + ms, run: task, id });
    return () => {
      this.tasks = this.tasks.filter((t) => t.id !== id);
    };
  }

  advance(ms: number): void {
    const until = this.current + ms;
    for (;;) {
      const due = this.tasks.filter((t) => t.at <= until).sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!due) break;
      this.tasks = this.tasks.filter((t) => t.id !== due.id);
      this.current = due.at;
      due.run();
    }
    this.current = until;
  }

  pending(): number {
    return this.tasks.length;
  }
}
