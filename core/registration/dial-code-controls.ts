import type { SharedConfig } from '../config/shared-config';
import type { CountryListing } from './country-list';

export type CountrySelectorState = 'hidden' | 'enabled' | 'disabled';

export interface DialCodeControls {
  /** The "+code" field beside a mobile number. */
  readonly dialCodeField: boolean;
  /** The slide-up country code picker behind that field (shell §2 "Country code picker"). */
  readonly countrySelector: CountrySelectorState;
}

/**
 * The one policy of the login and register forms' dial-code controls, player-journey §5 and shell §2 read together
 * (docs/decisions.md "Registration rules", "Sign-in forms, captcha errors and the access-denied end time"):
 * - the dial-code field shows when UPDATEMOBILEICC3 is on or the sms provider is firebase (player-journey's
 *   "fallback provider", shell's "firebase is enabled"); no form forces it;
 * - the country selector shows only with that field, once countries are loaded, with a default code and
 *   dial code and a non-empty list; DISABLEDMOBILEICC3 keeps it shown but disabled.
 */
export function dialCodeControls(config: Pick<SharedConfig, 'whiteLabel' | 'smsProvider'>, countries: CountryListing | null): DialCodeControls {
  const dialCodeField = config.whiteLabel.UPDATEMOBILEICC3 || config.smsProvider.enabled;
  const listReady =
    countries !== null &&
    countries.loaded &&
    countries.countries.length > 0 &&
    !!countries.countryCode &&
    !!countries.countryDialingCode;
  if (!dialCodeField || !listReady) return { dialCodeField, countrySelector: 'hidden' };
  return { dialCodeField, countrySelector: config.whiteLabel.DISABLEDMOBILEICC3 ? 'disabled' : 'enabled' };
}

/**
 * The dial code a form starts with, and sends while the field is hidden: the country list's default, else the
 * shared config's, else none.
 */
export function initialDialCode(countries: CountryListing | null, config: Pick<SharedConfig, 'countryDialingCode'>): string {
  return countries?.countryDialingCode || config.countryDialingCode || '';
}
