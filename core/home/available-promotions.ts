import * as v from 'valibot';
import { flag, isFields, lenientText, unwrapValue } from '../decode/lenient-schemas';

/** shell §3 "Promotion: looked up by key with an enabled flag; key REFERRAL". */
export interface Promotion {
  readonly key: string;
  readonly enabled: boolean;
}

export const REFERRAL_PROMOTION = 'REFERRAL';

const ENVELOPE_FIELDS = ['value', 'success', 'message', 'errorCode'];

const promotionSchema = v.pipe(
  v.looseObject({}),
  v.transform((o: Record<string, unknown>) => ({ key: o.key ?? o.code ?? o.name, enabled: o.enabled ?? o.value ?? o.status })),
  v.object({ key: v.pipe(lenientText, v.toUpperCase()), enabled: flag }),
);

/**
 * The available-promotions answer: a list of `{key, enabled}` (also `code`/`name`, `value`/`status`) at
 * the top level or under `value`, `list` or `promotions`; or a map `{REFERRAL: true, …}`. Keys are
 * upper-cased; an unreadable flag is off.
 */
export function decodePromotions(input: unknown): Promotion[] {
  const fields = unwrapValue(input);
  const list = Array.isArray(input)
    ? input
    : ([isFields(input) ? input.value : undefined, fields?.list, fields?.promotions].find(Array.isArray) as unknown[] | undefined);
  if (list) {
    return list.flatMap((item) => {
      const read = v.safeParse(promotionSchema, item);
      return read.success ? [read.output] : [];
    });
  }
  if (!fields) return [];
  return Object.entries(fields)
    .filter(([key]) => !ENVELOPE_FIELDS.includes(key) && key.trim() !== '')
    .map(([key, value]) => ({ key: key.trim().toUpperCase(), enabled: v.parse(flag, value) }));
}

/** Looked up by key: on only when listed and enabled. */
export function isPromotionOn(promotions: readonly Promotion[], key: string): boolean {
  return promotions.some((p) => p.key === key.toUpperCase() && p.enabled);
}
