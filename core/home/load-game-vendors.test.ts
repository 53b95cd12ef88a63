import { describe, expect, it } from 'vitest';
import { endpoints } from '../http/endpoints';
import { requestLayerHarness } from '../testing/request-layer-harness';
import { fails, ok, ScriptedTransport } from '../testing/scripted-transport';
import { LoadGameVendors } from './load-game-vendors';

const PATH = endpoints.gameVendors.path;

describe('LoadGameVendors: GCSGAME_newGameVendor "platform html5" (player-journey §7), ordered by shell §9', () => {
  it('asks with platform html5 and answers the ordering', async () => {
    const transport = new ScriptedTransport().reply(PATH, ok([{ vendor: 'RNG' }, { vendor: 'ELOTT' }, { vendor: 'PVP' }]));
    const outcome = await new LoadGameVendors(requestLayerHarness(transport).api).execute();
    expect(transport.to(PATH)[0]?.query).toMatchObject({ platform: 'html5' });
    expect(outcome.kind === 'loaded' && outcome.ordering.vendors.map((v) => `${v.vendor}@${v.ordinal}`)).toEqual(['TCG@100', 'ELOTT@200']);
  });

  it('a failed call is a typed failure with no notice', async () => {
    const transport = new ScriptedTransport().reply(PATH, fails(500, 'x'));
    const h = requestLayerHarness(transport);
    expect(await new LoadGameVendors(h.api).execute()).toEqual({ kind: 'failed' });
    expect(h.notices.state.dialogs).toHaveLength(0);
  });
});
