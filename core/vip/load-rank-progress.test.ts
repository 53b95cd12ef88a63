import { describe, expect, it } from 'vitest';
import { endpoints } from '../http/endpoints';
import { fails, ok, ScriptedTransport } from '../testing/scripted-transport';
import { aSession, sessionHarness } from '../testing/session-harness';
import { LoadRankProgress } from './load-rank-progress';

const gold = {
  currentProgress: { completedConditions: 2, totalExpectedConditions: 5 },
  playerRankProgress: { labelId: 'VIP-GOLD' },
};

function loader(reply = ok(gold), session: ReturnType<typeof aSession> | null = aSession()) {
  const transport = new ScriptedTransport().reply(endpoints.playerRankProgress.path, reply);
  const h = sessionHarness(transport, session);
  const load = new LoadRankProgress(h.api, h.state);
  const seen: (number | null)[] = [];
  load.vipProgress$.subscribe((p) => seen.push(p));
  return { ...h, transport, load, seen };
}

describe('LoadRankProgress: "player rank progress is fetched" (player-journey §4 After login)', () => {
  it('GET MCSFE_getPlayerRankProgress with the bearer token; the progress and VIP progress follow', async () => {
    const { load, transport, seen } = loader();
    const outcome = await load.execute();
    expect(outcome).toEqual({ kind: 'loaded', progress: { completedConditions: 2, totalExpectedConditions: 5, labelId: 'VIP-GOLD' } });
    expect(transport.requests).toHaveLength(1);
    expect(transport.to(endpoints.playerRankProgress.path).map((r) => r.method)).toEqual(['GET']);
    expect(transport.requests[0]?.headers.Authorization).toBe('Bearer T1');
    expect(seen).toEqual([null, 0.4]);
    expect(load.progress?.labelId).toBe('VIP-GOLD');
  });

  it('without a session nothing is asked', async () => {
    const { load, transport } = loader(ok(gold), null);
    expect(await load.execute()).toEqual({ kind: 'no-session' });
    expect(transport.requests).toEqual([]);
  });

  it('"A failed rank-progress call leaves progress null": HTTP failure, no notice, never a throw', async () => {
    const { load, seen, notices } = loader(fails(500, 'x'));
    expect(await load.execute()).toEqual({ kind: 'failed', reason: 'request-failed' });
    expect(load.progress).toBeNull();
    expect(seen).toEqual([null]);
    expect(notices.state.dialogs).toHaveLength(0);
    expect(notices.state.toasts).toHaveLength(0);
  });

  it('a failure after an earlier success drops the old progress', async () => {
    let answer = ok(gold);
    const { load, transport } = loader();
    transport.reply(endpoints.playerRankProgress.path, () => answer);
    await load.execute();
    answer = fails(502);
    await load.execute();
    expect(load.progress).toBeNull();
  });

  it('an answer with no object in value is a malformed answer: no progress', async () => {
    const { load } = loader(ok('2/5'));
    expect(await load.execute()).toEqual({ kind: 'failed', reason: 'malformed-answer' });
    expect(load.progress).toBeNull();
  });

  it('an answer for a session that has since changed is dropped', async () => {
    const { load, transport, state } = loader();
    const release = transport.hold();
    const pending = load.execute();
    state.write(aSession({ token: 'T2' }));
    release();
    expect(await pending).toEqual({ kind: 'failed', reason: 'session-changed' });
    expect(load.progress).toBeNull();
  });

  it('an answer that arrives after logout is dropped, never a throw', async () => {
    const { load, transport, state } = loader();
    const release = transport.hold();
    const pending = load.execute();
    state.clear();
    release();
    expect(await pending).toEqual({ kind: 'failed', reason: 'session-changed' });
    expect(load.progress).toBeNull();
  });

  it('a failure that arrives after logout is dropped, never a throw', async () => {
    const { load, transport, state } = loader(fails(500, 'x'));
    const release = transport.hold();
    const pending = load.execute();
    state.clear();
    release();
    expect(await pending).toEqual({ kind: 'failed', reason: 'session-changed' });
  });

  it("a late failure for the player who left does not wipe the progress of the player now signed in", async () => {
    let answerForT1!: (outcome: ReturnType<typeof fails>) => void;
    const { load, transport, state } = loader();
    transport.reply(endpoints.playerRankProgress.path, (request) =>
      request.headers.Authorization === 'Bearer T1' ? new Promise((resolve) => (answerForT1 = resolve)) : ok(gold),
    );
    const stale = load.execute();
    state.write(aSession({ token: 'T2' }));
    expect(await load.execute()).toMatchObject({ kind: 'loaded' });
    answerForT1(fails(500, 'x'));
    expect(await stale).toEqual({ kind: 'failed', reason: 'session-changed' });
    expect(load.progress?.labelId).toBe('VIP-GOLD');
  });

  it('clear(): logged out, no progress', async () => {
    const { load, seen } = loader();
    await load.execute();
    load.clear();
    expect(load.progress).toBeNull();
    expect(seen).toEqual([null, 0.4, null]);
  });
});
