import { beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../http/endpoints';
import { requestLayerHarness } from '../testing/request-layer-harness';
import { fails, ok, ScriptedTransport } from '../testing/scripted-transport';
import { CountryList, NO_COUNTRIES } from './country-list';

/**
 * The decoding schemas and NO_COUNTRIES are module constants, so each test loads its own copy of the module
 * while it runs: StrykerJS (ignoreStatic) measures top-level code only by the tests during which it is
 * evaluated. Only this module is evaluated again; its imports stay shared.
 */
let loads = 0;
let fresh: typeof import('./country-list');
beforeEach(async () => {
  fresh = (await import(/* @vite-ignore */ `./country-list?fresh=${++loads}`)) as typeof import('./country-list');
});
const decodeCountryListing = (input: unknown) => fresh.decodeCountryListing(input);

const ANSWER = {
  countries: [
    { countryCode: 'PH', countryDialingCode: '63' },
    { countryCode: 'vn', countryDialingCode: '+84' },
  ],
  countryCode: 'PH',
  countryDialingCode: '+63',
};

function countryList(reply: Parameters<ScriptedTransport['reply']>[1]) {
  const transport = new ScriptedTransport().reply(endpoints.systemCountry.path, reply);
  const h = requestLayerHarness(transport);
  // Counted above the request layer: its own merging of parallel GETs and session cache must not hide a second ask.
  const gets = vi.spyOn(h.api, 'get');
  return { ...h, transport, gets, useCase: new CountryList(h.api, () => 'DEMO1') };
}

describe('country list decoding (player-journey §3 "Country list response")', () => {
  it('reads value.countries and the default code and dial code, dial codes as digits', () => {
    expect(decodeCountryListing(ANSWER)).toEqual({
      loaded: true,
      countries: [
        { countryCode: 'PH', countryDialingCode: '63' },
        { countryCode: 'VN', countryDialingCode: '84' },
      ],
      countryCode: 'PH',
      countryDialingCode: '63',
    });
  });

  it('is lenient: the fields under value, numbers as dial codes, broken entries dropped', () => {
    expect(
      decodeCountryListing({
        value: { countries: [{ countryCode: 'TH', countryDialingCode: 66 }, { countryCode: '' }, 'x', null], countryDialingCode: 66 },
      }),
    ).toEqual({ loaded: true, countries: [{ countryCode: 'TH', countryDialingCode: '66' }], countryCode: null, countryDialingCode: '66' });
  });

  it('junk is an empty, loaded list', () => {
    expect(decodeCountryListing({ countries: 'PH', countryDialingCode: 'abc' })).toEqual({ ...NO_COUNTRIES, loaded: true });
    expect(decodeCountryListing('nope')).toEqual({ ...NO_COUNTRIES, loaded: true });
  });

  it('a dial code longer than 4 digits is not a dial code', () => {
    expect(decodeCountryListing({ countries: [{ countryCode: 'XX', countryDialingCode: '12345' }] }).countries).toEqual([]);
  });
});

describe('CountryList (docs/decisions.md "Registration rules": one request per page, callers in flight share it)', () => {
  it('three concurrent callers share one request and get the same listing', async () => {
    const { useCase, transport, gets } = countryList(ok(ANSWER));
    const release = transport.hold();
    const asks = [useCase.execute(), useCase.execute(), useCase.execute()];
    release();
    const [a, b, c] = await Promise.all(asks);
    expect(gets).toHaveBeenCalledTimes(1);
    expect(transport.to(endpoints.systemCountry.path)).toHaveLength(1);
    expect(a).toBe(b);
    expect(b).toBe(c);
    expect(a?.countries).toHaveLength(2);
  });

  it('the answer is kept: a later caller makes no request', async () => {
    const { useCase, gets } = countryList(ok(ANSWER));
    const first = await useCase.execute();
    expect(await useCase.execute()).toBe(first);
    expect(useCase.current).toBe(first);
    expect(gets).toHaveBeenCalledTimes(1);
  });

  it('"GET /wps/system/country | merchant parameter"', async () => {
    const { useCase, transport } = countryList(ok(ANSWER));
    await useCase.execute();
    expect(transport.to(endpoints.systemCountry.path)[0]).toMatchObject({ method: 'GET', query: { merchant: 'DEMO1' } });
  });

  it('shell §2 "shows only when countries are loaded": a failed request answers loaded false, with no countries nor defaults', async () => {
    const transport = new ScriptedTransport().reply(endpoints.systemCountry.path, fails(500));
    const { api } = requestLayerHarness(transport);
    expect(await new fresh.CountryList(api, () => 'DEMO1').execute()).toEqual({ loaded: false, countries: [], countryCode: null, countryDialingCode: null });
  });

  it('a failed request shows no notice, answers "not loaded" and is asked again next time', async () => {
    const { useCase, transport, notices, gets } = countryList(fails(500));
    expect(await useCase.execute()).toEqual(NO_COUNTRIES);
    expect(useCase.current).toBeNull();
    expect(notices.state.dialogs).toHaveLength(0);
    transport.reply(endpoints.systemCountry.path, ok(ANSWER));
    expect((await useCase.execute()).loaded).toBe(true);
    expect(gets).toHaveBeenCalledTimes(2);
  });
});
