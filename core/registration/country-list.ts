import * as v from 'valibot';
import { lenientText, unwrapValue } from '../decode/lenient-schemas';
import type { Country } from '../config/shared-config';
import type { ApiClient } from '../http/api-client';
import { endpoints } from '../http/endpoints';

/** player-journey §3 "Country list response: countries (each with countryCode and countryDialingCode), plus a default". */
export interface CountryListing {
  /** shell §2 "shows only when countries are loaded": false when the list could not be fetched. */
  readonly loaded: boolean;
  readonly countries: readonly Country[];
  readonly countryCode: string | null;
  /** Digits only; the UI adds the plus sign. */
  readonly countryDialingCode: string | null;
}

export const NO_COUNTRIES: CountryListing = { loaded: false, countries: [], countryCode: null, countryDialingCode: null };

// "+63", " 63" or 63: digits only, 1 to 4 of them (ITU dialling codes).
const dialingCode = v.pipe(
  lenientText,
  v.transform((code) => code.replace(/\D/g, '')),
  v.regex(/^\d{1,4}$/),
);

const country = v.object({ countryCode: v.pipe(lenientText, v.toUpperCase()), countryDialingCode: dialingCode });

const countries = v.fallback(
  v.pipe(
    v.array(v.unknown()),
    v.transform((items) =>
      items.flatMap((item) => {
        const read = v.safeParse(country, item);
        return read.success ? [read.output] : [];
      }),
    ),
  ),
  (): Country[] => [],
);

const listing = v.object({
  countries,
  countryCode: v.fallback(v.nullable(v.pipe(lenientText, v.toUpperCase())), null),
  countryDialingCode: v.fallback(v.nullable(dialingCode), null),
});

/** Reads the answer's value (fields under `value` or at the top level); a broken entry is dropped, junk is an empty list. */
export function decodeCountryListing(input: unknown): CountryListing {
  const fields = unwrapValue(input);
  if (!fields) return { ...NO_COUNTRIES, loaded: true };
  const read = v.parse(listing, { countries: fields.countries, countryCode: fields.countryCode, countryDialingCode: fields.countryDialingCode });
  return { loaded: true, ...read };
}

/**
 * `GET /wps/system/country?merchant=…` (player-journey §7 "cached; response value.countries"), requested
 * once however many components ask: concurrent callers share one request and the answer is kept for
 * the page's life. A failed request is not kept, so the next caller asks again (docs/decisions.md
 * "Registration rules").
 */
export class CountryList {
  private pending: Promise<CountryListing> | null = null;
  private kept: CountryListing | null = null;

  constructor(
    private readonly api: ApiClient,
    private readonly merchantCode: () => string,
  ) {}

  /** The kept answer, or null before it arrived. */
  get current(): CountryListing | null {
    return this.kept;
  }

  execute(): Promise<CountryListing> {
    if (this.kept) return Promise.resolve(this.kept);
    this.pending ??= this.load().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  private async load(): Promise<CountryListing> {
    try {
      // The picker just stays hidden when the list is missing: no notice for it.
      const envelope = await this.api.get(endpoints.systemCountry, { query: { merchant: this.merchantCode() }, alert: false });
      this.kept = decodeCountryListing(envelope.value);
      return this.kept;
    } catch {
      return NO_COUNTRIES;
    }
  }
}
