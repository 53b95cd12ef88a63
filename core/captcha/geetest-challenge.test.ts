import { describe, expect, it } from 'vitest';
import { decodeGeetestChallenge } from './geetest-challenge';

describe('decodeGeetestChallenge: player-journey §7 "response gt, challenge, newCaptcha"', () => {
  it('reads the fields under value or at the top level', () => {
    expect(decodeGeetestChallenge({ gt: 'g', challenge: 'c', newCaptcha: true })).toEqual({ gt: 'g', challenge: 'c', newCaptcha: true });
    expect(decodeGeetestChallenge({ success: true, value: { gt: 'g', challenge: 'c', newCaptcha: false } })).toEqual({
      gt: 'g',
      challenge: 'c',
      newCaptcha: false,
    });
  });

  it('reads numbers as strings and flags as "1"/"0"/true/false, geetest\'s new_captcha too', () => {
    expect(decodeGeetestChallenge({ gt: 12, challenge: 34, newCaptcha: '0' })).toEqual({ gt: '12', challenge: '34', newCaptcha: false });
    expect(decodeGeetestChallenge({ gt: 'g', challenge: 'c', new_captcha: 1 })?.newCaptcha).toBe(true);
  });

  it('a missing or junk newCaptcha is a new captcha', () => {
    expect(decodeGeetestChallenge({ gt: 'g', challenge: 'c' })?.newCaptcha).toBe(true);
    expect(decodeGeetestChallenge({ gt: 'g', challenge: 'c', newCaptcha: 'maybe' })?.newCaptcha).toBe(true);
  });

  it('an answer without gt or challenge is null, never a crash', () => {
    expect(decodeGeetestChallenge({ gt: 'g' })).toBeNull();
    expect(decodeGeetestChallenge({ gt: '', challenge: 'c' })).toBeNull();
    expect(decodeGeetestChallenge('junk')).toBeNull();
    expect(decodeGeetestChallenge(null)).toBeNull();
  });
});
