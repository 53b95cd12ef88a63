import { describe, expect, it } from 'vitest';
import { CustomerServiceEntries } from '../customer-service/customer-service-entries';
import type { CustomerServiceEntry } from '../customer-service/model';
import { OpenCustomerService } from '../customer-service/open-customer-service';
import { SupportWidgetLauncher } from '../customer-service/support-widget-launcher';
import { OpenPrompts } from '../notice/open-prompts';
import { FakePathDecoder, FakeWidgetLoader, RecordingLinkOpener } from '../testing/customer-service-fakes';
import { RecordingPageExit, ScriptedPinger, type PingScript } from '../testing/domain-failover-fakes';
import { requestLayerHarness } from '../testing/request-layer-harness';
import { ScriptedTransport } from '../testing/scripted-transport';
import { DomainNotice, retryUrl } from './domain-notice';
import type { SiteConfigOutcome } from './load-site-config';
import { RaceDomains } from './race-domains';

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

const entry = (title: string, url: string): CustomerServiceEntry => ({ title, csType: 'AICAN', csPosition: 'ALL', labelIds: [], target: { kind: 'link', url } });

interface Setup {
  readonly domains?: string[];
  readonly services?: CustomerServiceEntry[];
  readonly pings?: Record<string, PingScript>;
  readonly siteConfig?: Promise<SiteConfigOutcome>;
  readonly stored?: { affiliateCode: string | null; r: string | null };
}

function setup(options: Setup = {}) {
  const h = requestLayerHarness(new ScriptedTransport());
  const pinger = new ScriptedPinger(h.time, options.pings ?? {});
  const prompts = new OpenPrompts();
  const exit = new RecordingPageExit();
  const links = new RecordingLinkOpener();
  const customerService = new OpenCustomerService(
    new CustomerServiceEntries(h.api, new FakePathDecoder()),
    h.notices,
    links,
    new SupportWidgetLauncher(new FakeWidgetLoader(h.time), h.time),
  );
  const config: SiteConfigOutcome = { kind: 'loaded', config: { domains: options.domains ?? [], customerService: options.services ?? [] } };
  const notice = new DomainNotice({
    siteConfig: { execute: () => options.siteConfig ?? Promise.resolve(config) },
    race: new RaceDomains(pinger, h.time, h.time, () => 0.5),
    scheduler: h.time,
    prompts,
    exit,
    affiliate: { stored: () => options.stored ?? { affiliateCode: null, r: null } },
    customerService,
  });
  return { ...h, notice, pinger, prompts, exit, links };
}

