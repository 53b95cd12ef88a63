import { ContainerModule } from 'inversify';
import type { AnnouncementPopups, AnnouncementPopupsOutcome, ClosePopupsOutcome, ClosePopupsRequest } from '../../core/announcements/announcement-popups';
import type { LocalCalendar } from '../../core/announcements/ports';
import type { HtmlSanitizerLoader } from '../../core/content/ports';
import type { ApiClient } from '../../core/http/api-client';
import type { KeyValueStore } from '../../core/runtime/ports';
import type { Clock, Scheduler } from '../../core/runtime/ports';
import type { SessionStore } from '../../core/session-state/session-store';
import { LazyHtmlSanitizer } from '../html/lazy-html-sanitizer';
import { deferredUseCase } from './deferred-use-case';
import { loadOnce } from '../browser/load-once';
import { resolvedValue } from './resolved-value';
import { token } from './token';
import { TOKENS } from './tokens';

/** The page's one AnnouncementPopups, shared by the load and close use cases (module-private). */
const POPUPS = token<() => Promise<AnnouncementPopups>>('announcements/AnnouncementPopups');

async function loadLocalCalendar(): Promise<LocalCalendar> {
  const { IntlLocalCalendar } = await import('../announcements/intl-local-calendar');
  return new IntlLocalCalendar();
}

/**
 * Announcement popups (docs/decisions.md "Announcement popups and server HTML"): one AnnouncementPopups per page (it
 * remembers what was closed on this page), its code downloaded on the first load; DOMPurify and the calendar only when needed.
 */
export const announcementsModule = new ContainerModule((bind) => {
  bind(TOKENS.HtmlSanitizerLoader).toDynamicValue((): HtmlSanitizerLoader => new LazyHtmlSanitizer()).inSingletonScope();
  bind(TOKENS.LocalCalendarLoader).toConstantValue(loadLocalCalendar);
  bind(POPUPS)
    .toDynamicValue(
      resolvedValue(
        (api: ApiClient, session: SessionStore, local: KeyValueStore, clock: Clock, scheduler: Scheduler, sanitizer: HtmlSanitizerLoader, calendar: () => Promise<LocalCalendar>) => {
          return loadOnce(() =>
            import('../../core/announcements/announcement-popups').then(
              ({ AnnouncementPopups }) => new AnnouncementPopups({ api, session, local, clock, calendar, scheduler, sanitizer }),
            ),
          );
        },
        [TOKENS.ApiClient, TOKENS.SessionState, TOKENS.LocalKeyValueStore, TOKENS.Clock, TOKENS.Scheduler, TOKENS.HtmlSanitizerLoader, TOKENS.LocalCalendarLoader],
      ),
    )
    .inSingletonScope();
  bind(TOKENS.LoadAnnouncementPopups)
    .toDynamicValue(
      resolvedValue(
        (popups: () => Promise<AnnouncementPopups>) =>
          deferredUseCase<[], AnnouncementPopupsOutcome>(
            async () => {
              const useCase = await popups();
              return { execute: () => useCase.load() };
            },
            () => ({ kind: 'failed', reason: 'code-unavailable' }),
          ),
        [POPUPS],
      ),
    )
    .inSingletonScope();
  bind(TOKENS.CloseAnnouncementPopups)
    .toDynamicValue(
      resolvedValue(
        (popups: () => Promise<AnnouncementPopups>) =>
          deferredUseCase<[ClosePopupsRequest], ClosePopupsOutcome>(
            async () => {
              const useCase = await popups();
              return { execute: (request) => useCase.close(request) };
            },
            () => ({ kind: 'nothing-open' }),
          ),
        [POPUPS],
      ),
    )
    .inSingletonScope();
});
