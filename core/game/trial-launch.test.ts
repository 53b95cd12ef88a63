import { describe, expect, it } from 'vitest';
import { endpoints } from '../http/endpoints';
import type { TransportOutcome } from '../http/model';
import { requestLayerHarness } from '../testing/request-layer-harness';
import { fails, ok, ScriptedTransport } from '../testing/scripted-transport';
import { TrialLaunch } from './trial-launch';

const ORIGIN = 'https://m.demo.test';

function rig(answer: TransportOutcome = ok({ gameUrl: '/wps/mock/game/trial/lucky-fruits' })) {
  const transport = new ScriptedTransport().reply(endpoints.gameTrialLaunch.path, answer);
  const h = requestLayerHarness(transport, { language: 'VI', merchantCode: 'DEMO1' });
  h.session.info = { token: 'T1', userName: 'player01', id: '1', merchantCode: 'DEMO1', type: 0, firstTimeLogin: false };
  return { ...h, trial: new TrialLaunch(h.api), calls: () => transport.to(endpoints.gameTrialLaunch.path) };
}

describe('TrialLaunch: "GET /wps/relay/GCS_gameTrialLaunch gameId, nodeId, platform (default html5); a synchronous variant adds Merchant and Language headers"', () => {
  it('asks with gameId, nodeId and platform html5, Merchant and Language, never a token; answers the game URL', async () => {
    const r = rig();
    expect(await r.trial.execute({ gameId: 'lucky-fruits', nodeId: 'N-3', origin: ORIGIN })).toEqual({
      kind: 'launched',
      gameUrl: 'https://m.demo.test/wps/mock/game/trial/lucky-fruits',
    });
    const [sent] = r.calls();
    expect(sent?.method).toBe('GET');
    expect(sent?.query).toEqual({ gameId: 'lucky-fruits', nodeId: 'N-3', platform: 'html5' });
    expect(sent?.headers).toMatchObject({ Merchant: 'DEMO1', Language: 'VI' });
    expect(sent?.headers).not.toHaveProperty('Authorization');
    expect(sent?.headers).not.toHaveProperty('ModuleId');
  });

  it('a given platform is kept; no nodeId is no nodeId', async () => {
    const r = rig();
    await r.trial.execute({ gameId: 'g1', platform: 'flash', origin: ORIGIN });
    expect(r.calls()[0]?.query).toEqual({ gameId: 'g1', platform: 'flash' });
  });

  it('no game id asks nothing', async () => {
    const r = rig();
    expect(await r.trial.execute({ gameId: ' ', origin: ORIGIN })).toEqual({ kind: 'failed', reason: 'request-failed', message: null });
    expect(r.calls()).toEqual([]);
  });

  it('a timeout is timed-out; a refusal carries the server message; a javascript: URL is no-game-url', async () => {
    expect(await rig({ kind: 'timeout' }).trial.execute({ gameId: 'g', origin: ORIGIN })).toEqual({ kind: 'timed-out' });
    expect(await rig(fails(200, { success: false, message: 'The game does not exist.' })).trial.execute({ gameId: 'g', origin: ORIGIN })).toEqual({
      kind: 'failed',
      reason: 'request-failed',
      message: 'The game does not exist.',
    });
    expect(await rig(ok({ gameUrl: 'javascript:x' })).trial.execute({ gameId: 'g', origin: ORIGIN })).toEqual({ kind: 'failed', reason: 'no-game-url', message: null });
  });

  it('nodeId and platform are sent trimmed; blank ones are left out (platform: the html5 default)', async () => {
    const r = rig();
    await r.trial.execute({ gameId: 'g1', nodeId: ' N-3 ', platform: ' flash ', origin: ORIGIN });
    await r.trial.execute({ gameId: 'g1', nodeId: '  ', platform: '  ', origin: ORIGIN });
    expect(r.calls().map((c) => c.query)).toEqual([
      { gameId: 'g1', nodeId: 'N-3', platform: 'flash' },
      { gameId: 'g1', platform: 'html5' },
    ]);
  });

  it('a refusal is shown by the view only: no notice from the request layer', async () => {
    const r = rig(fails(200, { success: false, message: 'The game does not exist.' }));
    await r.trial.execute({ gameId: 'g', origin: ORIGIN });
    expect(r.notices.dialogTexts()).toEqual([]);
    expect(r.notices.toastTexts()).toEqual([]);
  });
});
