import { describe, expect, it } from 'vitest';
import { endpoints } from '../http/endpoints';
import { fails, ok, ScriptedTransport } from '../testing/scripted-transport';
import { aSession, sessionHarness } from '../testing/session-harness';
import { SyncToken } from './sync-token';

const path = endpoints.tokenSync.path;

describe('SyncToken (shell §7 "A token-sync call (POST with bearer, or DELETE)")', () => {
  it('POSTs with the bearer', async () => {
    const transport = new ScriptedTransport().reply(path, ok(true));
    const h = sessionHarness(transport, aSession());
    expect(await new SyncToken(h.api, h.state).execute()).toEqual({ kind: 'synced' });
    expect(transport.requests).toHaveLength(1);
    expect(transport.requests[0]).toMatchObject({ method: 'POST', headers: { Authorization: 'Bearer T1' } });
    expect(transport.requests[0]!.body).toBeUndefined();
  });

  it('nothing to sync without a session', async () => {
    const transport = new ScriptedTransport().reply(path, ok(true));
    const h = sessionHarness(transport, null);
    expect(await new SyncToken(h.api, h.state).execute()).toEqual({ kind: 'no-session' });
    expect(transport.requests).toHaveLength(0);
  });

  it('a failure is a typed outcome with no notice (alerts off)', async () => {
    const h = sessionHarness(new ScriptedTransport().reply(path, fails(500, 'x')), aSession());
    expect(await new SyncToken(h.api, h.state).execute()).toEqual({ kind: 'failed' });
    expect(h.notices.state.dialogs).toHaveLength(0);
  });
});
