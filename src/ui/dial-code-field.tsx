import { useObservableState } from 'observable-hooks';
import { useEffect, useState } from 'react';
import { TOKENS } from '../../adapters/composition/tokens';
import { DEFAULT_SHARED_CONFIG } from '../../core/config/shared-config';
import type { CountryListing } from '../../core/registration/country-list';
import { dialCodeControls, initialDialCode, type DialCodeControls } from '../../core/registration/dial-code-controls';
import { useService } from '../app/container-context';
import { CountryCodePicker } from './country-code-picker';

export interface DialCode {
  readonly controls: DialCodeControls;
  readonly countries: CountryListing | null;
  /** Digits; sent with the number whether the field shows or not. */
  readonly dialingCode: string;
  readonly setDialingCode: (code: string) => void;
}

/**
 * The dial code of a mobile-number form (login and register): the country list is asked for once the form is
 * `active`; core's dialCodeControls decides what shows (player-journey §5), initialDialCode what it starts with.
 */
export function useDialCode(active: boolean): DialCode {
  const countryList = useService(TOKENS.CountryList);
  const shared = useService(TOKENS.SharedConfigStore);
  const config = useObservableState(shared.config$, shared.config) ?? DEFAULT_SHARED_CONFIG;
  const [countries, setCountries] = useState<CountryListing | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  useEffect(() => {
    if (!active || countries) return;
    let live = true;
    void countryList.execute().then((listing) => {
      if (live) setCountries(listing);
    });
    return () => {
      live = false;
    };
  }, [active, countries, countryList]);
  return {
    controls: dialCodeControls(config, countries),
    countries,
    dialingCode: chosen ?? initialDialCode(countries, config),
    setDialingCode: setChosen,
  };
}

/** The "+code" before a mobile number: the country picker, the code alone when there is no list to pick from, or nothing. */
export function DialCodeField({ dial }: { readonly dial: DialCode }) {
  const { controls, countries, dialingCode, setDialingCode } = dial;
  if (!controls.dialCodeField) return null;
  if (controls.countrySelector !== 'hidden' && countries) {
    return (
      <CountryCodePicker
        countries={countries.countries}
        dialingCode={dialingCode}
        disabled={controls.countrySelector === 'disabled'}
        onChange={setDialingCode}
      />
    );
  }
  return dialingCode ? (
    <span className="dial-code" dir="ltr">
      +{dialingCode}
    </span>
  ) : null;
}
