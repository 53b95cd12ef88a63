import type { PlayerRankProgress } from './rank-progress';

/**
 * shell §4 "VIP progress: completed conditions divided by expected conditions, or 1 when there is no
 * label", as a fraction in [0, 1]. No expected conditions (0) also gives 1: nothing is left to complete
 * (docs/decisions.md "After login and after logout").
 */
export function vipProgress(progress: PlayerRankProgress): number {
  if (progress.labelId === null) return 1;
  const { completedConditions: done, totalExpectedConditions: expected } = progress;
  if (expected <= 0) return 1;
  return Math.min(1, Math.max(0, done / expected));
}
