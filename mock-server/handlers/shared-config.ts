import { db, type Merchant } from '../db';
import { effectiveWhiteLabel } from '../effective-white-label';
import type { Scenarios } from '../scenarios';
import { encodeCustomerServicePath } from '../customer-service-path';

export function countriesOf(merchant: Merchant): Array<{ countryCode: string; countryDialingCode: string }> {
  return db.countries
    .findMany((q) => q.where({ merchantCode: merchant.code }))
    .map(({ countryCode, countryDialingCode }) => ({ countryCode, countryDialingCode }));
}

export function domainListOf(merchant: Merchant): Array<{ domainName: string }> {
  return db.domains.findMany((q) => q.where({ merchantCode: merchant.code })).map(({ domainName }) => ({ domainName }));
}

/** Customer-service entries as served: path encoded, title, csType, csPosition, labelIds (shell §3). */
export function customerServiceOf(merchant: Merchant): Array<Record<string, unknown>> {
  return db.customerService
    .findMany((q) => q.where({ merchantCode: merchant.code }))
    .map((entry) => ({
      title: entry.title,
      path: encodeCustomerServicePath(entry.url),
      csType: entry.csType,
      csPosition: entry.csPosition,
      labelIds: [...entry.labelIds],
    }));
}

/** shell §3 "Shared config": the consolidated settings of a merchant. */
export function sharedConfig(merchant: Merchant, current: Scenarios): Record<string, unknown> {
  return {
    merchantCode: merchant.code,
    merchantName: merchant.name,
    maintenance: current.maintenance.enabled,
    maintenanceEnd: current.maintenance.enabled ? current.maintenance.end : null,
    regionRestriction: current.regionRestriction.enabled,
    ip: current.regionRestriction.ip,
    login: { captcha: { enabled: merchant.captcha.login } },
    sms: { captcha: { enabled: merchant.captcha.sms } },
    register: { captcha: { enabled: merchant.captcha.register } },
    whitelabelVal: effectiveWhiteLabel(merchant, current),
    imageCDNs: [...merchant.imageCDNs],
    smsProvider: { firebase: merchant.firebase.enabled, apiKey: merchant.firebase.apiKey },
    firebase: { ...merchant.firebase },
    gw: { GEETEST_ID: merchant.geetestId, GEETEST_VERSION: 'v3', PROFILE_ICON_COUNT: 9 },
    countries: countriesOf(merchant),
    countryCode: merchant.countryCode,
    countryDialingCode: merchant.countryDialingCode,
    currency: merchant.currency,
    currencySymbol: merchant.currencySymbol,
    currencyPosition: merchant.currencyPosition,
    defaultLanguage: merchant.defaultLanguage,
    banners: db.banners.findMany((q) => q.where({ merchantCode: merchant.code })).map(({ merchantCode: _, ...banner }) => banner),
    mobileTemplate: structuredClone(merchant.mobileTemplate),
  };
}
