import type { LocalCalendar } from '../../core/announcements/ports';

interface LocalDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const dayNumber = (date: LocalDate) => date.year * 10_000 + date.month * 100 + date.day;

/** The calendar date of a wall time written as if it were UTC. */
function wallDate(wallMs: number): LocalDate {
  const date = new Date(wallMs);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/**
 * The phone's calendar through Intl: the system time zone, or the one named (tests, a merchant's zone).
 * shell §9 "'Hide today' ends at the next local midnight": the first instant of the next local day, also
 * on a day whose midnight a daylight-saving change skips (then it is 01:00) or repeats (the first one).
 */
export class IntlLocalCalendar implements LocalCalendar {
  private readonly format: Intl.DateTimeFormat;

  constructor(timeZone?: string) {
    this.format = new Intl.DateTimeFormat('en-US', {
      ...(timeZone ? { timeZone } : {}),
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
  }

  nextLocalMidnight(epochMs: number): number {
    const today = this.local(epochMs);
    const wallMidnight = Date.UTC(today.year, today.month - 1, today.day + 1);
    const tomorrow = wallDate(wallMidnight);
    // The wall time read as UTC, less the zone's offset; the offset is taken on both sides of a change.
    const first = wallMidnight - this.offset(wallMidnight - this.offset(epochMs));
    const second = wallMidnight - this.offset(first);
    const candidates = [first, second].filter((at) => at > epochMs && dayNumber(this.local(at)) >= dayNumber(tomorrow));
    return candidates.length > 0 ? Math.min(...candidates) : Math.max(first, second);
  }

  /** The local date and time at `epochMs`. */
  private local(epochMs: number): LocalDate & { readonly hour: number; readonly minute: number; readonly second: number } {
    const parts = Object.fromEntries(this.format.formatToParts(epochMs).map((part) => [part.type, part.value]));
    return {
      year: Number(parts.year),
      month: Number(parts.month),
      day: Number(parts.day),
      hour: Number(parts.hour),
      minute: Number(parts.minute),
      second: Number(parts.second),
    };
  }

  /** The zone's offset from UTC at `epochMs`, in ms (to the second). */
  private offset(epochMs: number): number {
    const at = this.local(epochMs);
    const wall = Date.UTC(at.year, at.month - 1, at.day, at.hour, at.minute, at.second);
    return wall - Math.floor(epochMs / 1000) * 1000;
  }
}
