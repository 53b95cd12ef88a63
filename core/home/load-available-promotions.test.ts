import { describe, expect, it } from 'vitest';
import { endpoints } from '../http/endpoints';
import { requestLayerHarness } from '../testing/request-layer-harness';
import { fails, ok, ScriptedTransport } from '../testing/scripted-transport';
import { LoadAvailablePromotions, type WhiteLabelSource } from './load-available-promotions';

const PATH = endpoints.availablePromotions.path;

function flags(on: Record<string, boolean>): WhiteLabelSource & { loads: number } {
  return {
    loads: 0,
    execute() {
      this.loads++;
      return Promise.resolve();
    },
    flag: (name: string) => on[name] ?? false,
  };
}

function loader(reply = ok([{ key: 'REFERRAL', enabled: true }]), whiteLabel = flags({ REWCEN3: true })) {
  const transport = new ScriptedTransport().reply(PATH, reply);
  const h = requestLayerHarness(transport);
  return { ...h, transport, whiteLabel, load: new LoadAvailablePromotions(h.api, whiteLabel) };
}

describe('LoadAvailablePromotions: "Available promotions are fetched only when the REWCEN3 flag is on" (shell §5)', () => {
  it('REWCEN3 on: GET MCSFE_getMerchantAvailablePromotions with module REWCEN3 and no Authorization; REFERRAL read', async () => {
    const { load, transport, session, whiteLabel } = loader();
    session.info = { token: 'T1', userName: 'u', id: '1', merchantCode: 'DEMO1', type: 0, firstTimeLogin: false };
    expect(await load.execute()).toEqual({ kind: 'loaded', promotions: [{ key: 'REFERRAL', enabled: true }], referralEnabled: true });
    expect(whiteLabel.loads).toBe(1);
    const [request] = transport.to(PATH);
    expect(request?.method).toBe('GET');
    expect(request?.headers.ModuleId).toBe('REWCEN3');
    expect(request?.headers.Authorization).toBeUndefined();
  });

  it('REWCEN3 off: nothing is asked and the referral promotion counts as off', async () => {
    const { load, transport } = loader(ok([{ key: 'REFERRAL', enabled: true }]), flags({}));
    expect(await load.execute()).toEqual({ kind: 'disabled', referralEnabled: false });
    expect(transport.requests).toEqual([]);
  });

  it('settings that cannot be read count as REWCEN3 off', async () => {
    const broken: WhiteLabelSource = { execute: () => Promise.reject(new Error('x')), flag: () => false };
    const { load, transport } = loader(ok([]), broken as WhiteLabelSource & { loads: number });
    expect(await load.execute()).toEqual({ kind: 'disabled', referralEnabled: false });
    expect(transport.requests).toEqual([]);
  });

  it('the first answer is kept for the page; callers at the same time share one request', async () => {
    const { load, transport } = loader();
    const [a, b] = await Promise.all([load.execute(), load.execute()]);
    await load.execute();
    expect(a).toEqual(b);
    expect(transport.to(PATH)).toHaveLength(1);
  });

  it('a failure shows no notice, counts as off and is asked again next time', async () => {
    let reply = fails(500, 'down');
    const { load, transport, notices } = loader();
    transport.reply(PATH, () => reply);
    expect(await load.execute()).toEqual({ kind: 'failed', referralEnabled: false });
    expect(notices.state.dialogs).toHaveLength(0);
    reply = ok([{ key: 'REFERRAL', enabled: false }]);
    expect(await load.execute()).toMatchObject({ kind: 'loaded', referralEnabled: false });
    expect(transport.to(PATH)).toHaveLength(2);
  });
});
