import { describe, expect, it } from 'vitest';
import { endpoints } from '../http/endpoints';
import { requestLayerHarness } from '../testing/request-layer-harness';
import { fails, ok, ScriptedTransport } from '../testing/scripted-transport';
import { CheckSystemStatus, type StatusOutcome } from './check-system-status';
import { RecheckOnReconnect, StatusPing, type PingOutcome } from './status-ping';

const pingPath = endpoints.ping.path;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function rig(transport: ScriptedTransport) {
  const h = requestLayerHarness(transport, { merchantCode: 'DEMO1', language: 'EN' });
  return { ...h, ping: new StatusPing(h.api, h.time) };
}

/** A ping whose outcome is watched without awaiting it. */
function watch(promise: Promise<PingOutcome>) {
  const seen: { outcome: PingOutcome | null } = { outcome: null };
  void promise.then((outcome) => (seen.outcome = outcome));
  return seen;
}

describe('the status ping (player-journey §7 "GET /wps/system/test/ping | none | 20 s abort, Merchant header")', () => {
  it('GET /wps/system/test/ping with no query, through the request layer: Merchant and Language headers, a 20 s timeout', async () => {
    const transport = new ScriptedTransport().reply(pingPath, ok('pong'));
    const { ping } = rig(transport);
    expect(await ping.execute()).toBe('reachable');
    expect(transport.requests).toEqual([
      { method: 'GET', url: pingPath, headers: { 'Content-Type': 'application/json', Merchant: 'DEMO1', Language: 'EN' }, timeoutMs: 20_000 },
    ]);
  });

  it('any 2xx answer is reachable, even one that is not the envelope', async () => {
    const transport = new ScriptedTransport().reply(pingPath, { kind: 'response', status: 200, body: 'pong' });
    expect(await rig(transport).ping.execute()).toBe('reachable');
  });

  it.each([
    ['HTTP 500', fails(500)],
    ['no answer', { kind: 'no-response' } as const],
    ['a transport timeout', { kind: 'timeout' } as const],
  ])('%s is unreachable, with no notice (catalogue row: alert off)', async (_, reply) => {
    const { ping, notices } = rig(new ScriptedTransport().reply(pingPath, reply));
    expect(await ping.execute()).toBe('unreachable');
    expect(notices.state.dialogs).toHaveLength(0);
  });

  it('§9 "Ping abort (status ping) 20 s": no answer in 20 s on the scheduler is unreachable, whatever comes later', async () => {
    const transport = new ScriptedTransport().reply(pingPath, ok('pong'));
    const { ping, time } = rig(transport);
    const release = transport.hold();
    const seen = watch(ping.execute());
    await flush();
    time.advance(19_999);
    await flush();
    expect(seen.outcome).toBeNull();
    time.advance(1);
    await flush();
    expect(seen.outcome).toBe('unreachable');
    release();
    await flush();
    expect(seen.outcome).toBe('unreachable');
  });

  it('an answer before 20 s cancels the abort timer', async () => {
    const transport = new ScriptedTransport().reply(pingPath, ok('pong'));
    const { ping, time } = rig(transport);
    const release = transport.hold();
    const seen = watch(ping.execute());
    time.advance(19_999);
    expect(time.pending()).toBe(1);
    release();
    await flush();
    expect(seen.outcome).toBe('reachable');
    expect(time.pending()).toBe(0);
  });

  it('one ping at a time: callers meanwhile share it; the next call pings again', async () => {
    const transport = new ScriptedTransport().reply(pingPath, ok('pong'));
    const { ping } = rig(transport);
    const release = transport.hold();
    const first = ping.execute();
    const second = ping.execute();
    expect(second).toBe(first);
    release();
    await Promise.all([first, second]);
    await ping.execute();
    expect(transport.to(pingPath)).toHaveLength(2);
  });
});

describe('when the network comes back: the status ping, then the system status again', () => {
  function reconnect(pingReply: Parameters<ScriptedTransport['reply']>[1]) {
    let statusReply = ok({});
    const transport = new ScriptedTransport().reply(pingPath, pingReply).reply(endpoints.systemStatus.path, () => statusReply);
    const h = requestLayerHarness(transport);
    const status = new CheckSystemStatus(h.api, h.notices, { isSecure: () => true, isOnline: () => true }, { handle: () => undefined }, { tracking: { values: () => ({}) }, pushed: { read: () => ({ originalDomain: null }) } });
    const useCase = new RecheckOnReconnect(new StatusPing(h.api, h.time), status);
    return { ...h, transport, status, useCase, setStatus: (reply: typeof statusReply) => (statusReply = reply) };
  }

  it('the server answers the ping: the status is checked again with the boot query, and a maintenance begun meanwhile shows', async () => {
    const r = reconnect(ok('pong'));
    await r.status.execute({ url: 'https://www.demo.test/m/home', originalDomain: 'www.demo.test' });
    r.setStatus(ok({ maintenance: true }));
    const outcome = await r.useCase.execute();
    expect(outcome).toMatchObject({ kind: 'rechecked', outcome: { kind: 'maintenance' } });
    expect((outcome as { outcome: StatusOutcome }).outcome).toBe(r.status.outcome);
    const checks = r.transport.to(endpoints.systemStatus.path);
    expect(checks).toHaveLength(2);
    expect(checks[1]!.query).toEqual(checks[0]!.query);
    expect(r.transport.requests.map((q) => q.url)).toEqual([endpoints.systemStatus.path, pingPath, endpoints.systemStatus.path]);
  });

  it('the server does not answer the ping: no second status check', async () => {
    const r = reconnect({ kind: 'no-response' });
    await r.status.execute();
    expect(await r.useCase.execute()).toEqual({ kind: 'unreachable' });
    expect(r.transport.to(endpoints.systemStatus.path)).toHaveLength(1);
  });

  it('a recheck before any boot check runs with an empty page query', async () => {
    const r = reconnect(ok('pong'));
    await r.useCase.execute();
    expect(r.transport.to(endpoints.systemStatus.path)[0]!.query).toEqual({ device: 'MOBILE', _: r.time.now() });
  });
});
