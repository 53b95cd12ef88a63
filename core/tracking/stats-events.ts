import type { TrackingEventName, TrackingPort } from './ports';

/** The counts of the polled deposit and withdrawal stats (player-journey §3 "Stats"). */
export interface StatsCounts {
  readonly totalDepositSuccessCount: number;
  readonly totalWithdrawSuccessCount: number;
}

/**
 * The events a new stats answer shows (docs/decisions.md "Tracking"): `deposit` when the deposit count rose,
 * with `firstDeposit` when it rose from 0; `withdraw` when the withdrawal count rose. The first answer of a
 * session (no earlier counts) records nothing: those deposits happened before.
 */
export function statsEvents(previous: StatsCounts | null, next: StatsCounts): TrackingEventName[] {
  if (previous === null) return [];
  const events: TrackingEventName[] = [];
  if (next.totalDepositSuccessCount > previous.totalDepositSuccessCount) {
    if (previous.totalDepositSuccessCount === 0) events.push('firstDeposit');
    events.push('deposit');
  }
  if (next.totalWithdrawSuccessCount > previous.totalWithdrawSuccessCount) events.push('withdraw');
  return events;
}

/**
 * Records the deposit and withdrawal events from the polled stats (the app-prompt policy polls them every
 * 30 s): call `observe` with each answer; the counts are compared per customer, so a new login starts over.
 */
export class TrackStatsChanges {
  private last: { customer: string; counts: StatsCounts } | null = null;

  constructor(private readonly tracking: TrackingPort) {}

  observe(customer: string, counts: StatsCounts): TrackingEventName[] {
    const previous = this.last?.customer === customer ? this.last.counts : null;
    this.last = { customer, counts };
    const events = statsEvents(previous, counts);
    for (const event of events) this.tracking.record(event, {});
    return events;
  }
}
