import { describe, expect, it } from 'vitest';
import { parseMaintenanceEnd } from './status-texts';

const parse = (iso: string) => Date.parse(iso);

describe('maintenance end time (shell §2 "optional end time shown in local format (from maintenanceEnd)")', () => {
  it('an ISO date-time with offset is that instant', () => {
    expect(parseMaintenanceEnd('2030-01-01T12:00:00+08:00', parse)).toBe(Date.UTC(2030, 0, 1, 4));
  });

  it('a space instead of T is accepted', () => {
    expect(parseMaintenanceEnd('2030-01-01 12:00:00Z', parse)).toBe(Date.UTC(2030, 0, 1, 12));
  });

  it('epoch milliseconds and epoch seconds, as digits', () => {
    expect(parseMaintenanceEnd('1893456000000', parse)).toBe(1893456000000);
    expect(parseMaintenanceEnd('1893456000', parse)).toBe(1893456000000);
    expect(parseMaintenanceEnd(' 1893456000 ', parse)).toBe(1893456000000);
  });

  it('no value, words, short numbers and impossible dates are no end time', () => {
    expect(parseMaintenanceEnd(null, parse)).toBeNull();
    expect(parseMaintenanceEnd('soon', parse)).toBeNull();
    expect(parseMaintenanceEnd('12345678', parse)).toBeNull();
    expect(parseMaintenanceEnd('2030-13-45T99:00:00Z', parse)).toBeNull();
    expect(parseMaintenanceEnd('x2030-01-01', parse)).toBeNull();
  });
});
