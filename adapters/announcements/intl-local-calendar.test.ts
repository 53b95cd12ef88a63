import { describe, expect, it } from 'vitest';
import { IntlLocalCalendar } from './intl-local-calendar';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe('the local calendar (shell §9 "\'Hide today\' ends at the next local midnight")', () => {
  it('Manila (UTC+8): 23:00 local ends an hour later; 00:30 local ends at the midnight 23.5 hours later', () => {
    const manila = new IntlLocalCalendar('Asia/Manila');
    expect(iso(manila.nextLocalMidnight(at('2024-05-01T15:00:00Z')))).toBe('2024-05-01T16:00:00.000Z');
    expect(iso(manila.nextLocalMidnight(at('2024-05-01T16:30:00Z')))).toBe('2024-05-02T16:00:00.000Z');
  });

  it('exactly at midnight, the next one is a full day away', () => {
    const manila = new IntlLocalCalendar('Asia/Manila');
    expect(iso(manila.nextLocalMidnight(at('2024-05-01T16:00:00Z')))).toBe('2024-05-02T16:00:00.000Z');
    expect(iso(manila.nextLocalMidnight(at('2024-05-01T15:59:59.999Z')))).toBe('2024-05-01T16:00:00.000Z');
  });

  it('a zone with a 45-minute offset (Kathmandu, UTC+5:45)', () => {
    const kathmandu = new IntlLocalCalendar('Asia/Kathmandu');
    expect(iso(kathmandu.nextLocalMidnight(at('2024-05-01T12:00:00Z')))).toBe('2024-05-01T18:15:00.000Z');
  });

  it('a zone behind UTC, across the day daylight saving starts (New York, 10 March 2024)', () => {
    const newYork = new IntlLocalCalendar('America/New_York');
    expect(iso(newYork.nextLocalMidnight(at('2024-03-09T23:00:00Z')))).toBe('2024-03-10T05:00:00.000Z');
    expect(iso(newYork.nextLocalMidnight(at('2024-03-10T12:00:00Z')))).toBe('2024-03-11T04:00:00.000Z');
  });

  it('a midnight the clocks skip (São Paulo, 4 November 2018, 00:00 → 01:00): the day starts at 01:00', () => {
    const saoPaulo = new IntlLocalCalendar('America/Sao_Paulo');
    expect(iso(saoPaulo.nextLocalMidnight(at('2018-11-04T01:00:00Z')))).toBe('2018-11-04T03:00:00.000Z');
  });

  it('a midnight the clocks repeat (Havana, 3 November 2024, 01:00 → 00:00): the first one', () => {
    const havana = new IntlLocalCalendar('America/Havana');
    expect(iso(havana.nextLocalMidnight(at('2024-11-02T20:00:00Z')))).toBe('2024-11-03T04:00:00.000Z');
  });

  it('without a zone it follows the system\'s, as Date does', () => {
    const system = new IntlLocalCalendar();
    for (const instant of [at('2024-01-15T10:00:00Z'), at('2024-07-01T23:59:00Z'), 1_700_000_000_000]) {
      const midnight = new Date(instant);
      midnight.setHours(24, 0, 0, 0);
      expect(system.nextLocalMidnight(instant)).toBe(midnight.getTime());
    }
  });
});
