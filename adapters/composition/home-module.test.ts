import { describe, expect, it } from 'vitest';
import { endpoints } from '../../core/http/endpoints';
import { ok, ScriptedTransport } from '../../core/testing/scripted-transport';
import { createContainer } from './create-container';
import { testPlatform } from './test-platform';
import { TOKENS } from './tokens';

function wiring(whitelabelVal: Record<string, boolean>) {
  const transport = new ScriptedTransport()
    .reply(endpoints.consolidatedSettings.path, ok({ whitelabelVal }))
    .reply(endpoints.availablePromotions.path, ok([{ key: 'REFERRAL', enabled: true }]))
    .reply(endpoints.gameVendors.path, ok([{ vendor: 'LOTT' }, { vendor: 'PVP' }]))
    .reply(endpoints.gameLanes.path, ok({ lanes: [{ title: 'Slots', cards: [{ accountTypeName: 'TCG' }] }] }))
    .reply(endpoints.announcements.path, ok([{ id: 1, content: 'Draw at nine' }]))
    .reply(endpoints.promotionCategories.path, ok({ categories: [{ id: 'ALL', name: 'All' }] }));
  const container = createContainer({ merchantCode: 'DEMO1', apiBaseUrl: '' }, testPlatform({ transport }));
  return { container, transport };
}

describe('composition: home content, downloaded on first use', () => {
  it('nothing is asked at wiring time; REWCEN3 on reads the REFERRAL promotion', async () => {
    const { container, transport } = wiring({ REWCEN3: true });
    const load = container.get(TOKENS.LoadAvailablePromotions);
    expect(transport.requests).toHaveLength(0);
    expect(await load.execute()).toMatchObject({ kind: 'loaded', referralEnabled: true });
    expect(container.get(TOKENS.LoadAvailablePromotions)).toBe(load);
  });

  it('"fetched only when the REWCEN3 flag is on": off asks only the shared config', async () => {
    const { container, transport } = wiring({ REWCEN3: false });
    expect(await container.get(TOKENS.LoadAvailablePromotions).execute()).toEqual({ kind: 'disabled', referralEnabled: false });
    expect(transport.to(endpoints.availablePromotions.path)).toHaveLength(0);
  });

  it('the vendor list comes ordered', async () => {
    const { container } = wiring({});
    const outcome = await container.get(TOKENS.LoadGameVendors).execute();
    expect(outcome.kind === 'loaded' && outcome.ordering.vendors.map((v) => v.vendor)).toEqual(['LOTT', 'TCG']);
  });

  it('the lanes, the marquee and the promotion categories are bound once and answer through the request layer', async () => {
    const { container } = wiring({});
    expect(container.get(TOKENS.LoadGameLanes)).toBe(container.get(TOKENS.LoadGameLanes));
    expect(await container.get(TOKENS.LoadGameLanes).execute()).toMatchObject({ kind: 'loaded', lanes: [{ title: 'Slots' }] });
    expect(await container.get(TOKENS.LoadMarquee).execute()).toEqual({ kind: 'loaded', items: [{ id: '1', text: 'Draw at nine' }] });
    expect(await container.get(TOKENS.LoadPromotionCategories).execute()).toMatchObject({ kind: 'loaded', categories: [{ id: 'ALL' }] });
  });
});