describe('the domain-unreachable notice (player-journey §2 "Domain-unreachable modal", §4)', () => {
  it('"on open a loading state shows"; it claims domain-notice among the open prompts', () => {
    const s = setup({ domains: ['https://a.example'], pings: { 'https://a.example': 300 } });
    expect(s.notice.state).toEqual({ kind: 'hidden' });
    s.notice.handle('Blocked here');
    expect(s.notice.state).toEqual({ kind: 'loading' });
    expect(s.prompts.anotherOpen('add-to-home-screen')).toBe(true);
    expect([...s.prompts.open]).toEqual(['domain-notice']);
  });

  it('"the first success wins and becomes the retry target; then the modal shows" with the server message', async () => {
    const s = setup({
      domains: ['https://slow.example', 'https://dead.example', 'https://fast.example'],
      pings: { 'https://slow.example': 2_000, 'https://fast.example': 150 },
      services: [entry('Chat', 'https://cs.example/')],
    });
    s.notice.handle('This domain is blocked');
    await flush();
    s.time.advance(149);
    await flush();
    expect(s.notice.state.kind).toBe('loading');
    s.time.advance(1);
    await flush();
    expect(s.notice.state).toEqual({ kind: 'shown', message: 'This domain is blocked', target: 'https://fast.example', hasServices: true });
  });

  it('player-journey §8 "Domain notice failure text \'Error\'" without a server message', async () => {
    const s = setup({ domains: ['https://a.example'], pings: { 'https://a.example': 10 } });
    s.notice.handle(null);
    await flush();
    s.time.advance(10);
    await flush();
    expect(s.notice.state).toMatchObject({ kind: 'shown', message: 'Error' });
  });

  it('"indicator for up to 10 s": at 10 s the modal shows while the site config is still loading; later answers update it', async () => {
    let answer!: (outcome: SiteConfigOutcome) => void;
    const siteConfig = new Promise<SiteConfigOutcome>((resolve) => (answer = resolve));
    const s = setup({ siteConfig, pings: { 'https://late.example': 500 } });
    s.notice.handle('blocked');
    s.time.advance(9_999);
    await flush();
    expect(s.notice.state.kind).toBe('loading');
    s.time.advance(1);
    await flush();
    expect(s.notice.state).toEqual({ kind: 'shown', message: 'blocked', target: null, hasServices: false });
    answer({ kind: 'loaded', config: { domains: ['https://late.example'], customerService: [entry('', 'https://cs.example/')] } });
    await flush();
    expect(s.notice.state).toMatchObject({ target: null, hasServices: true });
    s.time.advance(500);
    await flush();
    expect(s.notice.state).toMatchObject({ target: 'https://late.example' });
  });

  it('no domain answers: the modal shows once every ping failed, and the retry reloads this page', async () => {
    const s = setup({ domains: ['https://a.example', 'https://b.example'] });
    s.notice.handle('blocked');
    await flush();
    expect(s.notice.state).toEqual({ kind: 'shown', message: 'blocked', target: null, hasServices: false });
    s.notice.retry();
    expect(s.exit.reloads).toBe(1);
    expect(s.exit.assigned).toEqual([]);
  });

  it('a failed site config fetch: the modal with no customer-services button, the retry reloads', async () => {
    const s = setup({ siteConfig: Promise.resolve({ kind: 'failed' }) });
    s.notice.handle(null);
    await flush();
    expect(s.notice.state).toEqual({ kind: 'shown', message: 'Error', target: null, hasServices: false });
  });

  it('player-journey §2 "/m/index.html on the chosen domain carries affiliateCode and r when they were stored"', async () => {
    const s = setup({ domains: ['https://a.example'], pings: { 'https://a.example': 5 }, stored: { affiliateCode: 'aff 1', r: 'r9' } });
    s.notice.handle(null);
    await flush();
    s.time.advance(5);
    await flush();
    s.notice.retry();
    expect(s.exit.assigned).toEqual(['https://a.example/m/index.html?affiliateCode=aff+1&r=r9']);
  });

  it('the retry URL carries nothing unstored and refuses a non-http(s) origin', () => {
    expect(retryUrl('https://a.example', { affiliateCode: null, r: null })).toBe('https://a.example/m/index.html');
    expect(retryUrl('https://a.example', { affiliateCode: 'x', r: null })).toBe('https://a.example/m/index.html?affiliateCode=x');
    expect(retryUrl('javascript:alert(1)', { affiliateCode: null, r: null })).toBeNull();
    expect(retryUrl('not an origin', { affiliateCode: null, r: null })).toBeNull();
    expect(retryUrl('ftp://a.example', { affiliateCode: null, r: null })).toBeNull();
    expect(retryUrl('http://a.example', { affiliateCode: null, r: null })).toBe('http://a.example/m/index.html');
  });

  it('"One entry opens directly"', async () => {
    const s = setup({ services: [entry('Chat', 'https://cs.example/chat')] });
    s.notice.handle(null);
    await flush();
    await expect(s.notice.contactServices()).resolves.toEqual({ kind: 'opened-link', url: 'https://cs.example/chat' });
    expect(s.links.opened).toEqual(['https://cs.example/chat']);
  });

  it('"several open an action list of titled entries, each titled CS plus its number by default"', async () => {
    const s = setup({ services: [entry('', 'https://a.example/cs'), entry('Telegram', 'https://t.example/')] });
    s.notice.handle(null);
    await flush();
    const opening = s.notice.contactServices();
    await flush();
    expect(s.notices.state.dialogs[0]).toMatchObject({
      kind: 'choice',
      title: { key: 'services' },
      options: [{ label: { key: 'cs_entry', values: { number: 1 } } }, { label: { raw: 'Telegram' } }],
    });
    s.notices.resolveChoice(s.notices.state.dialogs[0]!.id, 1);
    await expect(opening).resolves.toEqual({ kind: 'opened-link', url: 'https://t.example/' });
  });

  it('a second domain_not_available while open does not restart it', async () => {
    const s = setup({ domains: ['https://a.example'], pings: { 'https://a.example': 5 } });
    s.notice.handle('first');
    s.notice.handle('second');
    await flush();
    s.time.advance(5);
    await flush();
    expect(s.notice.state).toMatchObject({ message: 'first' });
    expect(s.pinger.pinged).toHaveLength(1);
  });
});

describe('the domain-unreachable notice: message and a failed site config', () => {
  it('a blank server message shows the fallback text', async () => {
    const s = setup({ siteConfig: Promise.resolve({ kind: 'failed' }) });
    s.notice.handle('   ');
    await flush();
    expect(s.notice.state).toMatchObject({ kind: 'shown', message: 'Error' });
  });

  it('a failed site config pings nothing', async () => {
    const s = setup({ siteConfig: Promise.resolve({ kind: 'failed' }) });
    s.notice.handle(null);
    await flush();
    expect(s.pinger.pinged).toEqual([]);
  });
});
