import { describe, expect, it } from 'vitest';
import { endpoints } from '../http/endpoints';
import { fails, ok, ScriptedTransport } from '../testing/scripted-transport';
import { aSession, sessionHarness } from '../testing/session-harness';
import { RefreshMemberInfo } from './refresh-member-info';

const path = endpoints.memberInfo.path;
const info = { id: '1000002', account: 'agent01', userName: 'agent01', type: 1, clubLabel: null };

function refresh(reply: Parameters<ScriptedTransport['reply']>[1], session = aSession()) {
  const transport = new ScriptedTransport().reply(path, reply);
  const h = sessionHarness(transport, session);
  return { ...h, transport, useCase: new RefreshMemberInfo(h.api, h.state) };
}

describe('RefreshMemberInfo (player-journey §7 "GET /wps/member/info … response value.info")', () => {
  it('fetches with the bearer and publishes the member', async () => {
    const { useCase, state, transport } = refresh(ok({ info }));
    const outcome = await useCase.execute();
    expect(outcome).toEqual({ kind: 'refreshed', member: state.memberInfo });
    expect(state.memberInfo).toMatchObject({ id: '1000002', type: 1 });
    expect(transport.requests[0]).toMatchObject({ method: 'GET', headers: { Authorization: 'Bearer T1' } });
  });

  it('only when a session exists: no call without one', async () => {
    const transport = new ScriptedTransport().reply(path, ok({ info }));
    const h = sessionHarness(transport, null);
    expect(await new RefreshMemberInfo(h.api, h.state).execute()).toEqual({ kind: 'no-session' });
    expect(transport.requests).toHaveLength(0);
  });

  it('a failed call leaves the state as it was and is a typed failure, with no notice (alerts off)', async () => {
    const { useCase, state, notices } = refresh(fails(500, 'oops'));
    state.setMemberInfo({ id: '1', account: 'a', userName: 'a', type: 0, regDate: null, language: null, passwordExpired: false, clubLabel: null, currency: null, referralCode: null });
    const before = state.memberInfo;
    expect(await useCase.execute()).toEqual({ kind: 'failed', reason: 'request-failed' });
    expect(state.memberInfo).toBe(before);
    expect(state.session).toEqual(aSession());
    expect(notices.state.dialogs).toHaveLength(0);
  });

  it('an answer without a member is a typed failure; state untouched', async () => {
    const { useCase, state } = refresh(ok({ info: 'nobody' }));
    expect(await useCase.execute()).toEqual({ kind: 'failed', reason: 'malformed-answer' });
    expect(state.memberInfo).toBeNull();
  });

  it('an expired token: the request layer ends the session (shell §8), member info stays empty', async () => {
    const { useCase, state } = refresh(fails(401, { success: false, message: 'CUSTOMER_NOT_LOGIN' }));
    expect(await useCase.execute()).toEqual({ kind: 'failed', reason: 'request-failed' });
    expect(state.session).toBeNull();
    expect(state.memberInfo).toBeNull();
  });

  it('an answer for a session that ended meanwhile is dropped', async () => {
    const transport = new ScriptedTransport().reply(path, ok({ info }));
    const h = sessionHarness(transport, aSession());
    const release = transport.hold();
    const pending = new RefreshMemberInfo(h.api, h.state).execute();
    h.state.clear();
    h.state.write(aSession({ token: 'T2' }));
    release();
    expect(await pending).toEqual({ kind: 'failed', reason: 'session-changed' });
    expect(h.state.memberInfo).toBeNull();
  });

  it('an answer after logout is dropped too', async () => {
    const transport = new ScriptedTransport().reply(path, ok({ info }));
    const h = sessionHarness(transport, aSession());
    const release = transport.hold();
    const pending = new RefreshMemberInfo(h.api, h.state).execute();
    h.state.clear();
    release();
    expect(await pending).toEqual({ kind: 'failed', reason: 'session-changed' });
  });

  it.each([
    ['no userName', { userName: '' }],
    ['no id', { id: '' }],
  ])('an adopted session (%s) is filled in from the member: userName, id and type', async (_, gap) => {
    const { useCase, state, backing } = refresh(ok({ info }), aSession({ ...gap, type: 0 }));
    await useCase.execute();
    expect(state.session).toEqual(aSession({ token: 'T1', userName: 'agent01', id: '1000002', type: 1 }));
    expect(backing.info).toEqual(state.session);
  });

  it('a complete session is left as it is', async () => {
    const session = aSession({ type: 0 });
    const { useCase, state } = refresh(ok({ info }), session);
    await useCase.execute();
    expect(state.session).toBe(session);
  });
});
