import { describe, expect, it } from 'vitest';
import type { TrackingEventName } from './ports';
import { statsEvents, TrackStatsChanges } from './stats-events';

const counts = (deposits: number, withdrawals: number) => ({ totalDepositSuccessCount: deposits, totalWithdrawSuccessCount: withdrawals });

describe('statsEvents: deposit, firstDeposit and withdraw from the polled stats', () => {
  it('the first answer records nothing', () => {
    expect(statsEvents(null, counts(3, 1))).toEqual([]);
  });
  it('a rise from 0 is the first deposit', () => {
    expect(statsEvents(counts(0, 0), counts(1, 0))).toEqual(['firstDeposit', 'deposit']);
  });
  it('a later rise is a deposit; a withdrawal rise a withdraw; no change nothing', () => {
    expect(statsEvents(counts(2, 0), counts(3, 1))).toEqual(['deposit', 'withdraw']);
    expect(statsEvents(counts(2, 1), counts(2, 1))).toEqual([]);
  });
});

describe('TrackStatsChanges', () => {
  it('records the events and starts over for another customer', () => {
    const recorded: TrackingEventName[] = [];
    const stats = new TrackStatsChanges({ record: (event) => void recorded.push(event) });
    stats.observe('1', counts(0, 0));
    stats.observe('1', counts(1, 0));
    stats.observe('2', counts(5, 5));
    expect(recorded).toEqual(['firstDeposit', 'deposit']);
  });
});
