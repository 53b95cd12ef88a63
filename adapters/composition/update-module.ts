import { ContainerModule } from 'inversify';
import type { PageVisibility } from '../../core/chat/ports';
import type { HttpTransport } from '../../core/http/ports';
import type { Clock, Scheduler } from '../../core/runtime/ports';
import type { NoticeCenter } from '../../core/shell/notice-center';
import type { OpenPrompts } from '../../core/shell/open-prompts';
import type { PageReloader } from '../../core/update/ports';
import { WatchForUpdates } from '../../core/update/watch-for-updates';
import { LocationReloader, pageOrigin } from '../update/location-reloader';
import { TOKENS } from './tokens';

/** Update detection (issue 13 item 4; docs/decisions.md "Update detection"): `start()` once at boot. */
export const updateModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.PageReloader).toResolvedValue((): PageReloader => new LocationReloader()).inSingletonScope();
  bind(TOKENS.WatchForUpdates)
    .toResolvedValue(
      (transport: HttpTransport, clock: Clock, scheduler: Scheduler, visibility: PageVisibility, notifier: NoticeCenter, prompts: OpenPrompts, reloader: PageReloader) =>
        new WatchForUpdates({ transport, clock, scheduler, visibility, notifier, prompts, reloader, origin: pageOrigin() }),
      [TOKENS.HttpTransport, TOKENS.Clock, TOKENS.Scheduler, TOKENS.PageVisibility, TOKENS.NoticeCenter, TOKENS.OpenPrompts, TOKENS.PageReloader],
    )
    .inSingletonScope();
});
