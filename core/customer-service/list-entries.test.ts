import { describe, expect, it } from 'vitest';
import { endpoints } from '../http/endpoints';
import { requestLayerHarness } from '../testing/request-layer-harness';
import { fails, ok, ScriptedTransport } from '../testing/scripted-transport';
import { FakePathDecoder, FakeWidgetLoader, RecordingLinkOpener } from '../testing/customer-service-fakes';
import { CustomerServiceEntries } from './customer-service-entries';
import { ListCustomerServiceEntries } from './list-entries';
import { OpenCustomerService } from './open-customer-service';
import { SupportWidgetLauncher } from './support-widget-launcher';

const CS_PATH = endpoints.customerServiceScript.path;
const enc = FakePathDecoder.encode;
const entry = (title: string, url: string, csType = 'AICAN', labelIds: string[] = []) => ({ title, path: enc(url), csType, csPosition: 'ALL', labelIds });

function setup(answer: ReturnType<typeof ok> | ReturnType<typeof fails>) {
  const h = requestLayerHarness(new ScriptedTransport().reply(CS_PATH, answer));
  const entries = new CustomerServiceEntries(h.api, new FakePathDecoder());
  const links = new RecordingLinkOpener();
  return {
    ...h,
    links,
    list: new ListCustomerServiceEntries(entries),
    open: new OpenCustomerService(entries, h.notices, links, new SupportWidgetLauncher(new FakeWidgetLoader(h.time), h.time)),
  };
}

describe("the help page's customer-service list (shell §5 \"Customer service filtering\")", () => {
  it('lists the entries the player may open, grouped by csType in served order, untitled ones with no title', async () => {
    const h = setup(ok([entry('Chat', 'https://a.example/'), entry('  ', 'https://b.example/', 'LIVECHAT'), entry('Telegram', 'https://c.example/')]));
    await expect(h.list.execute({})).resolves.toEqual({
      kind: 'loaded',
      groups: [
        { csType: 'AICAN', entries: [{ entry: 0, title: 'Chat', csType: 'AICAN' }, { entry: 2, title: 'Telegram', csType: 'AICAN' }] },
        { csType: 'LIVECHAT', entries: [{ entry: 1, title: null, csType: 'LIVECHAT' }] },
      ],
    });
  });

  it("a member with a VIP label gets their label's entries (the same filter as opening)", async () => {
    const h = setup(ok([entry('General', 'https://a.example/'), entry('VIP desk', 'https://v.example/', 'AICAN', ['L7'])]));
    await expect(h.list.execute({ labelId: 'L7' })).resolves.toEqual({ kind: 'loaded', groups: [{ csType: 'AICAN', entries: [{ entry: 0, title: 'VIP desk', csType: 'AICAN' }] }] });
  });

  it('a listed entry opens directly by its number, with no action list; an unknown number is "unavailable"', async () => {
    const h = setup(ok([entry('A', 'https://a.example/'), entry('B', 'https://b.example/')]));
    await expect(h.open.execute({ entry: 1 })).resolves.toEqual({ kind: 'opened-link', url: 'https://b.example/' });
    expect(h.links.opened).toEqual(['https://b.example/']);
    await expect(h.open.execute({ entry: 5 })).resolves.toEqual({ kind: 'unavailable' });
    expect(h.notices.state.dialogs.filter((d) => d.kind === 'choice')).toHaveLength(0);
  });

  it('a list that cannot be fetched is a failure (the page offers a retry)', async () => {
    const h = setup(fails(500));
    await expect(h.list.execute({})).resolves.toEqual({ kind: 'failed' });
  });
});
