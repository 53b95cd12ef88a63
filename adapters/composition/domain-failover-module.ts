import { ContainerModule, type ResolutionContext } from 'inversify';
import { ApiDomainPinger } from '../../core/domain-failover/api-domain-pinger';
import type { DomainNotice } from '../../core/domain-failover/domain-notice';
import type { ApiClient } from '../../core/http/api-client';
import type { DomainUnavailableHandler } from '../../core/shell/ports';
import { LocationPageExit } from '../browser/location-page-exit';
import { TOKENS } from './tokens';

/** Loads once; a failed download is forgotten so the next call tries again. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
}

/** Everything but the handler is downloaded at the first domain_not_available; dependencies are resolved then. */
async function createDomainNotice(context: ResolutionContext): Promise<DomainNotice> {
  const [{ DomainNotice }, { LoadSiteConfig }, { RaceDomains }, { CustomerServiceEntries }, { OpenCustomerService }, { SupportWidgetLauncher }] = await Promise.all([
    import('../../core/domain-failover/domain-notice'),
    import('../../core/domain-failover/load-site-config'),
    import('../../core/domain-failover/race-domains'),
    import('../../core/customer-service/customer-service-entries'),
    import('../../core/customer-service/open-customer-service'),
    import('../../core/customer-service/support-widget-launcher'),
  ]);
  const api = context.get(TOKENS.ApiClient);
  const decoder = context.get(TOKENS.PathDecoder);
  const scheduler = context.get(TOKENS.Scheduler);
  const notices = context.get(TOKENS.NoticeCenter);
  return new DomainNotice({
    siteConfig: new LoadSiteConfig(api, decoder, context.get(TOKENS.NetworkEnvironment)),
    race: new RaceDomains(context.get(TOKENS.DomainPinger), context.get(TOKENS.Clock), scheduler, context.get(TOKENS.DomainShuffleRandom)),
    scheduler,
    prompts: context.get(TOKENS.OpenPrompts),
    exit: context.get(TOKENS.PageExit),
    affiliate: context.get(TOKENS.RememberAffiliate),
    customerService: new OpenCustomerService(
      new CustomerServiceEntries(api, decoder),
      notices,
      context.get(TOKENS.ExternalLinkOpener),
      new SupportWidgetLauncher(context.get(TOKENS.SupportWidgetLoader), scheduler),
    ),
  });
}

/**
 * The domain-unreachable notice and failover (player-journey §2, §4, §7-§9; issue 13 item 1;
 * docs/decisions.md "Domain failover"). Only the handler that downloads the rest is in the first load.
 */
export const domainFailoverModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.PageExit).toResolvedValue(() => new LocationPageExit(window.location)).inSingletonScope();
  bind(TOKENS.DomainShuffleRandom).toConstantValue(Math.random);
  bind(TOKENS.DomainPinger).toResolvedValue((api: ApiClient) => new ApiDomainPinger(api), [TOKENS.ApiClient]).inSingletonScope();
  bind(TOKENS.DomainNotice)
    .toDynamicValue((context) => once(() => createDomainNotice(context)))
    .inSingletonScope();
  bind(TOKENS.DomainUnavailableHandler)
    .toResolvedValue(
      (load: () => Promise<DomainNotice>): DomainUnavailableHandler => ({
        handle: (message) => void load().then((notice) => notice.handle(message)),
      }),
      [TOKENS.DomainNotice],
    )
    .inSingletonScope();
});
