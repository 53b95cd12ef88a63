import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockServer, resetMock } from './node';
import { call } from './test-wire-client';

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mockServer.close());
beforeEach(() => resetMock());

const PATH = '/wps/relay/MCSFE_getListAnnouncements';
const POPUPS = { types: 'PR', platform: 'M', category: 'popup' };

async function popups(merchant: string): Promise<Array<Record<string, unknown>>> {
  const answer = await call(PATH, { merchant, query: POPUPS, headers: { ModuleId: 'COMM3' } });
  expect(answer.status).toBe(200);
  return (answer.body as { value: Array<Record<string, unknown>> }).value;
}

describe('mock popups: every execution of shell §3 "Popup item" ("A for logged-in, B for guests, F for first login"), and one whose content carries script', () => {
  it.each(['DEMO1', 'DEMO2'])('%s serves popups of execution A, B and F', async (merchant) => {
    const executions = new Set((await popups(merchant)).map((popup) => popup.execution));
    expect([...executions].sort()).toEqual(['A', 'B', 'F']);
  });

  it('DEMO1 has a forceRead popup and one whose content carries script and an event handler', async () => {
    const list = await popups('DEMO1');
    expect(list.filter((popup) => popup.forceRead === true).map((popup) => popup.id)).toEqual(['506']);
    const hostile = list.find((popup) => popup.id === '505');
    expect(hostile?.content).toContain('<script>');
    expect(hostile?.content).toContain('onerror=');
  });

  it('the popup category leaves out the app-download announcement', async () => {
    expect((await popups('DEMO1')).map((popup) => popup.category)).not.toContain('app_download');
  });

  it('the popup category leaves out the marquee lines', async () => {
    expect((await popups('DEMO1')).every((popup) => popup.category === 'popup')).toBe(true);
  });
});

describe('mock marquee (docs/decisions.md "Mock home content and generated art": "marquee lines are `category=marquee`, plain text")', () => {
  async function marquee(merchant: string): Promise<Array<Record<string, unknown>>> {
    const answer = await call(PATH, { merchant, query: { types: 'PR', platform: 'M', category: 'marquee' }, headers: { ModuleId: 'COMM3' } });
    return (answer.body as { value: Array<Record<string, unknown>> }).value;
  }

  it.each([
    ['DEMO1', 3, /jackpot/],
    ['DEMO2', 2, /prêmio/],
  ] as const)('%s answers exactly its %i marquee lines: plain text, a sentence each', async (merchant, count, first) => {
    const lines = await marquee(merchant);
    expect(lines).toHaveLength(count);
    for (const line of lines) {
      expect(line.category).toBe('marquee');
      expect(line.content).toMatch(/^[^<>]+[.!]$/);
    }
    expect(lines[0]?.content).toMatch(first);
  });
});
