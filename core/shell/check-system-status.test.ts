import { describe, expect, it } from 'vitest';
import { endpoints } from '../http/endpoints';
import { fails, ok, ScriptedTransport } from '../testing/scripted-transport';
import { requestLayerHarness } from '../testing/request-layer-harness';
import { CheckSystemStatus } from './check-system-status';

function check(transport: ScriptedTransport, secure = true) {
  const h = requestLayerHarness(transport, { secure });
  const useCase = new CheckSystemStatus(h.api, h.notices, { isSecure: () => h.network.secure, isOnline: () => true });
  return { ...h, useCase };
}

const statusPath = endpoints.systemStatus.path;

describe('system status at boot (shell §7, player-journey §7-§8)', () => {
  it('"GET /wps/system/status, query: device MOBILE, track, originalDomain, url; no-cache"', async () => {
    const transport = new ScriptedTransport().reply(statusPath, ok({ maintenance: false }));
    const { useCase, time } = check(transport);
    await useCase.execute({ track: 't1', originalDomain: 'www.demo.test', url: 'https://www.demo.test/m/home' });
    expect(transport.requests[0]!.query).toEqual({
      device: 'MOBILE',
      track: 't1',
      originalDomain: 'www.demo.test',
      url: 'https://www.demo.test/m/home',
      _: time.now(),
    });
  });

  it('an open site, and the outcome is held as a stream for late subscribers', async () => {
    const transport = new ScriptedTransport().reply(statusPath, ok({ maintenance: false, regionRestriction: false, ip: '1.2.3.4' }));
    const { useCase } = check(transport);
    expect(useCase.outcome).toBeNull();
    const outcome = await useCase.execute();
    expect(outcome.kind).toBe('open');
    let seen: unknown;
    useCase.outcome$.subscribe((o) => (seen = o));
    expect(seen).toEqual(outcome);
  });

  it('maintenance with its end time and description', async () => {
    const transport = new ScriptedTransport().reply(
      statusPath,
      ok({ maintenance: true, maintenanceEnd: '2030-01-01T12:00:00+08:00', maintenanceDescription: 'Upgrading' }),
    );
    const outcome = await check(transport).useCase.execute();
    expect(outcome).toMatchObject({
      kind: 'maintenance',
      status: { maintenanceEnd: '2030-01-01T12:00:00+08:00', maintenanceDescription: 'Upgrading' },
    });
  });

  it('region restriction with the visitor IP', async () => {
    const transport = new ScriptedTransport().reply(statusPath, ok({ regionRestriction: true, ip: '203.0.113.10' }));
    expect(await check(transport).useCase.execute()).toMatchObject({ kind: 'region-restricted', status: { ip: '203.0.113.10' } });
  });

  it('"System status failure with errorCode domain_not_available: domain-unavailable handler runs" (no notice)', async () => {
    const transport = new ScriptedTransport().reply(statusPath, fails(200, { success: false, errorCode: 'domain_not_available', message: 'Blocked' }));
    const { useCase, notices } = check(transport);
    expect(await useCase.execute()).toEqual({ kind: 'domain-not-available', message: 'Blocked' });
    expect(notices.state.dialogs).toHaveLength(0);
  });

  it('"any other errorCode: notice alert with the server message"', async () => {
    const transport = new ScriptedTransport().reply(statusPath, fails(200, { success: false, errorCode: 'x', message: 'Try later' }));
    const { useCase, notices } = check(transport, false);
    expect(await useCase.execute()).toEqual({ kind: 'failed', message: 'Try later' });
    expect(notices.dialogTexts()).toEqual([{ raw: 'Try later' }]);
  });

  it('"… or over https: notice alert with the server message or Error"', async () => {
    const transport = new ScriptedTransport().reply(statusPath, fails(500, 'oops'));
    const { useCase, notices } = check(transport, true);
    expect(await useCase.execute()).toEqual({ kind: 'failed', message: 'Error' });
    expect(notices.dialogTexts()).toEqual([{ raw: 'Error' }]);
  });

  it('"over plain http without errorCode: notice Network Error / CORS Errors"', async () => {
    const transport = new ScriptedTransport().reply(statusPath, { kind: 'no-response' });
    const { useCase, notices } = check(transport, false);
    expect(await useCase.execute()).toEqual({ kind: 'failed', message: 'Network Error / CORS Errors' });
    expect(notices.dialogTexts()).toEqual([{ raw: 'Network Error / CORS Errors' }]);
  });
});
