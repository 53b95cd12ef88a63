import type { DomainPinger, PageExit } from '../domain-failover/ports';
import type { ManualTime } from './manual-scheduler';

/** How a scripted domain answers its ping: after `ms` on the hand-driven clock, or never (`'dead'` fails at once, `'silent'` never answers). */
export type PingScript = number | 'dead' | 'silent';

/** A pinger on a hand-driven clock: each origin answers after its scripted delay; unlisted origins fail at once. */
export class ScriptedPinger implements DomainPinger {
  readonly pinged: { origin: string; speed: number }[] = [];

  constructor(
    private readonly time: ManualTime,
    private readonly script: Readonly<Record<string, PingScript>>,
  ) {}

  ping(origin: string, speed: number): Promise<boolean> {
    this.pinged.push({ origin, speed });
    const how = this.script[origin] ?? 'dead';
    if (how === 'dead') return Promise.resolve(false);
    if (how === 'silent') return new Promise<boolean>(() => undefined);
    return new Promise<boolean>((resolve) => this.time.after(how, () => resolve(true)));
  }
}

export class RecordingPageExit implements PageExit {
  readonly assigned: string[] = [];
  reloads = 0;
  assign(url: string): void {
    this.assigned.push(url);
  }
  reload(): void {
    this.reloads += 1;
  }
}

/** Random numbers from a list, then 0 (a shuffle that is known in advance). */
export function scriptedRandom(values: readonly number[]): () => number {
  let index = 0;
  return () => values[index++] ?? 0;
}
