import { describe, expect, it } from 'vitest';
import { endpoints } from '../http/endpoints';
import type { TransportOutcome } from '../http/model';
import { fails, ok, ScriptedTransport } from '../testing/scripted-transport';
import { aSession, sessionHarness } from '../testing/session-harness';
import { decodeMemberInfo, type MemberInfo } from './member-info';
import { Logout } from './logout';

function logout(replies: { logout?: TransportOutcome; sync?: TransportOutcome } = {}, session = aSession()) {
  const transport = new ScriptedTransport()
    .reply(endpoints.logout.path, replies.logout ?? ok(true))
    .reply(endpoints.tokenSyncRemove.path, replies.sync ?? ok(true));
  const h = sessionHarness(transport, session);
  if (session) h.state.setMemberInfo(decodeMemberInfo({ id: '1', userName: 'u', type: 0 }) as MemberInfo);
  return { ...h, transport, useCase: new Logout(h.api, h.state, h.remembered, h.autoLogin) };
}

describe('Logout (player-journey §4 "After logout … member info is cleared")', () => {
  it('removes the token sync (DELETE), then POST /wps/session/logout, both with the bearer', async () => {
    const { useCase, transport } = logout();
    expect(await useCase.execute()).toEqual({ kind: 'logged-out', serverConfirmed: true });
    expect(transport.requests.map((r) => [r.method, r.url, r.headers.Authorization])).toEqual([
      ['DELETE', endpoints.tokenSyncRemove.path, 'Bearer T1'],
      ['POST', endpoints.logout.path, 'Bearer T1'],
    ]);
  });

  it('clears session and member info; "the remembered login is cleared … and automatic login is disabled"', async () => {
    const { useCase, state, backing, remembered, autoLogin } = logout();
    await useCase.execute();
    expect(state.session).toBeNull();
    expect(backing.info).toBeNull();
    expect(state.memberInfo).toBeNull();
    expect(state.memberType).toBe(-1);
    expect(remembered.forgotten).toBe(1);
    expect(autoLogin.disabled).toBe(true);
  });

  it('never fails from the player\'s view: a failed logout call still clears locally, with no notice', async () => {
    const { useCase, state, notices } = logout({ logout: fails(500, 'down'), sync: { kind: 'no-response' } });
    expect(await useCase.execute()).toEqual({ kind: 'logged-out', serverConfirmed: false });
    expect(state.session).toBeNull();
    expect(notices.state.dialogs).toHaveLength(0);
  });

  it('a token the server no longer knows: the DELETE ends the session (request layer) and no logout call follows', async () => {
    const { useCase, state, transport } = logout({ sync: fails(401, { success: false, message: 'CUSTOMER_NOT_LOGIN' }) });
    expect(await useCase.execute()).toEqual({ kind: 'logged-out', serverConfirmed: false });
    expect(transport.to(endpoints.logout.path).filter((r) => r.method === 'POST')).toHaveLength(0);
    expect(state.session).toBeNull();
  });

  it('the page lets the session go before the server answers, so a call still under way cannot ask the player to log in', async () => {
    const { useCase, state, transport, api, notices } = logout({ sync: ok(true), logout: ok(true) });
    transport.reply(endpoints.memberLanguage.path, fails(401, { success: false, message: 'CUSTOMER_NOT_LOGIN' }));
    const release = transport.hold();
    const settings = api.post(endpoints.memberLanguage, { language: 'EN' }).catch(() => undefined);
    const done = useCase.execute();
    expect(state.session).toBeNull();
    release();
    await Promise.all([settings, done]);
    expect(notices.state.dialogs).toHaveLength(0);
  });

  it('a token sync removal that fails for another reason (a 500, no answer) still tells the server', async () => {
    for (const sync of [fails(500, 'down'), { kind: 'no-response' } as const]) {
      const { useCase, transport } = logout({ sync });
      expect(await useCase.execute()).toEqual({ kind: 'logged-out', serverConfirmed: true });
      expect(transport.to(endpoints.logout.path).filter((r) => r.method === 'POST')).toHaveLength(1);
    }
  });

  it('without a session no call is made; local state is still cleared', async () => {
    const { useCase, transport, remembered, autoLogin } = logout({}, null as never);
    expect(await useCase.execute()).toEqual({ kind: 'logged-out', serverConfirmed: false });
    expect(transport.requests).toHaveLength(0);
    expect(remembered.forgotten).toBe(1);
    expect(autoLogin.disabled).toBe(true);
  });

  it('a second tap while logging out joins the first; a later logout runs again', async () => {
    const { useCase, transport } = logout();
    const release = transport.hold();
    const first = useCase.execute();
    const second = useCase.execute();
    expect(second).toBe(first);
    release();
    await first;
    expect(transport.requests).toHaveLength(2);
    const third = useCase.execute();
    expect(third).not.toBe(first);
    await third;
  });
});
