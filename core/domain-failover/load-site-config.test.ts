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

  it('decodeDomainNames reads only arrays', () => {
    expect(decodeDomainNames('a.example')).toEqual([]);
    expect(decodeDomainNames([' a.example ', { domainName: '' }])).toEqual(['a.example']);
  });
});
