import { CustomerServiceEntries } from '../../core/customer-service/customer-service-entries';
import { OpenCustomerService } from '../../core/customer-service/open-customer-service';
import { SupportWidgetLauncher } from '../../core/customer-service/support-widget-launcher';
import { DomainNotice } from '../../core/domain-failover/domain-notice';
import { LoadSiteConfig } from '../../core/domain-failover/load-site-config';
import { RaceDomains } from '../../core/domain-failover/race-domains';
import type { ResolutionContext } from '../composition/resolution-context';
import { TOKENS } from '../composition/tokens';

/**
 * Builds the domain-unreachable notice at the first domain_not_available (domain-failover-module.ts imports
 * this file then); dependencies are resolved at that moment, so tests may rebind them before.
 */
export function createDomainNotice(context: ResolutionContext): DomainNotice {
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

