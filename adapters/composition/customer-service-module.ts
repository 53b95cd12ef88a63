import { ContainerModule } from 'inversify';
import type { OpenCustomerServiceOutcome, OpenCustomerServiceRequest } from '../../core/customer-service/open-customer-service';
import type { ExternalLinkOpener, PathDecoder, SupportWidgetLoader } from '../../core/customer-service/ports';
import type { ApiClient } from '../../core/http/api-client';
import type { Scheduler } from '../../core/runtime/ports';
import { text } from '../../core/shell/model';
import type { NoticeCenter } from '../../core/shell/notice-center';
import { LazyPathDecoder } from '../customer-service/lazy-path-decoder';
import { ScriptSupportWidgetLoader } from '../customer-service/script-support-widget-loader';
import { WindowLinkOpener } from '../customer-service/window-link-opener';
import { deferredUseCase } from './deferred-use-case';
import { TOKENS } from './tokens';

/** The customer-service code (decoding, filtering, opening, widgets) is downloaded on the first open. */
async function loadOpenCustomerService(api: ApiClient, notices: NoticeCenter, decoder: PathDecoder, links: ExternalLinkOpener, loader: SupportWidgetLoader, scheduler: Scheduler) {
  const [{ CustomerServiceEntries }, { OpenCustomerService }, { SupportWidgetLauncher }] = await Promise.all([
    import('../../core/customer-service/customer-service-entries'),
    import('../../core/customer-service/open-customer-service'),
    import('../../core/customer-service/support-widget-launcher'),
  ]);
  return new OpenCustomerService(new CustomerServiceEntries(api, decoder), notices, links, new SupportWidgetLauncher(loader, scheduler));
}

/** Customer service: entries fetched on first open, links in a new tab, support widgets injected on demand. */
export const customerServiceModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.PathDecoder).toResolvedValue((): PathDecoder => new LazyPathDecoder()).inSingletonScope();
  bind(TOKENS.ExternalLinkOpener).toResolvedValue((): ExternalLinkOpener => new WindowLinkOpener()).inSingletonScope();
  bind(TOKENS.SupportWidgetLoader).toResolvedValue((): SupportWidgetLoader => new ScriptSupportWidgetLoader()).inSingletonScope();
  bind(TOKENS.OpenCustomerService)
    .toResolvedValue(
      (api: ApiClient, notices: NoticeCenter, decoder: PathDecoder, links: ExternalLinkOpener, loader: SupportWidgetLoader, scheduler: Scheduler) =>
        deferredUseCase<[OpenCustomerServiceRequest?], OpenCustomerServiceOutcome>(
          () => loadOpenCustomerService(api, notices, decoder, links, loader, scheduler),
          () => {
            void notices.notice(text('cs_unavailable'));
            return { kind: 'unavailable' };
          },
        ),
      [TOKENS.ApiClient, TOKENS.NoticeCenter, TOKENS.PathDecoder, TOKENS.ExternalLinkOpener, TOKENS.SupportWidgetLoader, TOKENS.Scheduler],
    )
    .inSingletonScope();
});
