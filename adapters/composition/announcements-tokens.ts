import type { AnnouncementPopupsOutcome, ClosePopupsOutcome, ClosePopupsRequest } from '../../core/announcements/announcement-popups';
import type { LocalCalendar } from '../../core/announcements/ports';
import type { HtmlSanitizerLoader } from '../../core/content/ports';
import type { UseCase } from './deferred-use-case';
import { token } from './token';

/** The tokens announcements-module.ts binds. */
export const announcementsTokens = {
  /** Server HTML made safe: DOMPurify, downloaded the first time server HTML is shown. */
  HtmlSanitizerLoader: token<HtmlSanitizerLoader>('HtmlSanitizerLoader'),
  /** The local calendar for "hide today" (Intl, the phone's zone); tests rebind a named zone. */
  LocalCalendarLoader: token<() => Promise<LocalCalendar>>('LocalCalendarLoader'),
  /** Announcement popups: announcements-module.ts; waits 500 ms, then loads; downloaded on first use. */
  LoadAnnouncementPopups: token<UseCase<[], AnnouncementPopupsOutcome>>('LoadAnnouncementPopups'),
  CloseAnnouncementPopups: token<UseCase<[ClosePopupsRequest], ClosePopupsOutcome>>('CloseAnnouncementPopups'),
} as const;
