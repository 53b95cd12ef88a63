import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { decodeCustomerServicePath, encodeCustomerServicePath } from './customer-service-path';
import { CS_WIDGET_PATH } from './handlers/customer-service';
import { mockServer, resetMock } from './node';
import { call, TEST_API_ORIGIN } from './test-wire-client';

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mockServer.close());
beforeEach(() => resetMock());

const CS = '/wps/relay/WPSCORE_getCustomerServiceScript';

interface Served {
  title: string;
  path: string;
  csType: string;
  csPosition: string;
  labelIds: string[];
}

async function entriesOf(merchant: string): Promise<Array<Served & { link: string }>> {
  const answer = await call(CS, { merchant });
  expect(answer.status).toBe(200);
  const value = (answer.body as { value: Served[] }).value;
  return value.map((entry) => ({ ...entry, link: decodeCustomerServicePath(entry.path) }));
}

describe('customer-service entries as the mock serves them (shell §3 "Customer service entry")', () => {
  it('"its last 8 characters are the key for the rest": every path decodes with its own tail', async () => {
    const key = 'a1b2c3d4';
    expect(encodeCustomerServicePath('https://x.test/', key).endsWith(key)).toBe(true);
    for (const entry of await entriesOf('DEMO1')) expect(entry.link).not.toBe('');
  });

  it('DEMO1: a LIVECHAT widget script on the asking origin, general links, a refused javascript: link and a VIP-GOLD entry', async () => {
    const entries = await entriesOf('DEMO1');
    expect(entries.map(({ title, csType, labelIds, link }) => ({ title, csType, labelIds, link }))).toEqual([
      { title: 'Live chat', csType: 'LIVECHAT', labelIds: [], link: `${TEST_API_ORIGIN}${CS_WIDGET_PATH}?type=LIVECHAT` },
      { title: '', csType: 'AICAN', labelIds: [], link: 'https://cs.mock.invalid/demo1/ai' },
      { title: 'Telegram', csType: 'MIDUOKE', labelIds: [], link: 'https://t.mock.invalid/demo1' },
      { title: 'Old chat', csType: 'COMM100', labelIds: [], link: 'javascript:alert(1)' },
      { title: 'VIP host', csType: 'COMM100VIP', labelIds: ['VIP-GOLD'], link: 'https://cs.mock.invalid/demo1/vip' },
    ]);
  });

  it('DEMO2 has exactly one entry (it "opens directly")', async () => {
    expect(await entriesOf('DEMO2')).toHaveLength(1);
  });

  it('the widget script is served as JavaScript and registers csWidgets[type] with ready and open()', async () => {
    const response = await fetch(`${TEST_API_ORIGIN}${CS_WIDGET_PATH}?type=LIVECHAT`);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    const source = await response.text();

    const appended: Array<{ hidden?: boolean }> = [];
    const element = () => ({ style: {}, setAttribute() {}, appendChild() {} }) as Record<string, unknown>;
    const window: { csWidgets?: Record<string, { ready: boolean; open: () => void }> } = {};
    runInNewContext(source, {
      window,
      location: { href: `${TEST_API_ORIGIN}/m/home` },
      URL,
      document: {
        currentScript: { src: `${TEST_API_ORIGIN}${CS_WIDGET_PATH}?type=LIVECHAT` },
        createElement: element,
        body: { appendChild: (node: { hidden?: boolean }) => appended.push(node) },
      },
    });
    const widget = window.csWidgets?.LIVECHAT;
    expect(widget?.ready).toBe(true);
    widget?.open();
    expect(appended).toHaveLength(1);
    expect(appended[0]?.hidden).toBe(false);
  });
});
