import type { HtmlSanitizerLoader } from '../content/ports';
import type { ApiClient } from '../http/api-client';
import { endpoints } from '../http/endpoints';
import type { KeyValueStore } from '../runtime/ports';
import type { Clock, Scheduler } from '../runtime/ports';
import type { SessionStore } from '../session-state/session-store';
import { popupHash } from './content-hash';
import { decodePopupItems } from './decode-popups';
import type { PopupItem, PopupViewer, ShownPopup } from './model';
import { popupsForViewer, viewerOf } from './popup-audience';
import { hideToday, isHiddenToday, parseVisibility, serializeVisibility, visibilityStorageKey } from './popup-visibility';
import type { LocalCalendar } from './ports';

/** shell §9 "popup list loaded after 500 ms". */
export const POPUP_LIST_DELAY_MS = 500;

/** The announcement-list query for popups (docs/decisions.md "Announcement popups"). */
export const POPUP_LIST_QUERY = { types: 'PR', platform: 'M', category: 'popup' } as const;

export type AnnouncementPopupsOutcome =
  /** Open the popup window with these slides; `forceRead` when any of them asks for it. */
  | { readonly kind: 'show'; readonly popups: readonly ShownPopup[]; readonly forceRead: boolean }
  | { readonly kind: 'none' }
  /** Nothing is shown: the list did not come, held no list, or code (the sanitiser, the use case) did not download. */
  | { readonly kind: 'failed'; readonly reason: 'request-failed' | 'malformed-answer' | 'sanitizer-unavailable' | 'code-unavailable' };

export interface ClosePopupsRequest {
  /** The "hide today" checkbox was ticked. */
  readonly hideToday: boolean;
}

export type ClosePopupsOutcome =
  /** hiddenUntil: the next local midnight when hidden for today, else null (hidden for this page only). */
  | { readonly kind: 'closed'; readonly hiddenUntil: number | null }
  | { readonly kind: 'nothing-open' };

export interface AnnouncementPopupsDeps {
  readonly api: ApiClient;
  readonly session: SessionStore;
  /** Local storage: visibility outlives the browser session. */
  readonly local: KeyValueStore;
  readonly clock: Clock;
  /** Asked only when a close hides for today (its code may be downloaded then). */
  readonly calendar: () => Promise<LocalCalendar>;
  readonly scheduler: Scheduler;
  readonly sanitizer: HtmlSanitizerLoader;
}

/**
 * Announcement popups (shell §4 "Popup visibility"; docs/decisions.md "Announcement popups and server HTML"):
 * which popups this viewer sees now, and closing them. A close without "hide today" hides them for this page only; with it, until the next
 * local midnight, both unless the title or content changes.
 */
export class AnnouncementPopups {
  private readonly closedThisPage = new Map<string, Set<string>>();
  private open: { readonly viewer: PopupViewer; readonly items: readonly PopupItem[] } | null = null;

  constructor(private readonly deps: AnnouncementPopupsDeps) {}

  async load(): Promise<AnnouncementPopupsOutcome> {
    await new Promise<void>((resolve) => this.deps.scheduler.after(POPUP_LIST_DELAY_MS, resolve));
    let answer: unknown;
    try {
      // A missing popup list is no reason to interrupt the player with a dialog.
      answer = await this.deps.api.get(endpoints.announcements, { query: POPUP_LIST_QUERY, alert: false });
    } catch {
      return { kind: 'failed', reason: 'request-failed' };
    }
    const items = decodePopupItems(answer);
    if (!items) return { kind: 'failed', reason: 'malformed-answer' };

    // The viewer is read when the answer is in: a login during the call gets the member's popups.
    const viewer = viewerOf(this.deps.session.read());
    const records = parseVisibility(this.deps.local.get(visibilityStorageKey(viewer)));
    const now = this.deps.clock.now();
    const closed = this.closedThisPage.get(visibilityStorageKey(viewer));
    const visible = popupsForViewer(items, viewer).filter(
      (item) => !isHiddenToday(records, item, now) && !closed?.has(closedKey(item)),
    );
    if (visible.length === 0) {
      this.open = null;
      return { kind: 'none' };
    }

    let sanitize: (html: string) => string;
    try {
      const sanitizer = await this.deps.sanitizer.ready();
      sanitize = (html) => sanitizer.sanitize(html);
    } catch {
      return { kind: 'failed', reason: 'sanitizer-unavailable' };
    }
    this.open = { viewer, items: visible };
    return {
      kind: 'show',
      popups: visible.map((item) => ({
        id: item.id,
        title: item.title,
        safeHtml: sanitize(item.content),
        promotionType: item.promotionType,
        forceRead: item.forceRead,
      })),
      forceRead: visible.some((item) => item.forceRead),
    };
  }

  /** shell §4 "Closing sets show to false and saves today-hide if the checkbox is ticked." */
  async close(request: ClosePopupsRequest): Promise<ClosePopupsOutcome> {
    const open = this.open;
    if (!open) return { kind: 'nothing-open' };
    this.open = null;
    const key = visibilityStorageKey(open.viewer);
    const closed = this.closedThisPage.get(key) ?? new Set<string>();
    for (const item of open.items) closed.add(closedKey(item));
    this.closedThisPage.set(key, closed);
    if (!request.hideToday) return { kind: 'closed', hiddenUntil: null };

    let calendar: LocalCalendar;
    try {
      calendar = await this.deps.calendar();
    } catch {
      return { kind: 'closed', hiddenUntil: null }; // closed for this page; nothing to store without a calendar
    }
    const now = this.deps.clock.now();
    const until = calendar.nextLocalMidnight(now);
    const records = hideToday(parseVisibility(this.deps.local.get(key)), open.items, now, until);
    this.deps.local.set(key, serializeVisibility(records));
    return { kind: 'closed', hiddenUntil: until };
  }
}

function closedKey(item: PopupItem): string {
  return `${item.id}\u0000${popupHash(item)}`;
}
