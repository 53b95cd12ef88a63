import * as v from 'valibot';
import { isFields } from '../decode/lenient-schemas';

const count = v.union([
  v.pipe(v.number(), v.integer(), v.minValue(0)),
  v.pipe(v.string(), v.trim(), v.regex(/^\d+$/), v.transform(Number)),
]);

/**
 * The CBS_unreadCount answer's value (player-journey §7 "response unReadCount"): the number itself, or
 * an object with unReadCount (also unreadCount or count), a number or a string of digits. null: unreadable.
 */
export function decodeUnreadCount(value: unknown): number | null {
  const field = isFields(value) ? (value.unReadCount ?? value.unreadCount ?? value.count) : value;
  const read = v.safeParse(count, field);
  return read.success ? read.output : null;
}
