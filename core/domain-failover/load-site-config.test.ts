import { describe, expect, it } from 'vitest';
import { endpoints } from '../http/endpoints';
import { FakePathDecoder } from '../testing/customer-service-fakes';
import { requestLayerHarness } from '../testing/request-layer-harness';
import { fails, ScriptedTransport } from '../testing/scripted-transport';
import type { TransportOutcome } from '../http/model';
import { decodeDomainNames, LoadSiteConfig } from './load-site-config';

const enc = FakePathDecoder.encode;
const answer = (body: unknown): TransportOutcome => ({ kind: 'response', status: 200, body });

function load(reply: TransportOutcome, secure = true) {
  const transport = new ScriptedTransport().reply(endpoints.siteConfig.path, reply);
  const h = requestLayerHarness(transport, { secure });
  return new LoadSiteConfig(h.api, new FakePathDecoder(), { isSecure: () => secure, isOnline: () => true }).execute();
}

function loadWithRoute(siteReply: TransportOutcome, routeReply: TransportOutcome) {
  const transport = new ScriptedTransport().reply(endpoints.siteConfig.path, siteReply).reply(endpoints.domainRoute.path, routeReply);
  const h = requestLayerHarness(transport);
  const outcome = new LoadSiteConfig(h.api, new FakePathDecoder(), { isSecure: () => true, isOnline: () => true }).execute();
  return { outcome, transport, notices: h.notices };
}

describe('GET /wps/system/domainRoute: the domain list when the site config has none (player-journey §7)', () => {
  const cs = [{ title: 'Chat', path: enc('https://cs.example/chat'), csType: 'AICAN' }];

  it('a site config listing domains is enough: the domain route is not asked', async () => {
    const r = loadWithRoute(answer({ success: true, value: { domainList: ['a.example'], customerService: [] } }), answer({ success: true, value: { domainList: ['r.example'] } }));
    expect(await r.outcome).toEqual({ kind: 'loaded', config: { domains: ['https://a.example'], customerService: [] } });
    expect(r.transport.to(endpoints.domainRoute.path)).toHaveLength(0);
  });

  it('a site config with no usable domain: the domain route\'s value.domainList, with the site config\'s customer services', async () => {
    const r = loadWithRoute(
      answer({ success: true, value: { domainList: ['javascript:x'], customerService: cs } }),
      answer({ success: true, value: { domainList: [{ domainName: 'r1.example' }, 'https://r2.example/m/'] } }),
    );
    const outcome = await r.outcome;
    expect(outcome).toMatchObject({ kind: 'loaded', config: { domains: ['https://r1.example', 'https://r2.example'] } });
    expect(outcome.kind === 'loaded' && outcome.config.customerService.map((e) => e.title)).toEqual(['Chat']);
    const [route] = r.transport.to(endpoints.domainRoute.path);
    expect(route).toMatchObject({ method: 'GET', headers: { Merchant: 'DEMO1', ModuleId: 'COMM3' } });
  });

  it('a failed site config: the domain route\'s list (also as value itself, or at the top level), no customer services', async () => {
    for (const body of [
      { success: true, value: ['r1.example'] },
      { success: true, domainList: ['r1.example'] },
    ]) {
      const r = loadWithRoute(fails(500), answer(body));
      expect(await r.outcome).toEqual({ kind: 'loaded', config: { domains: ['https://r1.example'], customerService: [] } });
    }
  });

  it('both fail: a typed failure; the domain route\'s failure shows no notice of its own', async () => {
    const r = loadWithRoute(fails(500, { success: false }), fails(200, { success: false, message: 'route down' }));
    expect(await r.outcome).toEqual({ kind: 'failed' });
    expect(r.notices.state.dialogs).toHaveLength(0);
  });

  it('an empty site config and a failed route: the empty config stands', async () => {
    const r = loadWithRoute(answer({ success: true, value: { domainList: [], customerService: cs } }), fails(500));
    const outcome = await r.outcome;
    expect(outcome).toMatchObject({ kind: 'loaded', config: { domains: [] } });
    expect(outcome.kind === 'loaded' && outcome.config.customerService).toHaveLength(1);
  });
});

describe('the site config (player-journey §3 "Site config: value.customerService, value.domainList (items have domainName)")', () => {
  it('reads value.domainList and value.customerService, decrypting the paths', async () => {
    const outcome = await load(
      answer({
        success: true,
        value: {
          domainList: [{ domainName: 'https://a.example/' }, { domainName: 'b.example' }],
          customerService: [{ title: 'Chat', path: enc('https://cs.example/chat'), csType: 'AICAN' }],
        },
      }),
    );
    expect(outcome).toEqual({
      kind: 'loaded',
      config: {
        domains: ['https://a.example', 'https://b.example'],
        customerService: [{ title: 'Chat', csType: 'AICAN', csPosition: '', labelIds: [], target: { kind: 'link', url: 'https://cs.example/chat' } }],
      },
    });
  });

  it('reads the same fields at the top level, and bare strings in the list', async () => {
    const outcome = await load(answer({ success: true, domainList: ['a.example', { domainName: 'c.example' }], customerService: [] }));
    expect(outcome).toEqual({ kind: 'loaded', config: { domains: ['https://a.example', 'https://c.example'], customerService: [] } });
  });

  it('junk items, non-http(s) names and undecryptable paths are left out; a junk answer is an empty config', async () => {
    const outcome = await load(
      answer({
        success: true,
        value: { domainList: [null, 7, { domainName: 'javascript:alert(1)' }, { other: 'x' }, 'ok.example'], customerService: [{ title: 'x', path: 'not-encrypted' }] },
      }),
    );
    expect(outcome).toEqual({ kind: 'loaded', config: { domains: ['https://ok.example'], customerService: [] } });
    await expect(load(answer({ success: true, value: 'nonsense' }))).resolves.toEqual({ kind: 'loaded', config: { domains: [], customerService: [] } });
  });

  it('a failed fetch is a typed failure, not an exception', async () => {
    await expect(load(fails(500))).resolves.toEqual({ kind: 'failed' });
  });

  it('decodeDomainNames trims each domainName and leaves out blank ones', () => {
    expect(decodeDomainNames([{ domainName: '  a.example  ' }, { domainName: '   ' }, ' b.example '])).toEqual(['a.example', 'b.example']);
  });

  it('decodeDomainNames leaves out an item whose domainName is missing or not text, keeping the rest', () => {
    expect(decodeDomainNames([{ domainName: 5 }, { name: 'x.example' }, null, 'a.example'])).toEqual(['a.example']);
  });

  it('decodeDomainNames reads only arrays', () => {
    expect(decodeDomainNames('a.example')).toEqual([]);
    expect(decodeDomainNames([' a.example ', { domainName: '' }])).toEqual(['a.example']);
  });
});
