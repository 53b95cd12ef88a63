import * as v from 'valibot';
import { popupHash } from './content-hash';
import type { PopupItem, PopupViewer } from './model';

/** Local storage key per user (shell §4 "stored per user (key by user id, or a guest key)"). */
export function visibilityStorageKey(viewer: PopupViewer): string {
  return viewer.kind === 'guest' ? 'announcementPopups.guest' : `announcementPopups.member.${viewer.userKey}`;
}

/** A popup hidden with "hide today": which content was hidden, and until when (epoch ms). */
export interface HiddenPopup {
  readonly hash: string;
  readonly hiddenUntil: number;
}

/** Popup id → its hide-today record. */
export type VisibilityRecords = Readonly<Record<string, HiddenPopup>>;

const recordsSchema = v.record(
  v.string(),
  v.object({ hash: v.pipe(v.string(), v.nonEmpty()), hiddenUntil: v.pipe(v.number(), v.finite()) }),
);

/** Stored text: JSON of the records (text that is no JSON fails like any other shape). */
const storedSchema = v.pipe(v.string(), v.parseJson(), recordsSchema);

/** The stored records; missing or unreadable text (another version, a hand edit) is none, never a crash. */
export function parseVisibility(stored: string | null): VisibilityRecords {
  const read = v.safeParse(storedSchema, stored);
  return read.success ? read.output : {};
}

export function serializeVisibility(records: VisibilityRecords): string {
  return JSON.stringify(records);
}

/**
 * shell §4: hidden while its "hide today" period runs, unless the hash of title plus content changed
 * since ("a popup is shown again when the hash … changes, or after the 'hide today' period ends").
 */
export function isHiddenToday(records: VisibilityRecords, item: PopupItem, now: number): boolean {
  const record = records[item.id];
  return record !== undefined && record.hash === popupHash(item) && now < record.hiddenUntil;
}

/** "saves today-hide if the checkbox is ticked": each popup hidden until `until`; records that ran out are dropped. */
export function hideToday(records: VisibilityRecords, items: readonly PopupItem[], now: number, until: number): VisibilityRecords {
  const kept = Object.entries(records).filter(([, record]) => now < record.hiddenUntil);
  const added = items.map((item) => [item.id, { hash: popupHash(item), hiddenUntil: until }] as const);
  return Object.fromEntries([...kept, ...added]);
}
