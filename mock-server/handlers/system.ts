import { delay, HttpResponse, type HttpHandler } from 'msw';
import { routes } from '../routes';
import type { Merchant } from '../db';
import { encodeCustomerServicePath } from '../customer-service-path';
import { scenarios, type SiteConfigEntry } from '../scenarios';
import { domainPingQuery, contentProblem } from '../request-rules';
import { refuseParameter, wpsRoute } from './define-route';
import { businessFailure, ok } from './envelope';
import { countriesOf, customerServiceOf, domainListOf, maintenanceFields, onOrigin, regionRestrictionFields, sharedConfig } from './shared-config';

export const DOMAIN_NOT_AVAILABLE_MESSAGE = 'This domain is not available. Please use another domain.';

/** shell §9 "Manifest: display standalone, orientation portrait, scope /m/, start /m/home …, white theme". */
function webManifest(merchant: Merchant, origin: string): Response {
  const pwa = merchant.mobileTemplate.pwa;
  if (!pwa) return HttpResponse.json({ success: false, message: 'No PWA settings for this merchant.' }, { status: 404 });
  return HttpResponse.json({
    name: pwa.title,
    short_name: pwa.title,
    display: 'standalone',
    orientation: 'portrait',
    scope: '/m/',
    start_url: '/m/home?utm_source=homescreen',
    background_color: '#ffffff',
    theme_color: '#ffffff',
    icons: ([192, 256, 384, 512] as const).map((size) => ({
      src: onOrigin(pwa.icons[size], origin),
      sizes: `${size}x${size}`,
      type: 'image/png',
    })),
  });
}

/** A domainList name's host: names come with or without a scheme (`https://m1.…` or `m2.…`). */
function hostOf(domainName: string): string | null {
  try {
    return new URL(domainName.includes('://') ? domainName : `https://${domainName}`).host;
  } catch {
    return null;
  }
}

/** Whether a ping goes to a domain the site config lists for the merchant: the domain-unreachable notice's race. */
function isListedDomain(merchant: Merchant, host: string): boolean {
  const names = scenarios.get().siteConfig.domainList ?? domainListOf(merchant).map(({ domainName }) => domainName);
  return names.some((name) => hostOf(name) === host);
}

/** A switched-in entry as the server serves one: path encoded, general (no labelIds), on every position. */
function servedEntry({ title, url, csType }: SiteConfigEntry): Record<string, unknown> {
  return { title, path: encodeCustomerServicePath(url), csType, csPosition: 'ALL', labelIds: [] };
}

export const systemHandlers: HttpHandler[] = [
  wpsRoute(routes.systemStatus, () => {
    const current = scenarios.get();
    const { ip } = current.regionRestriction;
    // The visitor IP goes with every outcome, the failure too.
    if (current.domainNotAvailable) return businessFailure('domain_not_available', DOMAIN_NOT_AVAILABLE_MESSAGE, { ip });
    return ok({ ...maintenanceFields(current), ...regionRestrictionFields(current), ip });
  }),

  wpsRoute(routes.systemCountry, ({ merchant }) =>
    ok({ countries: countriesOf(merchant), countryCode: merchant.countryCode, countryDialingCode: merchant.countryDialingCode }),
  ),

  wpsRoute(routes.domainRoute, ({ merchant }) => ok({ domainList: domainListOf(merchant) })),

  wpsRoute(routes.consolidatedSettings, ({ merchant, url }) => ok(sharedConfig(merchant, scenarios.get(), url.origin))),

  // Serves both the status ping ("none") and the domain ping ({domain}/wps/system/test/ping?speed=…): same path. A ping
  // to a domain the site config lists is the domain variant, so it carries speed (player-journey §7 row).
  // The `domainPings` switch plays each domain of the failover race: a delay, or dead.
  wpsRoute(routes.ping, async (context) => {
    const { url, merchant } = context;
    const speed = isListedDomain(merchant, url.host) ? contentProblem({ query: domainPingQuery }, url.searchParams, undefined) : null;
    if (speed) return refuseParameter(context, speed);
    const pings = scenarios.get().domainPings;
    const how = pings[url.origin] ?? pings[url.host];
    if (how === 'dead') return HttpResponse.error();
    if (how) await delay(how);
    return ok('pong');
  }),

  // A browser web-app manifest, not the envelope, fetched by the app with its Merchant header; ?merchantCode= names
  // the same merchant (shell §7).
  wpsRoute(routes.webManifest, ({ merchant, url }) => webManifest(merchant, url.origin)),

  // player-journey §3 "Site config: value.customerService, value.domainList (items have domainName)".
  // The `siteConfig` switch replaces the seeded list or entries for every merchant.
  wpsRoute(routes.siteConfig, ({ merchant, url, language }) => {
    const { domainList, customerService } = scenarios.get().siteConfig;
    return ok({
      customerService: customerService ? customerService.map(servedEntry) : customerServiceOf(merchant, url.origin, language),
      domainList: domainList ? domainList.map((domainName) => ({ domainName })) : domainListOf(merchant),
    });
  }),
];
