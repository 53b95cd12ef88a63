import { db, type Merchant } from '../db';
import { effectiveWhiteLabel } from '../effective-white-label';
import type { Scenarios } from '../scenarios';
import { encodeCustomerServicePath } from '../customer-service-path';
import { effectiveCaptcha } from './captcha';
import { seedActionButtons } from '../seed-content';
import { contentLanguage, localized } from '../localized-content';

export function countriesOf(merchant: Merchant): Array<{ countryCode: string; countryDialingCode: string }> {
  return db.countries
    .findMany((q) => q.where({ merchantCode: merchant.code }))
    .map(({ countryCode, countryDialingCode }) => ({ countryCode, countryDialingCode }));
}

export function domainListOf(merchant: Merchant): Array<{ domainName: string }> {
  return db.domains.findMany((q) => q.where({ merchantCode: merchant.code })).map(({ domainName }) => ({ domainName }));
}

/**
 * Customer-service entries as served: path encoded, title, csType, csPosition, labelIds (shell §3).
 * With `origin`, a seeded path-only link (the mock's widget script) is made absolute on it. With `language`
 * (the request's), DEMO1's worded titles are translated (localized-content.ts; brand names stay).
 */
export function customerServiceOf(merchant: Merchant, origin?: string, language: string | null = null): Array<Record<string, unknown>> {
  const lang = contentLanguage(merchant.code, language);
  return db.customerService
    .findMany((q) => q.where({ merchantCode: merchant.code }))
    .map((entry) => ({
      title: localized(entry.title, lang),
      path: encodeCustomerServicePath(origin ? onOrigin(entry.url, origin) : entry.url),
      csType: entry.csType,
      csPosition: entry.csPosition,
      labelIds: [...entry.labelIds],
    }));
}

/**
 * shell §2 "Maintenance page: … optional end time (from maintenanceEnd), description from the server".
 * A description switched off (null) is sent empty (the client then shows its fixed text); null outside maintenance.
 */
export function maintenanceFields(current: Scenarios): { maintenance: boolean; maintenanceEnd: string | null; maintenanceDescription: string | null } {
  const { enabled, end, description } = current.maintenance;
  return {
    maintenance: enabled,
    maintenanceEnd: enabled ? end : null,
    maintenanceDescription: enabled ? (description ?? '') : null,
  };
}

/** The restriction flag and, while it is on, its end time (the access-denied page's end time; client docs/decisions.md). */
export function regionRestrictionFields(current: Scenarios): { regionRestriction: boolean; regionRestrictionEnd: string | null } {
  const { enabled, end } = current.regionRestriction;
  return { regionRestriction: enabled, regionRestrictionEnd: enabled ? end : null };
}

/** Mock image paths (`/wps/mock/…`) made absolute on the origin that asked, so a manifest anywhere can load them. */
export function onOrigin(pathOrUrl: string, origin: string): string {
  return pathOrUrl.startsWith('/') ? `${origin}${pathOrUrl}` : pathOrUrl;
}

/** Server HTML with its path-only `src` addresses (the mock's pictures) made absolute on the asking origin. */
export function htmlOnOrigin(html: string, origin: string): string {
  return html.replace(/(\ssrc\s*=\s*)(["'])(\/(?!\/)[^"']*)\2/gi, (_all, attribute: string, quote: string, path: string) => `${attribute}${quote}${origin}${path}${quote}`);
}

function mobileTemplateOf(merchant: Merchant, origin: string): Record<string, unknown> {
  const { pwa, apple_touch_icon, image_logo, ...rest } = merchant.mobileTemplate;
  return {
    ...structuredClone(rest),
    apple_touch_icon: onOrigin(apple_touch_icon, origin),
    image_logo: onOrigin(image_logo, origin),
    // null for a merchant without PWA settings: shell §5 "A mobile template without pwa: the manifest is skipped".
    pwa: pwa
      ? {
          title: pwa.title,
          icons: Object.fromEntries(Object.entries(pwa.icons).map(([size, icon]) => [size, onOrigin(icon, origin)])),
        }
      : null,
  };
}

/** shell §3 "Shared config": the consolidated settings of a merchant. */
export function sharedConfig(merchant: Merchant, current: Scenarios, origin: string): Record<string, unknown> {
  return {
    merchantCode: merchant.code,
    merchantName: merchant.name,
    ...maintenanceFields(current),
    ...regionRestrictionFields(current),
    ip: current.regionRestriction.ip,
    // shell §3 prompt settings "theme (default light)": DEMO1 light, DEMO2 dark.
    theme: merchant.theme,
    login: { captcha: { enabled: effectiveCaptcha(merchant, current).login } },
    sms: { captcha: { enabled: effectiveCaptcha(merchant, current).sms } },
    register: { captcha: { enabled: effectiveCaptcha(merchant, current).register } },
    whitelabelVal: effectiveWhiteLabel(merchant, current),
    imageCDNs: merchant.imageCDNs.map((cdn) => onOrigin(cdn, origin)),
    // shell §3 "smsProvider (firebase, apiKey)" holds player-journey §3's whole provider config and the vapid key.
    smsProvider: { ...merchant.smsProvider, vapidKey: current.pushVapidKey ? merchant.smsProvider.vapidKey : null },
    gw: { GEETEST_ID: merchant.geetestId, GEETEST_VERSION: effectiveCaptcha(merchant, current).version, PROFILE_ICON_COUNT: 9 },
    countries: countriesOf(merchant),
    countryCode: merchant.countryCode,
    countryDialingCode: merchant.countryDialingCode,
    currency: merchant.currency,
    currencySymbol: merchant.currencySymbol,
    currencyPosition: merchant.currencyPosition,
    defaultLanguage: merchant.defaultLanguage,
    banners: db.banners
      .findMany((q) => q.where({ merchantCode: merchant.code }))
      .map(({ merchantCode: _, ...banner }) => ({ ...banner, url: onOrigin(banner.url, origin) })),
    actionButton: (seedActionButtons[merchant.code] ?? []).map((item) => ({ ...item })),
    mobileTemplate: mobileTemplateOf(merchant, origin),
  };
}
