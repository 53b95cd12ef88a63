import { describe, expect, it, vi } from 'vitest';
import { endpoints } from '../http/endpoints';
import { text } from '../notice/model';
import { fails, ok, ScriptedTransport } from '../testing/scripted-transport';
import { requestLayerHarness } from '../testing/request-layer-harness';
import { CheckSystemStatus, readStatus } from './check-system-status';

function check(transport: ScriptedTransport, secure = true) {
  const h = requestLayerHarness(transport, { secure });
  const unavailable: (string | null)[] = [];
  const stored: { tracking: Record<string, string>; originalDomain: string | null } = { tracking: {}, originalDomain: null };
  const useCase = new CheckSystemStatus(
    h.api,
    h.notices,
    { isSecure: () => h.network.secure, isOnline: () => true },
    { handle: (message) => unavailable.push(message) },
    { tracking: { values: () => stored.tracking }, pushed: { read: () => ({ originalDomain: stored.originalDomain }) } },
  );
  return { ...h, useCase, unavailable, stored };
}

const statusPath = endpoints.systemStatus.path;

describe('system status at boot (shell §7, player-journey §7-§8)', () => {
  it('"GET /wps/system/status | query: device MOBILE, track, originalDomain, url | no-cache": the whole boot query, track = the stored tracking values', async () => {
    const transport = new ScriptedTransport().reply(statusPath, ok({ maintenance: false }));
    const { useCase, time, stored } = check(transport);
    stored.tracking = { tid: 't1', utm_source: 'fb' };
    await useCase.execute({ originalDomain: 'www.demo.test', url: 'https://www.demo.test/m/home?tid=t1' });
    expect(transport.requests).toHaveLength(1);
    expect(transport.requests[0]!.url).toBe(statusPath);
    expect(transport.requests[0]!.query).toEqual({
      device: 'MOBILE',
      track: '{"tid":"t1","utm_source":"fb"}',
      originalDomain: 'www.demo.test',
      url: 'https://www.demo.test/m/home?tid=t1',
      _: time.now(),
    });
    expect(Object.keys(transport.requests[0]!.query!)).toEqual(['device', 'track', 'originalDomain', 'url', '_']);
    expect(transport.requests[0]!.headers).toEqual({ 'Content-Type': 'application/json', Merchant: 'DEMO1', Language: 'CN', ModuleId: 'COMM3' });
  });

  it('no stored tracking value: track is left out, as the request layer drops empty fields; so are a missing url and domain', async () => {
    const transport = new ScriptedTransport().reply(statusPath, ok({}));
    const { useCase, time } = check(transport);
    await useCase.execute({ originalDomain: 'www.demo.test', url: 'https://www.demo.test/m/home' });
    await useCase.execute({ originalDomain: '', url: '' });
    await useCase.execute();
    expect(transport.requests.map((r) => r.query)).toEqual([
      { device: 'MOBILE', originalDomain: 'www.demo.test', url: 'https://www.demo.test/m/home', _: time.now() },
      { device: 'MOBILE', _: time.now() },
      { device: 'MOBILE', _: time.now() },
    ]);
  });

  it('player-journey §3 "Pushed registration info": the originalDomain the app wrapper pushed replaces the page\'s host', async () => {
    const transport = new ScriptedTransport().reply(statusPath, ok({}));
    const { useCase, stored } = check(transport);
    stored.originalDomain = 'aff7.demo.test';
    await useCase.execute({ originalDomain: 'app.demo.test', url: 'https://app.demo.test/m/home' });
    await useCase.execute({ url: 'https://app.demo.test/m/home' });
    expect(transport.requests.map((r) => r.query!.originalDomain)).toEqual(['aff7.demo.test', 'aff7.demo.test']);
  });

  it('"track" on a first visit from an ad click: the tracking fields the address carries go out before anything is stored, over the stored ones', async () => {
    const transport = new ScriptedTransport().reply(statusPath, ok({}));
    const { useCase, stored } = check(transport);
    const landing = 'https://www.demo.test/m/home?utm_source=fb&affiliateCode=AF1&r=R2&referralCode=RC3&lang=en&utm_term=&token=T&fbclid=%20c9%20#top';
    await useCase.execute({ url: landing });
    stored.tracking = { utm_source: 'old', tid: 't1' };
    await useCase.execute({ url: 'https://www.demo.test/m/home?utm_source=tt' });
    await useCase.execute({ url: 'https://www.demo.test/m/home#utm_source=x?tid=t9' });
    expect(transport.requests.map((r) => r.query!.track)).toEqual([
      '{"fbclid":"c9","utm_source":"fb","affiliateCode":"AF1","r":"R2","referralCode":"RC3"}',
      '{"utm_source":"tt","tid":"t1"}',
      '{"utm_source":"old","tid":"t1"}',
    ]);
  });

  it('the stored tracking values are read at each check (a later check sends what was stored since)', async () => {
    const transport = new ScriptedTransport().reply(statusPath, ok({}));
    const { useCase, stored } = check(transport);
    await useCase.execute();
    stored.tracking = { fbclid: 'c1' };
    await useCase.execute();
    expect(transport.requests.map((r) => r.query!.track)).toEqual([undefined, '{"fbclid":"c1"}']);
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
    const { useCase, notices, unavailable } = check(transport);
    expect(await useCase.execute()).toEqual({ kind: 'domain-not-available', message: 'Blocked' });
    expect(notices.state.dialogs).toHaveLength(0);
    expect(unavailable).toEqual(['Blocked']);
  });

  it('domain_not_available without a message hands the handler null', async () => {
    const transport = new ScriptedTransport().reply(statusPath, fails(200, { success: false, errorCode: 'domain_not_available' }));
    const { useCase, unavailable } = check(transport);
    expect(await useCase.execute()).toEqual({ kind: 'domain-not-available', message: null });
    expect(unavailable).toEqual([null]);
  });

  it('the domain-unavailable handler runs only for domain_not_available', async () => {
    const transport = new ScriptedTransport().reply(statusPath, fails(200, { success: false, errorCode: 'x', message: 'm' }));
    const { useCase, unavailable } = check(transport);
    await useCase.execute();
    expect(unavailable).toEqual([]);
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

  it('each failure notice is titled "notice" (player-journey §8 "notice alert"), asked of the notifier, whose port promises no default title', async () => {
    for (const [reply, secure] of [
      [fails(200, { success: false, errorCode: 'x', message: 'Try later' }), false],
      [fails(500, 'oops'), true],
      [{ kind: 'no-response' as const }, false],
    ] as const) {
      const { useCase, notices } = check(new ScriptedTransport().reply(statusPath, reply), secure);
      const asked = vi.spyOn(notices, 'notice');
      await useCase.execute();
      expect(notices.state.dialogs.map((d) => d.title)).toEqual([{ key: 'notice' }]);
      expect(asked.mock.calls.map(([, options]) => options?.title)).toEqual([text('notice')]);
    }
  });

  it('a failure that is not a request failure (a store that throws) is still a notice, never an exception', async () => {
    const h = requestLayerHarness(new ScriptedTransport().reply(statusPath, ok({})), { secure: true });
    const useCase = new CheckSystemStatus(
      h.api,
      h.notices,
      { isSecure: () => true, isOnline: () => true },
      { handle: () => undefined },
      {
        tracking: {
          values: () => {
            throw new Error('storage unavailable');
          },
        },
        pushed: { read: () => ({ originalDomain: null }) },
      },
    );
    expect(await useCase.execute()).toEqual({ kind: 'failed', message: 'Error' });
    expect(h.notices.dialogTexts()).toEqual([{ raw: 'Error' }]);
  });

  it('restricted$: true while the last outcome is maintenance or region restriction, false otherwise', async () => {
    let reply = ok({ maintenance: true });
    const transport = new ScriptedTransport().reply(statusPath, () => reply);
    const { useCase } = check(transport);
    const seen: boolean[] = [];
    useCase.restricted$.subscribe((r) => seen.push(r));
    expect(useCase.restricted).toBe(false);
    await useCase.execute();
    expect(useCase.restricted).toBe(true);
    reply = ok({ regionRestriction: true });
    await useCase.execute();
    expect(useCase.restricted).toBe(true);
    reply = ok({});
    await useCase.execute();
    expect(useCase.restricted).toBe(false);
    reply = fails(200, { success: false, errorCode: 'domain_not_available' });
    await useCase.execute();
    expect(useCase.restricted).toBe(false);
    reply = ok({ regionRestriction: '1' });
    await useCase.execute();
    reply = fails(500, 'x');
    await useCase.execute();
    expect(seen).toEqual([false, true, false, true, false]);
  });

  it('maintenance wins over region restriction when both are on', async () => {
    const transport = new ScriptedTransport().reply(statusPath, ok({ maintenance: true, regionRestriction: true }));
    expect((await check(transport).useCase.execute()).kind).toBe('maintenance');
  });
});

describe('readStatus: the status answer read leniently', () => {
  it('every field', () => {
    expect(
      readStatus({ maintenance: true, maintenanceEnd: 'e', maintenanceDescription: 'd', regionRestriction: false, regionRestrictionEnd: 'r', ip: '1.2.3.4' }),
    ).toEqual({
      maintenance: true,
      maintenanceEnd: 'e',
      maintenanceDescription: 'd',
      regionRestriction: false,
      regionRestrictionEnd: 'r',
      ip: '1.2.3.4',
    });
  });

  it('flags as "1"/"0"/1/"true"; numbers as text; empty text is none', () => {
    expect(readStatus({ maintenance: '1', regionRestriction: 1, maintenanceEnd: 1893456000, regionRestrictionEnd: 1893456000000, ip: '' })).toEqual({
      maintenance: true,
      maintenanceEnd: '1893456000',
      maintenanceDescription: null,
      regionRestriction: true,
      regionRestrictionEnd: '1893456000000',
      ip: null,
    });
    expect(readStatus({ maintenance: '0', regionRestriction: 'false' })).toMatchObject({ maintenance: false, regionRestriction: false });
  });

  it('fields under value are read too', () => {
    expect(readStatus({ value: { maintenance: true } }).maintenance).toBe(true);
  });

  it.each([[null], ['maintenance'], [[true]], [{ maintenance: 'yes', ip: {} }]])('junk (%j) reads as an open site', (value) => {
    expect(readStatus(value)).toEqual({
      maintenance: false,
      maintenanceEnd: null,
      maintenanceDescription: null,
      regionRestriction: false,
      regionRestrictionEnd: null,
      ip: null,
    });
  });
});
