import type { Cancel, Clock, Scheduler } from '../runtime/ports';
import { DOMAIN_PING_LIMIT, DOMAIN_PING_TIMEOUT_MS, type RaceOutcome } from './model';
import type { DomainPinger, RandomSource } from './ports';

/** Fisher-Yates over a copy, driven by `random` (player-journey §4 "shuffled"). */
export function shuffled<T>(items: readonly T[], random: RandomSource): T[] {
  const copy = [...items];
  // Stryker disable next-line EqualityOperator: equivalent, at i = 0 the only pick is the item itself
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/**
 * player-journey §4 "up to 10 domains from the list are shuffled and pinged; the first success wins and
 * becomes the retry target": every candidate is pinged at once and the race settles on the first answer
 * to arrive, without waiting for the others; a ping silent for 10 s counts as failed (§9).
 */
export class RaceDomains {
  constructor(
    private readonly pinger: DomainPinger,
    private readonly clock: Clock,
    private readonly scheduler: Scheduler,
    private readonly random: RandomSource,
  ) {}

  /** The candidates in the order they are pinged: shuffled, then the first 10. */
  candidates(origins: readonly string[]): string[] {
    return shuffled(origins, this.random).slice(0, DOMAIN_PING_LIMIT);
  }

  execute(origins: readonly string[]): Promise<RaceOutcome> {
    const candidates = this.candidates(origins);
    if (candidates.length === 0) return Promise.resolve({ kind: 'none' });
    const startedAt = this.clock.now();
    return new Promise<RaceOutcome>((resolve) => {
      // A promise settles once: a second answer or a loss after the winner changes nothing.
      let pending = candidates.length;
      const timers: Cancel[] = [];
      const lose = () => {
        pending -= 1;
        if (pending === 0) resolve({ kind: 'none' });
      };
      for (const origin of candidates) {
        // A ping counts once. Defensive while every ping shares the one 10 s deadline: a late answer or a second
        // loss can only come after the race has settled, so the mutants of this guard are equivalent.
        let done = false;
        const finish = (answered: boolean) => {
          // Stryker disable next-line ConditionalExpression: equivalent (see above)
          if (done) return;
          // Stryker disable next-line BooleanLiteral: equivalent (see above)
          done = true;
          if (!answered) return lose();
          for (const cancel of timers) cancel();
          resolve({ kind: 'answered', origin, afterMs: this.clock.now() - startedAt });
        };
        timers.push(this.scheduler.after(DOMAIN_PING_TIMEOUT_MS, () => finish(false)));
        this.pinger.ping(origin, this.clock.now()).then(finish, () => finish(false));
      }
    });
  }
}
