/**
 * The local calendar (the phone's time zone): shell §9 "'Hide today' ends at the next local midnight".
 * Core reads no Date itself; the adapter knows the zone.
 */
export interface LocalCalendar {
  /** The first instant (epoch ms) of the local day after the one holding `epochMs`. */
  nextLocalMidnight(epochMs: number): number;
}
