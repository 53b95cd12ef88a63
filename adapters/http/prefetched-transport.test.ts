import { describe, expect, it } from 'vitest';
import type { TransportOutcome, TransportRequest } from '../../core/http/model';
import { ok, ScriptedTransport } from '../../core/testing/scripted-transport';
import type { PrefetchedAnswer } from '../boot/boot-prefetch';
import { PrefetchedTransport } from './prefetched-transport';

const PATH = '/wps/system/settings/consolidated';
const HEADERS = { 'Content-Type': 'application/json', Merchant: 'DEMO1', Language: 'EN', ModuleId: 'COMM3' };
const EARLY: TransportOutcome = { kind: 'response', status: 200, body: ok({ early: true }) };

const answer = (overrides: Partial<PrefetchedAnswer> = {}): PrefetchedAnswer => ({
  method: 'GET',
  baseUrl: '',
  path: PATH,
  headers: HEADERS,
  outcome: Promise.resolve(EARLY),
  ...overrides,
});
const request = (overrides: Partial<TransportRequest> = {}): TransportRequest => ({ method: 'GET', url: PATH, headers: { ...HEADERS }, timeoutMs: 30_000, ...overrides });

function setUp(answers: PrefetchedAnswer[] = [answer()], baseUrl = '') {
  const network = new ScriptedTransport().reply(PATH, { kind: 'response', status: 200, body: ok({ early: false }) });
  return { network, transport: new PrefetchedTransport(network, baseUrl, answers) };
}

describe('PrefetchedTransport: the boot entry\'s early request stands in for the app\'s identical one (docs/decisions.md "Speed on a slow phone: the first banner from the boot entry")', () => {
  it('a header the early request did not send, other than a credential, does not send the call twice', async () => {
    const { network, transport } = setUp();
    await expect(transport.send(request({ headers: { ...HEADERS, 'X-Trace-Id': 'abc', Device: 'MOBILE' } }))).resolves.toEqual(EARLY);
    expect(network.requests).toHaveLength(0);
  });

  it('header names match whatever their case', async () => {
    const { network, transport } = setUp();
    await expect(transport.send(request({ headers: { 'content-type': 'application/json', merchant: 'DEMO1', language: 'EN', moduleid: 'COMM3' } }))).resolves.toEqual(EARLY);
    expect(network.requests).toHaveLength(0);
  });

  it('the identical request gets the early outcome and sends nothing', async () => {
    const { network, transport } = setUp();
    await expect(transport.send(request())).resolves.toEqual(EARLY);
    expect(network.requests).toHaveLength(0);
  });

  it('only once: the next identical request goes to the network', async () => {
    const { network, transport } = setUp();
    await transport.send(request());
    await expect(transport.send(request())).resolves.toMatchObject({ body: ok({ early: false }) });
    expect(network.requests).toHaveLength(1);
  });

  it('an early failure is the answer too: the same request, sent earlier (no second wait)', async () => {
    const { network, transport } = setUp([answer({ outcome: Promise.resolve({ kind: 'no-response' }) })]);
    await expect(transport.send(request())).resolves.toEqual({ kind: 'no-response' });
    expect(network.requests).toHaveLength(0);
  });

  it.each([
    ['another method', request({ method: 'POST' })],
    ['another path', request({ url: '/wps/system/status' })],
    ['a query', request({ query: { _: 1 } })],
    ['a body', request({ body: {} })],
    ['another language', request({ headers: { ...HEADERS, Language: 'AR' } })],
    ['another merchant', request({ headers: { ...HEADERS, Merchant: 'DEMO2' } })],
    ['a token', request({ headers: { ...HEADERS, Authorization: 'Bearer t' } })],
    ['a header fewer', request({ headers: { Merchant: 'DEMO1', Language: 'EN', ModuleId: 'COMM3' } })],
    ['another module', request({ headers: { ...HEADERS, ModuleId: 'HOME3' } })],
    ['a token, its header written in lower case', request({ headers: { ...HEADERS, authorization: 'Bearer t' } })],
  ])('a request that differs (%s) goes to the network, and the early answer stays for the identical one', async (_name, different) => {
    const { network, transport } = setUp();
    await transport.send(different);
    expect(network.requests).toHaveLength(1);
    await expect(transport.send(request())).resolves.toEqual(EARLY);
    expect(network.requests).toHaveLength(1);
  });

  it('an early request to another API origin than the app\'s is not used', async () => {
    const { network, transport } = setUp([answer({ baseUrl: 'https://api.example' })], 'https://other.example');
    await transport.send(request());
    expect(network.requests).toHaveLength(1);
  });

  it('with no early answers it is the network transport', async () => {
    const { network, transport } = setUp([]);
    await transport.send(request());
    expect(network.requests).toHaveLength(1);
  });

  it('an early call with a query answers the request with the same query, whatever the order of its fields (core/http/home-calls.ts)', async () => {
    const query = { types: 'PR', platform: 'M', category: 'marquee' };
    const { network, transport } = setUp([answer({ query })]);
    await transport.send(request({ query: { ...query, category: 'popup' } }));
    await transport.send(request());
    expect(network.requests).toHaveLength(2);
    await expect(transport.send(request({ query: { category: 'marquee', platform: 'M', types: 'PR' } }))).resolves.toEqual(EARLY);
    expect(network.requests).toHaveLength(2);
  });

  it('an early call the entry chose not to send (outcome null: its white-label flag was off) sends the request to the network, once', async () => {
    const { network, transport } = setUp([answer({ outcome: Promise.resolve(null) })]);
    await expect(transport.send(request())).resolves.toMatchObject({ body: ok({ early: false }) });
    expect(network.requests).toHaveLength(1);
  });
});
