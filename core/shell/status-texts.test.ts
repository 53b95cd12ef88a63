import { describe, expect, it } from 'vitest';
import {
  accessDeniedEnd,
  ACCESS_DENIED_TEXT_EN,
  ACCESS_DENIED_TITLE_EN,
  MAINTENANCE_TEXT_EN,
  MAINTENANCE_TITLE_EN,
  parseMaintenanceEnd,
} from './status-texts';

const parse = (iso: string) => Date.parse(iso);

describe('maintenance end time (shell §2 "optional end time shown in local format (from maintenanceEnd)")', () => {
  it('an ISO date-time with offset is that instant', () => {
    expect(parseMaintenanceEnd('2030-01-01T12:00:00+08:00', parse)).toBe(Date.UTC(2030, 0, 1, 4));
  });

  it('text before the date is no end time, whatever a lenient parser would make of it', () => {
    expect(parseMaintenanceEnd('until 2030-01-01T12:00:00Z', () => 0)).toBeNull();
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

describe('maintenanceEnd: only whole values of the two forms', () => {
  it('digits with anything around them are not epoch times', () => {
    expect(parseMaintenanceEnd('x1893456000', parse)).toBeNull();
    expect(parseMaintenanceEnd('1893456000x', parse)).toBeNull();
  });

  it('dates the browser could read in other forms are refused: only ISO dates count', () => {
    expect(parseMaintenanceEnd('January 1, 2030', parse)).toBeNull();
    expect(parseMaintenanceEnd('Tue 2030-01-01', parse)).toBeNull();
    expect(parseMaintenanceEnd('2030-01-1', parse)).toBeNull();
  });
});

describe('access-denied end time (player-journey §2 "shows the user\'s IP, a contact-us link, a retry button and an end time")', () => {
  const end = (regionRestrictionEnd: string | null, maintenanceEnd: string | null) => accessDeniedEnd({ regionRestrictionEnd, maintenanceEnd }, parse);

  it('regionRestrictionEnd, in every form maintenanceEnd takes (ISO with or without T, epoch seconds or ms)', () => {
    expect(end('2030-01-01T12:00:00+08:00', null)).toBe(Date.UTC(2030, 0, 1, 4));
    expect(end('2030-01-01 12:00:00Z', null)).toBe(Date.UTC(2030, 0, 1, 12));
    expect(end('1893456000', null)).toBe(1893456000000);
    expect(end('1893456000000', null)).toBe(1893456000000);
  });

  it('wins over maintenanceEnd when both are sent', () => {
    expect(end('1893456000', '1900000000')).toBe(1893456000000);
  });

  it('else maintenanceEnd, also when regionRestrictionEnd is unreadable', () => {
    expect(end(null, '1900000000')).toBe(1900000000000);
    expect(end('soon', '1900000000')).toBe(1900000000000);
  });

  it('no readable end time: none shown', () => {
    expect(end(null, null)).toBeNull();
    expect(end('soon', 'later')).toBeNull();
  });
});

describe('the English copy (player-journey §8 "Fixed texts")', () => {
  it('is the spec\'s wording, word for word', () => {
    expect(MAINTENANCE_TEXT_EN).toBe(
      'Dear valued customer: We are currently performing a system maintenance to serve you better. We apologize for the inconvenience.',
    );
    expect(ACCESS_DENIED_TEXT_EN).toBe(
      'Dear valued customer: Due to restriction of your location or IP address, you are not allowed to access the site. We apologize for the inconvenience.',
    );
    expect(MAINTENANCE_TITLE_EN).toBe('System maintenance');
    expect(ACCESS_DENIED_TITLE_EN).toBe('Access denied');
  });
});
