import * as v from 'valibot';
import { isFields, lenientText, unwrapValue } from '../decode/lenient-schemas';

/** shell §7 "player rank progress (currentProgress.completedConditions, totalExpectedConditions, playerRankProgress.labelId)". */
export interface PlayerRankProgress {
  readonly completedConditions: number;
  readonly totalExpectedConditions: number;
  /** null: the player has no VIP label. */
  readonly labelId: string | null;
}

/** A count of conditions: a finite number, also written as a string; anything else reads as 0. */
const count = v.fallback(
  v.union([
    v.pipe(v.number(), v.finite()),
    v.pipe(v.string(), v.trim(), v.regex(/^-?\d+(\.\d+)?$/), v.transform(Number)),
  ]),
  0,
);

const fields = (input: unknown) => (isFields(input) ? input : {});

/**
 * Reads the `MCSFE_getPlayerRankProgress` answer: the envelope's value, or the fields themselves.
 * `totalExpectedConditions` is read beside `completedConditions` in `currentProgress`, else at the top
 * level; `labelId` in `playerRankProgress`, else at the top level. null when there is no object at all.
 */
export function decodeRankProgress(input: unknown): PlayerRankProgress | null {
  const value = unwrapValue(input);
  if (!value) return null;
  const current = fields(value.currentProgress);
  const rank = fields(value.playerRankProgress);
  const label = v.safeParse(lenientText, rank.labelId ?? value.labelId);
  return {
    completedConditions: v.parse(count, current.completedConditions ?? value.completedConditions),
    totalExpectedConditions: v.parse(count, current.totalExpectedConditions ?? value.totalExpectedConditions),
    labelId: label.success ? label.output : null,
  };
}
