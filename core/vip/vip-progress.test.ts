import { describe, expect, it } from 'vitest';
import { decodeRankProgress, type PlayerRankProgress } from './rank-progress';
import { vipProgress } from './vip-progress';

const progress = (completedConditions: number, totalExpectedConditions: number, labelId: string | null = 'VIP-GOLD'): PlayerRankProgress => ({
  completedConditions,
  totalExpectedConditions,
  labelId,
});

describe('vipProgress: "completed conditions divided by expected conditions, or 1 when there is no label" (shell §4)', () => {
  it('completed conditions divided by expected conditions', () => {
    expect(vipProgress(progress(2, 5))).toBe(0.4);
    expect(vipProgress(progress(0, 5))).toBe(0);
    expect(vipProgress(progress(5, 5))).toBe(1);
  });

  it('1 when there is no label, whatever the counts', () => {
    expect(vipProgress(progress(0, 5, null))).toBe(1);
    expect(vipProgress(progress(0, 0, null))).toBe(1);
  });

  it('clamped to [0, 1]: more completed than expected is 1, a negative count is 0', () => {
    expect(vipProgress(progress(7, 5))).toBe(1);
    expect(vipProgress(progress(-1, 5))).toBe(0);
  });

  it('no expected conditions (0 or less) is 1: nothing is left to complete (decisions "After login and after logout")', () => {
    expect(vipProgress(progress(0, 0))).toBe(1);
    expect(vipProgress(progress(3, 0))).toBe(1);
    expect(vipProgress(progress(0, -2))).toBe(1);
  });
});

describe('decodeRankProgress: "currentProgress.completedConditions, totalExpectedConditions, playerRankProgress.labelId" (shell §7)', () => {
  it('reads the fields where the spec names them', () => {
    expect(
      decodeRankProgress({
        currentProgress: { completedConditions: 2, totalExpectedConditions: 5 },
        playerRankProgress: { labelId: 'VIP-GOLD', labelName: 'Gold' },
      }),
    ).toEqual(progress(2, 5, 'VIP-GOLD'));
  });

  it('lenient: numbers as strings, fields at the top level or under value, a numeric label id', () => {
    expect(decodeRankProgress({ value: { completedConditions: '3', totalExpectedConditions: ' 4 ', labelId: 17 } })).toEqual(
      progress(3, 4, '17'),
    );
    expect(decodeRankProgress({ currentProgress: { completedConditions: '1.5' }, totalExpectedConditions: 3 })).toEqual(
      progress(1.5, 3, null),
    );
  });

  it('a count written as a string is read only when it is a whole number: "12" and "2.25" read, "x2" and "2x" read as 0', () => {
    expect(decodeRankProgress({ completedConditions: '12', totalExpectedConditions: '2.25' })).toEqual(progress(12, 2.25, null));
    expect(decodeRankProgress({ completedConditions: 'x2', totalExpectedConditions: '2x' })).toEqual(progress(0, 0, null));
  });

  it('no label: playerRankProgress null, missing or with an empty labelId', () => {
    expect(decodeRankProgress({ currentProgress: { completedConditions: 0, totalExpectedConditions: 0 }, playerRankProgress: null })?.labelId).toBeNull();
    expect(decodeRankProgress({ playerRankProgress: { labelId: '  ' } })?.labelId).toBeNull();
    expect(decodeRankProgress({})).toEqual(progress(0, 0, null));
  });

  it('unreadable counts read as 0; no object at all is no progress (null)', () => {
    expect(decodeRankProgress({ currentProgress: { completedConditions: 'two', totalExpectedConditions: Infinity } })).toEqual(
      progress(0, 0, null),
    );
    expect(decodeRankProgress(null)).toBeNull();
    expect(decodeRankProgress('2/5')).toBeNull();
    expect(decodeRankProgress([1, 2])).toBeNull();
  });
});
