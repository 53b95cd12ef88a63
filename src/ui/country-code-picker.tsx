import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Country } from '../../core/config/shared-config';
import { BottomSheet } from './bottom-sheet';

/** A country's flag from its two-letter code (regional indicator symbols); nothing for other codes. */
export function flagOf(countryCode: string): string {
  if (!/^[A-Za-z]{2}$/.test(countryCode)) return '';
  return String.fromCodePoint(...[...countryCode.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

interface CountryCodePickerProps {
  readonly countries: readonly Country[];
  readonly dialingCode: string;
  readonly disabled: boolean;
  readonly onChange: (dialingCode: string) => void;
}

/** shell §2 "Country code picker: slide-up list of flag plus a plus-prefixed dialling code, with a header titled country code and a close button." */
export function CountryCodePicker({ countries, dialingCode, disabled, onChange }: CountryCodePickerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="dial-code"
        dir="ltr"
        aria-label={`${t('country_code')} +${dialingCode}`}
        aria-haspopup="dialog"
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        +{dialingCode}
      </button>
      {open && (
        <BottomSheet title={t('country_code')} closeLabel={t('close')} onClose={() => setOpen(false)}>
          <ul className="option-list" aria-label={t('country_code')}>
            {countries.map((country) => (
              <li key={`${country.countryCode}-${country.countryDialingCode}`}>
                <button
                  type="button"
                  className="list-option"
                  aria-current={country.countryDialingCode === dialingCode ? 'true' : undefined}
                  onClick={() => {
                    onChange(country.countryDialingCode);
                    setOpen(false);
                  }}
                >
                  <span aria-hidden="true">{flagOf(country.countryCode)} </span>
                  <bdi dir="ltr">
                    {country.countryCode} +{country.countryDialingCode}
                  </bdi>
                </button>
              </li>
            ))}
          </ul>
        </BottomSheet>
      )}
    </>
  );
}
