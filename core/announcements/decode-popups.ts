import * as v from 'valibot';
import { flag, isFields, lenientText } from '../decode/lenient-schemas';
import { popupHash } from './content-hash';
import type { PopupExecution, PopupItem } from './model';

const LIST_FIELDS = ['list', 'records', 'announcements', 'items', 'rows', 'data'] as const;

/** The list wherever a reasonable server puts it: value, value.list, value.records, …, or the top level. */
export function candidateList(answer: unknown): unknown[] | null {
  if (Array.isArray(answer)) return answer;
  if (!isFields(answer)) return null;
  if (Array.isArray(answer.value)) return answer.value;
  for (const holder of [answer.value, answer]) {
    if (!isFields(holder)) continue;
    for (const field of LIST_FIELDS) {
      const nested = holder[field];
      if (Array.isArray(nested)) return nested;
    }
  }
  return null;
}

const textOrEmpty = v.fallback(lenientText, '');
const htmlOrEmpty = v.fallback(v.string(), '');

/** "A", "a", "A,F", ["A","F"]: the known letters, once each; anything else is none. */
const execution = v.fallback(
  v.pipe(
    v.union([v.string(), v.array(v.unknown())]),
    v.transform((raw): PopupExecution[] => {
      // Stryker disable next-line Regex: without "+" a run of separators only adds empty parts, and an empty part is no letter
      const parts = Array.isArray(raw) ? raw.filter((part): part is string => typeof part === 'string') : raw.split(/[\s,;|]+/);
      const letters = parts.map((part) => part.trim().toUpperCase());
      return (['A', 'B', 'F'] as const).filter((letter) => letters.includes(letter));
    }),
  ),
  [],
);

const itemSchema = v.object({
  id: textOrEmpty,
  title: textOrEmpty,
  content: htmlOrEmpty,
  promotionType: textOrEmpty,
  execution,
  forceRead: flag,
});

function withAliases(item: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return {
    ...item,
    id: item.id ?? item.announcementId,
    forceRead: item.forceRead ?? item.force_read ?? item.isForceRead,
  };
}

/**
 * The popup items of an announcement-list answer (the envelope or its value). An item without
 * execution, or with neither title nor content, is left out; an item without id is keyed by its
 * content hash. Null when the answer holds no list at all.
 */
export function decodePopupItems(answer: unknown): PopupItem[] | null {
  const list = candidateList(answer);
  if (!list) return null;
  return list.flatMap((raw): PopupItem[] => {
    if (!isFields(raw)) return [];
    const item = v.parse(itemSchema, withAliases(raw));
    if (item.execution.length === 0 || (item.title === '' && item.content.trim() === '')) return [];
    return [{ ...item, id: item.id || `hash:${popupHash(item)}` }];
  });
}
