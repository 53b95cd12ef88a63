import { describe, expect, it } from 'vitest';
import { endpoints } from '../http/endpoints';
import { requestLayerHarness } from '../testing/request-layer-harness';
import { fails, ok, ScriptedTransport } from '../testing/scripted-transport';
import { LoadGameLanes } from './load-game-lanes';
import { LoadMarquee } from './load-marquee';
import { LoadPromotionCategories } from './load-promotion-categories';

const lanes = { lanes: [{ title: 'Slots', gameCount: 3, cards: [{ accountTypeName: 'TCG', displayName: 'Fruit' }] }] };

describe('home content calls: silent, typed, never throwing', () => {
  it('LoadGameLanes asks once per session (cacheable) with platform html5 and answers the lanes', async () => {
    const transport = new ScriptedTransport().reply(endpoints.gameLanes.path, ok(lanes));
    const api = requestLayerHarness(transport).api;
    const first = await new LoadGameLanes(api).execute();
    await new LoadGameLanes(api).execute();
    expect(first.kind === 'loaded' && first.lanes.map((l) => l.title)).toEqual(['Slots']);
    expect(transport.to(endpoints.gameLanes.path)).toHaveLength(1);
    expect(transport.to(endpoints.gameLanes.path)[0]?.query).toMatchObject({ platform: 'html5' });
  });

  it('LoadMarquee asks the announcement list with category marquee', async () => {
    const transport = new ScriptedTransport().reply(endpoints.announcements.path, ok([{ id: 1, content: 'Hello' }]));
    const outcome = await new LoadMarquee(requestLayerHarness(transport).api).execute();
    expect(transport.to(endpoints.announcements.path)[0]?.query).toMatchObject({ types: 'PR', platform: 'M', category: 'marquee' });
    expect(outcome).toEqual({ kind: 'loaded', items: [{ id: '1', text: 'Hello' }] });
  });

  it('LoadPromotionCategories answers the categories', async () => {
    const transport = new ScriptedTransport().reply(endpoints.promotionCategories.path, ok({ categories: [{ id: 'A', name: 'All' }] }));
    expect(await new LoadPromotionCategories(requestLayerHarness(transport).api).execute()).toEqual({
      kind: 'loaded',
      categories: [{ id: 'A', name: 'All', imageUrl: null }],
    });
  });

  for (const [name, path, run] of [
    ['LoadGameLanes', endpoints.gameLanes.path, (h: ReturnType<typeof requestLayerHarness>) => new LoadGameLanes(h.api).execute()],
    ['LoadMarquee', endpoints.announcements.path, (h: ReturnType<typeof requestLayerHarness>) => new LoadMarquee(h.api).execute()],
    ['LoadPromotionCategories', endpoints.promotionCategories.path, (h: ReturnType<typeof requestLayerHarness>) => new LoadPromotionCategories(h.api).execute()],
  ] as const) {
    it(`${name}: a failed call is a typed failure and no dialog`, async () => {
      const h = requestLayerHarness(new ScriptedTransport().reply(path, fails(500, 'down')));
      expect(await run(h)).toEqual({ kind: 'failed' });
      expect(h.notices.state.dialogs).toHaveLength(0);
    });
  }
});
