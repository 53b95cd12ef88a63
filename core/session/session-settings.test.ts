import { describe, expect, it } from 'vitest';
import { endpoints } from '../http/endpoints';
import { requestLayerHarness } from '../testing/request-layer-harness';
import { fails, ok, ScriptedTransport } from '../testing/scripted-transport';
import type { MemberInfo } from './member-info';
import type { SessionInfo } from '../session-state/session-info';
import { ApplySessionSettings, sessionSettingsDelay } from './session-settings';

const session: SessionInfo = { token: 'T1', userName: 'player01', id: '7', merchantCode: 'DEMO1', type: 0, firstTimeLogin: false };
const member = (init: Partial<MemberInfo> = {}): MemberInfo => ({
  id: '7',
  account: 'player01',
  userName: 'player01',
  type: 0,
  regDate: null,
  language: 'EN',
  passwordExpired: false,
  clubLabel: null,
  currency: null,
  referralCode: null,
  ...init,
});
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function rig(options: { random?: number; language?: string; reply?: Parameters<ScriptedTransport['reply']>[1] } = {}) {
  const transport = new ScriptedTransport().reply(endpoints.memberLanguage.path, options.reply ?? ok(true));
  const h = requestLayerHarness(transport, { language: options.language ?? 'TH' });
  h.session.write(session);
  const state: { session: SessionInfo | null; memberInfo: MemberInfo | null } = { session, memberInfo: member() };
  const useCase = new ApplySessionSettings({
    state,
    language: () => options.language ?? 'TH',
    api: h.api,
    scheduler: h.time,
    random: () => options.random ?? 0,
  });
  const writes = () => transport.to(endpoints.memberLanguage.path);
  return { ...h, transport, state, useCase, writes };
}

describe('session settings (player-journey §9 "Session settings applied | after 1 to 2.5 s delays")', () => {
  it('the delay spreads a number in [0, 1) over 1 to 2.5 s', () => {
    expect(sessionSettingsDelay(0)).toBe(1_000);
    expect(sessionSettingsDelay(0.5)).toBe(1_750);
    expect(sessionSettingsDelay(0.9999)).toBe(2_500);
    expect(sessionSettingsDelay(-1)).toBe(1_000);
    expect(sessionSettingsDelay(7)).toBe(2_500);
  });

  it('"after 1 s": nothing before the drawn delay; then the phone\'s language is written to the member whose account names another', async () => {
    const r = rig({ random: 0 });
    await r.useCase.signedIn(session);
    r.time.advance(999);
    expect(r.writes()).toHaveLength(0);
    expect(r.useCase.last).toBeNull();
    r.time.advance(1);
    expect(await r.useCase.last).toBe('synced');
    expect(r.writes()).toHaveLength(1);
    expect(r.writes()[0]).toMatchObject({ method: 'POST', body: { language: 'TH' }, headers: { Authorization: 'Bearer T1', ModuleId: 'COMM3', Language: 'TH' } });
  });

  it('"… to 2.5 s": a draw at the top of the window waits 2.5 s', async () => {
    const r = rig({ random: 0.9999 });
    await r.useCase.signedIn(session);
    r.time.advance(2_499);
    expect(r.writes()).toHaveLength(0);
    r.time.advance(1);
    expect(await r.useCase.last).toBe('synced');
  });

  it('member info read when the delay runs out, not when the session started (it arrives meanwhile)', async () => {
    const r = rig();
    r.state.memberInfo = null;
    await r.useCase.signedIn(session);
    r.state.memberInfo = member({ language: 'EN' });
    r.time.advance(1_000);
    expect(await r.useCase.last).toBe('synced');
  });

  it('the account already names the phone\'s language (any letter case): no call', async () => {
    const r = rig({ language: 'PT-BR' });
    r.state.memberInfo = member({ language: 'pt-br' });
    await r.useCase.signedIn(session);
    r.time.advance(2_500);
    expect(await r.useCase.last).toBe('in-sync');
    expect(r.writes()).toHaveLength(0);
  });

  it('an account with no language gets the phone\'s', async () => {
    const r = rig();
    r.state.memberInfo = member({ language: null });
    await r.useCase.signedIn(session);
    r.time.advance(2_500);
    expect(await r.useCase.last).toBe('synced');
  });

  it('shell §3 "4 is excluded from language sync"', async () => {
    const r = rig();
    r.state.memberInfo = member({ type: 4, language: 'EN' });
    await r.useCase.signedIn(session);
    r.time.advance(2_500);
    expect(await r.useCase.last).toBe('not-synced');
    expect(r.writes()).toHaveLength(0);
  });

  it('no member info by then: nothing to compare, no call', async () => {
    const r = rig();
    r.state.memberInfo = null;
    await r.useCase.signedIn(session);
    r.time.advance(2_500);
    expect(await r.useCase.last).toBe('no-member');
    expect(r.writes()).toHaveLength(0);
  });

  it('a logout before the delay runs out cancels it; a session replaced meanwhile is not applied for the old token', async () => {
    const r = rig();
    await r.useCase.signedIn(session);
    expect(r.time.pending()).toBe(1);
    await r.useCase.signedOut();
    expect(r.time.pending()).toBe(0);
    r.time.advance(2_500);
    expect(r.useCase.last).toBeNull();

    await r.useCase.signedIn(session);
    r.state.session = { ...session, token: 'T2' };
    r.time.advance(2_500);
    expect(await r.useCase.last).toBe('ended');
    r.state.session = null;
    await r.useCase.signedIn(session);
    r.time.advance(2_500);
    expect(await r.useCase.last).toBe('ended');
    expect(r.writes()).toHaveLength(0);
  });

  it('a second session start replaces the pending one: applied once', async () => {
    const r = rig();
    await r.useCase.signedIn(session);
    await r.useCase.signedIn(session);
    expect(r.time.pending()).toBe(1);
    r.time.advance(2_500);
    await r.useCase.last;
    expect(r.writes()).toHaveLength(1);
  });

  it('a failed write is quiet: no notice (nobody asked for it)', async () => {
    const r = rig({ reply: fails(200, { success: false, message: 'nope' }) });
    await r.useCase.signedIn(session);
    r.time.advance(2_500);
    expect(await r.useCase.last).toBe('sync-failed');
    await flush();
    expect(r.notices.state.dialogs).toHaveLength(0);
  });
});
