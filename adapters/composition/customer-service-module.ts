import { ContainerModule } from 'inversify';
import type { ListEntriesOutcome } from '../../core/customer-service/list-entries';
import type { OpenCustomerServiceOutcome, OpenCustomerServiceRequest } from '../../core/customer-service/open-customer-service';
import type { EntryAudience } from '../../core/customer-service/select-entries';
import type { ExternalLinkOpener, PathDecoder, SupportWidgetLoader } from '../../core/customer-service/ports';
import type { ApiClient } from '../../core/http/api-client';
import type { Scheduler } from '../../core/runtime/ports';
import { text } from '../../core/notice/model';
import type { NoticeCenter } from '../../core/notice/notice-center';
import { LazyPathDecoder } from '../customer-service/lazy-path-decoder';
import { ScriptSupportWidgetLoader } from '../customer-service/script-support-widget-loader';
import { WindowLinkOpener } from '../customer-service/window-link-opener';
import { deferredUseCase } from './deferred-use-case';
import { loadOnce } from '../browser/load-once';
import { resolvedValue } from './resolved-value';
import { TOKENS } from './tokens';

/**
 * The customer-service code (decoding, filtering, opening, widgets) is downloaded on the first open or list; the
 * opener and the help page's list share one entries cache (one fetch).
 */
function customerServiceLoader(api: ApiClient, notices: NoticeCenter, decoder: PathDecoder, links: ExternalLinkOpener, loader: SupportWidgetLoader, scheduler: Scheduler) {
  const load = async () => {
    const [{ CustomerServiceEntries }, { OpenCustomerService }, { ListCustomerServiceEntries }, { SupportWidgetLauncher }] = await Promise.all([
      import('../../core/customer-service/customer-service-entries'),
      import('../../core/customer-service/open-customer-service'),
      import('../../core/customer-service/list-entries'),
      import('../../core/customer-service/support-widget-launcher'),
    ]);
    const entries = new CustomerServiceEntries(api, decoder);
    return { open: new OpenCustomerService(entries, notices, links, new SupportWidgetLauncher(loader, scheduler)), list: new ListCustomerServiceEntries(entries) };
  };
  return loadOnce(load);
}

/** Customer service: entries fetched on first open, links in a new tab, support widgets injected on demand. */
export const customerServiceModule = new ContainerModule((bind) => {
  bind(TOKENS.PathDecoder).toDynamicValue((): PathDecoder => new LazyPathDecoder()).inSingletonScope();
  bind(TOKENS.ExternalLinkOpener).toDynamicValue((): ExternalLinkOpener => new WindowLinkOpener()).inSingletonScope();
  bind(TOKENS.SupportWidgetLoader).toDynamicValue((): SupportWidgetLoader => new ScriptSupportWidgetLoader()).inSingletonScope();
  bind(TOKENS.CustomerServiceLoader)
    .toDynamicValue(resolvedValue(customerServiceLoader, [TOKENS.ApiClient, TOKENS.NoticeCenter, TOKENS.PathDecoder, TOKENS.ExternalLinkOpener, TOKENS.SupportWidgetLoader, TOKENS.Scheduler]))
    .inSingletonScope();
  bind(TOKENS.OpenCustomerService)
    .toDynamicValue(
      resolvedValue(
        (load: ReturnType<typeof customerServiceLoader>, notices: NoticeCenter) =>
          deferredUseCase<[OpenCustomerServiceRequest?], OpenCustomerServiceOutcome>(
            async () => (await load()).open,
            () => {
              void notices.notice(text('cs_unavailable'));
              return { kind: 'unavailable' };
            },
          ),
        [TOKENS.CustomerServiceLoader, TOKENS.NoticeCenter],
      ),
    )
    .inSingletonScope();
  bind(TOKENS.ListCustomerServiceEntries)
    .toDynamicValue(
      resolvedValue(
        (load: ReturnType<typeof customerServiceLoader>) =>
          deferredUseCase<[EntryAudience?], ListEntriesOutcome>(async () => (await load()).list, () => ({ kind: 'failed' })),
        [TOKENS.CustomerServiceLoader],
      ),
    )
    .inSingletonScope();
});
