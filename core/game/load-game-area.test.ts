import { describe, expect, it } from 'vitest';
import { endpoints } from '../http/endpoints';
import { requestLayerHarness } from '../testing/request-layer-harness';
import { fails, ok, ScriptedTransport } from '../testing/scripted-transport';
import { LoadGameArea } from './load-game-area';

const vendors = ok([{ vendor: 'LIVE' }, { vendor: 'RNG' }]);
const matches = ok([{ gameId: 'g', vendor: 'RNG', gameName: 'Fruits' }]);

describe('LoadGameArea: "the game vendor list (GCSGAME_newGameVendor) and game matches (GCSGAME_getGameMatchV2) on /m/game"', () => {
  it('asks both with platform html5, silently, and orders the vendors (shell §9)', async () => {
    const transport = new ScriptedTransport().reply(endpoints.gameVendors.path, vendors).reply(endpoints.gameMatches.path, matches);
    const h = requestLayerHarness(transport);
    const outcome = await new LoadGameArea(h.api).execute();
    expect(outcome.kind).toBe('loaded');
    if (outcome.kind !== 'loaded') return;
    expect(outcome.ordering.vendors.map((v) => [v.vendor, v.ordinal])).toEqual([['LIVE', 100], ['TCG', 200]]);
    expect(outcome.matches.map((m) => m.name)).toEqual(['Fruits']);
    expect(outcome.matchesFailed).toBe(false);
    expect(transport.to(endpoints.gameVendors.path)[0]?.query).toEqual({ platform: 'html5' });
    expect(transport.to(endpoints.gameMatches.path)[0]?.query).toEqual({ platform: 'html5' });
  });

  it('the matches failing is said as a failure of the list (not an empty list), with no notice; both failing is a failure', async () => {
    const one = requestLayerHarness(new ScriptedTransport().reply(endpoints.gameVendors.path, vendors).reply(endpoints.gameMatches.path, fails(500)));
    expect(await new LoadGameArea(one.api).execute()).toMatchObject({ kind: 'loaded', matches: [], matchesFailed: true });
    expect(one.notices.dialogTexts()).toEqual([]);
    const both = requestLayerHarness(new ScriptedTransport().reply(endpoints.gameVendors.path, fails(500)).reply(endpoints.gameMatches.path, fails(500)));
    expect(await new LoadGameArea(both.api).execute()).toEqual({ kind: 'failed' });
  });

  it('the vendor list failing leaves no vendors, with no notice; the matches still show', async () => {
    const h = requestLayerHarness(new ScriptedTransport().reply(endpoints.gameVendors.path, fails(500)).reply(endpoints.gameMatches.path, matches));
    const outcome = await new LoadGameArea(h.api).execute();
    expect(outcome.kind).toBe('loaded');
    if (outcome.kind !== 'loaded') return;
    expect(outcome.ordering.vendors).toEqual([]);
    expect(outcome.matches.map((m) => m.name)).toEqual(['Fruits']);
    expect(outcome.matchesFailed).toBe(false);
    expect(h.notices.dialogTexts()).toEqual([]);
    expect(h.notices.toastTexts()).toEqual([]);
  });
});
