import * as v from 'valibot';
import { isFields, lenientText } from '../decode/lenient-schemas';

/** shell §3 "Banner group: groupName (m_popup1, m_popup2), url". */
export interface BannerGroupItem {
  readonly groupName: string;
  readonly url: string;
}

/** shell §9 "Banner groups m_popup1 and m_popup2": the image offered for saving, and modal 2's tip image. */
export const SAVE_IMAGE_GROUP = 'm_popup1';
export const TIP_IMAGE_GROUP = 'm_popup2';

const item = v.pipe(
  v.looseObject({}),
  v.transform((o: Record<string, unknown>) => ({ groupName: o.groupName ?? o.group ?? o.name, url: o.url ?? o.imageUrl ?? o.src })),
  v.object({ groupName: lenientText, url: lenientText }),
);

function listIn(value: unknown): unknown[] | null {
  if (Array.isArray(value)) return value;
  if (!isFields(value)) return null;
  for (const key of ['list', 'records', 'banners', 'groups', 'value']) {
    const inner = listIn(value[key]);
    if (inner) return inner;
  }
  return null;
}

/**
 * The banner-group answer's value, read leniently: a list (also under list, records, banners, groups or
 * value), or an object keyed by group name whose entries are the URL or `{url}`. Broken items are dropped.
 */
export function decodeBannerGroups(value: unknown): BannerGroupItem[] {
  const list =
    listIn(value) ??
    Object.entries(isFields(value) ? value : {}).map(([groupName, entry]) =>
      isFields(entry) ? { groupName, ...entry } : { groupName, url: entry },
    );
  return list.flatMap((entry) => {
    const read = v.safeParse(item, entry);
    return read.success ? [read.output] : [];
  });
}

/** shell §4 "if the banner file name differs from the stored one": the last path segment, without query or fragment. */
export function fileNameOf(url: string): string | null {
  let path: string;
  try {
    path = new URL(url, 'https://base.invalid').pathname;
  } catch {
    return null;
  }
  const last = path.slice(path.lastIndexOf('/') + 1);
  if (!last) return null;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}
