import { describe, expect, it } from 'vitest';
import { isSocialChannel } from './model';

describe('social channels (player-journey §3 "Social login arguments")', () => {
  it('"firebaseChannel (google, facebook, twitter or line)": each of the four is a social channel', () => {
    expect(['google', 'facebook', 'twitter', 'line'].filter(isSocialChannel)).toEqual(['google', 'facebook', 'twitter', 'line']);
  });

  it('anything else is not: another provider, another spelling, no text at all', () => {
    expect(['apple', 'Google', ' line', '', null, undefined, 7, ['google'], { channel: 'google' }].filter(isSocialChannel)).toEqual([]);
  });
});
