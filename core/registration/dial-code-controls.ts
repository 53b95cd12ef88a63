import type { SharedConfig } from '../config/shared-config';
import type { CountryListing } from './country-list';

export type CountrySelectorState = 'hidden' | 'enabled' | 'disabled';

export interface DialCodeControls {
  /** The "+code" field beside a mobile number. */
  readonly dialCodeField: boolean;
  /** The slide-up country code picker behind that field (shell §2 "Country code picker"). */
  readonly countrySelector: CountrySelectorState;
}

export interface DialCodeOptions {
  /** A form that cannot work without a dial code (mobile registration) shows it whatever the flags say. */
  readonly forced?: boolean;
}

/**
 * player-journey §5 and shell §2 read together (docs/decisions.md "Registration rules"):
 * - the dial-code field shows when forced, or UPDATEMOBILEICC3 is on, or the sms provider is firebase
 *   (player-journey's "fallback provider", shell's "firebase is enabled");
 * - the country selector shows only with that field, once countries are loaded, with a default code and
 *   dial code and a non-empty list; DISABLEDMOBILEICC3 keeps it shown but disabled.
 */
export function dialCodeControls(
  config: Pick<SharedConfig, 'whiteLabel' | 'smsProvider'>,
  countries: CountryListing | null,
  options: DialCodeOptions = {},
): DialCodeControls {
  const dialCodeField = options.forced === true || config.whiteLabel.UPDATEMOBILEICC3 || config.smsProvider.firebase;
  const listReady =
    countries !== null &&
    countries.loaded &&
    countries.countries.length > 0 &&
    !!countries.countryCode &&
    !!countries.countryDialingCode;
  if (!dialCodeField || !listReady) return { dialCodeField, countrySelector: 'hidden' };
  return { dialCodeField, countrySelector: config.whiteLabel.DISABLEDMOBILEICC3 ? 'disabled' : 'enabled' };
}

