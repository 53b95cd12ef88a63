import { describe, expect, it } from 'vitest';
import { endpoints } from '../http/endpoints';
import { requestLayerHarness } from '../testing/request-layer-harness';
import { fails, ok, ScriptedTransport } from '../testing/scripted-transport';
import { CustomerServiceEntries } from './customer-service-entries';
import { OpenCustomerService } from './open-customer-service';
import type { PathDecoder } from './ports';
import { FakePathDecoder, FakeWidgetLoader, RecordingLinkOpener } from '../testing/customer-service-fakes';
import { SupportWidgetLauncher } from './support-widget-launcher';

const CS_PATH = endpoints.customerServiceScript.path;
const enc = FakePathDecoder.encode;
const link = (title: string, url: string, labelIds: string[] = [], csType = 'AICAN') => ({ title, path: enc(url), csType, csPosition: 'ALL', labelIds });

function setup(value: unknown, decoder: PathDecoder = new FakePathDecoder()) {
  const transport = new ScriptedTransport().reply(CS_PATH, typeof value === 'function' ? (value as never) : ok(value));
  const h = requestLayerHarness(transport);
  const links = new RecordingLinkOpener();
  const widgets = new FakeWidgetLoader(h.time);
  const entries = new CustomerServiceEntries(h.api, decoder);
  const useCase = new OpenCustomerService(entries, h.notices, links, new SupportWidgetLauncher(widgets, h.time));
  return { ...h, transport, links, widgets, entries, useCase };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('opening customer service (shell §2, player-journey §2 "Domain-unreachable modal")', () => {
  it('"One entry opens directly" in a new tab, with no action list', async () => {
    const h = setup([link('Chat', 'https://cs.example.com/chat')]);
    await expect(h.useCase.execute({ labelId: null })).resolves.toEqual({ kind: 'opened-link', url: 'https://cs.example.com/chat' });
    expect(h.links.opened).toEqual(['https://cs.example.com/chat']);
    expect(h.notices.state.dialogs).toHaveLength(0);
  });

  it('"several open an action list of titled entries, each titled CS plus its number by default"', async () => {
    const h = setup([link('', 'https://a.example.com/'), link('Telegram', 'https://t.example.com/'), link('', 'https://c.example.com/')]);
    const opening = h.useCase.execute({});
    await flush();
    const [sheet] = h.notices.state.dialogs;
    expect(sheet).toMatchObject({
      kind: 'choice',
      title: { key: 'services' },
      options: [
        { label: { key: 'cs_entry', values: { number: 1 } } },
        { label: { raw: 'Telegram' } },
        { label: { key: 'cs_entry', values: { number: 3 } } },
      ],
    });
    h.notices.resolveChoice(sheet!.id, 2);
    await expect(opening).resolves.toEqual({ kind: 'opened-link', url: 'https://c.example.com/' });
    expect(h.links.opened).toEqual(['https://c.example.com/']);
  });

  it('closing the action list opens nothing', async () => {
    const h = setup([link('A', 'https://a.example.com/'), link('B', 'https://b.example.com/')]);
    const opening = h.useCase.execute({});
    await flush();
    h.notices.resolveChoice(h.notices.state.dialogs[0]!.id, null);
    await expect(opening).resolves.toEqual({ kind: 'dismissed' });
    expect(h.links.opened).toEqual([]);
  });

  it('no entry: the cs_unavailable notice', async () => {
    const h = setup([]);
    await expect(h.useCase.execute({})).resolves.toEqual({ kind: 'unavailable' });
    expect(h.notices.dialogTexts()).toEqual([{ key: 'cs_unavailable' }]);
  });

  it('a member with a VIP label gets the entries of their label (shell §5)', async () => {
    const h = setup([link('General', 'https://g.example.com/'), link('VIP host', 'https://vip.example.com/', ['VIP-GOLD'])]);
    await expect(h.useCase.execute({ labelId: 'VIP-GOLD' })).resolves.toEqual({ kind: 'opened-link', url: 'https://vip.example.com/' });
  });

  it('"Links with a scheme other than http(s) are refused": such entries, and paths that do not decrypt, are dropped', async () => {
    const h = setup([
      link('Evil', 'javascript:alert(1)'),
      link('Data', 'data:text/html,hi'),
      { title: 'Broken', path: 'garbage-that-does-not-decrypt', csType: 'AICAN' },
      link('Good', 'https://good.example.com/'),
    ]);
    await expect(h.useCase.execute({})).resolves.toEqual({ kind: 'opened-link', url: 'https://good.example.com/' });
    expect(h.entries.current?.map((e) => e.title)).toEqual(['Good']);
  });

  it('only refused entries: cs_unavailable, nothing opened', async () => {
    const h = setup([link('Evil', 'javascript:alert(1)')]);
    await expect(h.useCase.execute({})).resolves.toEqual({ kind: 'unavailable' });
    expect(h.links.opened).toEqual([]);
  });

  it('entries are fetched lazily, on the first open only, with no token and no alert, then kept', async () => {
    const h = setup([link('Chat', 'https://cs.example.com/chat')]);
    h.session.write({ id: '1', token: 'tok', merchantCode: 'DEMO1', userName: 'p', type: 0, firstTimeLogin: false });
    expect(h.transport.to(CS_PATH)).toHaveLength(0);
    await h.useCase.execute({});
    await h.useCase.execute({});
    expect(h.transport.to(CS_PATH)).toHaveLength(1);
    expect(h.transport.requests[0]!.headers.Authorization).toBeUndefined();
  });

  it('a failed fetch shows cs_unavailable (the request layer stays silent) and the next open fetches again', async () => {
    let answer = fails(500, '<html>oops</html>');
    const h = setup(() => answer);
    await expect(h.useCase.execute({})).resolves.toEqual({ kind: 'unavailable' });
    expect(h.notices.dialogTexts()).toEqual([{ key: 'cs_unavailable' }]);
    answer = ok([link('Chat', 'https://cs.example.com/chat')]);
    await expect(h.useCase.execute({})).resolves.toMatchObject({ kind: 'opened-link' });
    expect(h.transport.to(CS_PATH)).toHaveLength(2);
  });

  it('a decoder chunk that fails to load is a failed fetch, not an empty list kept for good', async () => {
    let broken = true;
    const real = new FakePathDecoder();
    const decoder: PathDecoder = { decode: (path) => (broken ? Promise.reject(new Error('chunk')) : real.decode(path)) };
    const h = setup([link('Chat', 'https://cs.example.com/chat')], decoder);
    await expect(h.useCase.execute({})).resolves.toEqual({ kind: 'unavailable' });
    broken = false;
    await expect(h.useCase.execute({})).resolves.toMatchObject({ kind: 'opened-link' });
  });

  describe('script-type widgets (LIVECHAT, COMM100, COMM100VIP) are injected only when opened', () => {
    const widgetEntry = { title: 'Live chat', path: enc('https://cdn.example.com/livechat.js'), csType: 'LIVECHAT', labelIds: [] };

    it('loading the list injects nothing; opening waits 500 ms, injects once, opens the widget at the 1 s check', async () => {
      const h = setup([widgetEntry]);
      await h.entries.load();
      expect(h.widgets.log).toEqual([]);
      const opening = h.useCase.execute({});
      await flush();
      h.time.advance(1_000);
      await expect(opening).resolves.toEqual({ kind: 'opened-widget', csType: 'LIVECHAT' });
      expect(h.widgets.log).toEqual(['inject https://cdn.example.com/livechat.js @500', 'open LIVECHAT @1000']);
      expect(h.links.opened).toEqual([]);
    });

    it('a widget never ready by the 3 s check: the unknown_error notice', async () => {
      const h = setup([widgetEntry]);
      h.widgets.readyAfterInjectMs = null;
      const opening = h.useCase.execute({});
      await flush();
      h.time.advance(2_999);
      await flush();
      expect(h.notices.state.dialogs).toHaveLength(0);
      h.time.advance(1);
      await expect(opening).resolves.toEqual({ kind: 'widget-failed', csType: 'LIVECHAT' });
      expect(h.notices.dialogTexts()).toEqual([{ key: 'unknown_error' }]);
    });
  });
});
