import { describe, expect, it } from 'vitest';
import { DEFAULT_SHARED_CONFIG, type SharedConfig } from '../config/shared-config';
import { NO_COUNTRIES, type CountryListing } from './country-list';
import { dialCodeControls, initialDialCode } from './dial-code-controls';

const LISTING: CountryListing = {
  loaded: true,
  countries: [{ countryCode: 'PH', countryDialingCode: '63' }],
  countryCode: 'PH',
  countryDialingCode: '63',
};

function config(flags: Partial<Record<'UPDATEMOBILEICC3' | 'DISABLEDMOBILEICC3', boolean>> = {}, firebase = false): SharedConfig {
  return {
    ...DEFAULT_SHARED_CONFIG,
    whiteLabel: { ...DEFAULT_SHARED_CONFIG.whiteLabel, ...flags },
    smsProvider: { ...DEFAULT_SHARED_CONFIG.smsProvider, enabled: firebase },
  };
}

describe('dial-code field (player-journey §5 "shows on login and register forms when UPDATEMOBILEICC3 is on or the fallback provider is used")', () => {
  it('hidden with UPDATEMOBILEICC3 off and the sms provider not firebase: no form forces it', () => {
    expect(dialCodeControls(config(), LISTING)).toEqual({ dialCodeField: false, countrySelector: 'hidden' });
  });
  it('shown when UPDATEMOBILEICC3 is on', () => {
    expect(dialCodeControls(config({ UPDATEMOBILEICC3: true }), LISTING).dialCodeField).toBe(true);
  });
  it('shown when the sms provider is firebase (the fallback provider)', () => {
    expect(dialCodeControls(config({}, true), LISTING).dialCodeField).toBe(true);
  });
  it('shown with both on', () => {
    expect(dialCodeControls(config({ UPDATEMOBILEICC3: true }, true), LISTING)).toEqual({ dialCodeField: true, countrySelector: 'enabled' });
  });
});

describe('country selector (player-journey §5 "only when a code and dial code exist and the country list is non-empty, and is disabled by DISABLEDMOBILEICC3")', () => {
  const on = config({ UPDATEMOBILEICC3: true });

  it('enabled with the field, a loaded non-empty list and both defaults', () => {
    expect(dialCodeControls(on, LISTING).countrySelector).toBe('enabled');
  });
  it('disabled (still shown) when DISABLEDMOBILEICC3 is on', () => {
    expect(dialCodeControls(config({ UPDATEMOBILEICC3: true, DISABLEDMOBILEICC3: true }), LISTING).countrySelector).toBe('disabled');
  });
  it.each<[string, CountryListing | null]>([
    ['countries not asked yet', null],
    ['countries not loaded (shell §2 "only when countries are loaded")', NO_COUNTRIES],
    ['an empty list', { ...LISTING, countries: [] }],
    ['no default code', { ...LISTING, countryCode: null }],
    ['no default dial code', { ...LISTING, countryDialingCode: null }],
  ])('hidden with %s', (_, listing) => {
    expect(dialCodeControls(on, listing).countrySelector).toBe('hidden');
  });
  it('hidden whenever the dial-code field is, even with a list', () => {
    expect(dialCodeControls(config({ DISABLEDMOBILEICC3: true }), LISTING).countrySelector).toBe('hidden');
  });
});

describe('the dial code a form starts with (and sends while the field is hidden)', () => {
  it('the country list\'s default, else the shared config\'s, else none', () => {
    expect(initialDialCode(LISTING, { countryDialingCode: '55' })).toBe('63');
    expect(initialDialCode({ ...LISTING, countryDialingCode: null }, { countryDialingCode: '55' })).toBe('55');
    expect(initialDialCode(null, { countryDialingCode: '55' })).toBe('55');
    expect(initialDialCode(NO_COUNTRIES, { countryDialingCode: null })).toBe('');
    expect(initialDialCode({ ...LISTING, countryDialingCode: '' }, { countryDialingCode: '' })).toBe('');
  });
});
