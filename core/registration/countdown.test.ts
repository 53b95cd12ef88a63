import { describe, expect, it } from 'vitest';
import { countdownSecondsFrom, SMS_FALLBACK_COUNTDOWN_SECONDS } from './send-sms-code';

const NOW = 1_700_000_000_000;
const at = (expirationTime: unknown) => countdownSecondsFrom({ expirationTime }, NOW);

describe('send-code countdown ("from the server (code valid time), or 60 s", player-journey §4)', () => {
  it('seconds of validity count down as they are', () => {
    expect(at(1)).toBe(1);
    expect(at(90)).toBe(90);
    expect(at('120')).toBe(120);
  });

  it('zero, negative, missing or unreadable values fall back to 60 s', () => {
    expect(SMS_FALLBACK_COUNTDOWN_SECONDS).toBe(60);
    expect(at(0)).toBe(60);
    expect(at(-5)).toBe(60);
    expect(at(null)).toBe(60);
    expect(at('soon')).toBe(60);
    expect(countdownSecondsFrom(null, NOW)).toBe(60);
  });

  it('an epoch time in milliseconds or seconds counts down to that moment; the boundaries belong to the epoch forms', () => {
    expect(at(NOW + 45_000)).toBe(45);
    expect(at(NOW / 1000 + 30)).toBe(30);
    expect(at(999_999_999)).toBe(999_999_999);
    // 1e9 s and 1e12 ms are 2001-09-09: long past, so the fallback.
    expect(at(1_000_000_000)).toBe(60);
    expect(at(1_000_000_000_000)).toBe(60);
    expect(at(NOW - 1_000)).toBe(60);
  });
});
