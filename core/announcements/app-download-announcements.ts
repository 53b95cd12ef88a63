import * as v from 'valibot';
import { isFields, lenientText } from '../decode/lenient-schemas';
import type { ApiClient } from '../http/api-client';
import { endpoints } from '../http/endpoints';
import { popupHash } from './content-hash';
import { candidateList } from './decode-popups';

/** player-journey §7: GET /wps/relay/MCSFE_getListAnnouncements with "types PR, platform M, category app_download". */
export const APP_DOWNLOAD_LIST_QUERY = { types: 'PR', platform: 'M', category: 'app_download' } as const;

/** An app-download announcement for the install-app modal. */
export interface AppDownloadAnnouncement {
  readonly id: string;
  readonly title: string;
  /** Server HTML as it came: rendered only through the HTML sanitiser (src/ui/safe-html.tsx). */
  readonly content: string;
}

const itemSchema = v.object({
  id: v.fallback(lenientText, ''),
  title: v.fallback(lenientText, ''),
  content: v.fallback(v.string(), ''),
});

/**
 * The announcements of an app_download list answer, in the server's order. The popups' audience rule
 * (execution A/B/F) is not applied: these are no popups (docs/decisions.md "Prompts: iOS install flow, push Not now, one modal at a time").
 * An item with neither title nor content is left out; one without id is keyed by its hash. No list: none.
 */
export function decodeAppDownloadAnnouncements(answer: unknown): AppDownloadAnnouncement[] {
  const list = candidateList(answer);
  if (!list) return [];
  return list.flatMap((raw): AppDownloadAnnouncement[] => {
    if (!isFields(raw)) return [];
    const item = v.parse(itemSchema, { ...raw, id: raw.id ?? raw.announcementId });
    if (item.title === '' && item.content.trim() === '') return [];
    return [{ ...item, id: item.id || `hash:${popupHash(item)}` }];
  });
}

/** Asked when the install-app modal opens; quiet (no notice): a failed call is no announcement. */
export async function loadAppDownloadAnnouncements(api: ApiClient): Promise<AppDownloadAnnouncement[]> {
  try {
    return decodeAppDownloadAnnouncements(await api.get(endpoints.announcements, { query: APP_DOWNLOAD_LIST_QUERY, alert: false }));
  } catch {
    return [];
  }
}
