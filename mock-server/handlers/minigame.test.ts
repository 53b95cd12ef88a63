// @vitest-environment jsdom
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockServer, resetMock } from '../node';
import { requestLog } from '../request-log';
import { scenarios } from '../scenarios';
import { TEST_API_ORIGIN } from '../test-wire-client';

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mockServer.close());
beforeEach(() => {
  resetMock();
  document.body.innerHTML = '';
  delete (window as { MiniGame?: unknown }).MiniGame;
});

interface Widget {
  variant: string;
  render(container: HTMLElement, options: Record<string, unknown>): void;
  show(session: { token: string; language: string }): void;
  hide(): void;
  destroy(): void;
}

const script = (variant: string) => fetch(`${TEST_API_ORIGIN}/mini-game/${variant}/minigame.js`);

async function run(variant: string): Promise<Widget> {
  const source = await (await script(variant)).text();
  new Function(source)();
  return (window as unknown as { MiniGame: Widget }).MiniGame;
}

describe('GET */mini-game/{v1|s1}/minigame.js (player-journey §2 script locations)', () => {
  it.each(['v1', 's1'])('serves the %s script as JavaScript, logged like a call', async (variant) => {
    const answer = await script(variant);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    expect(await answer.text()).not.toMatch(/https?:\/\//);
    expect(requestLog.count(`/mini-game/${variant}/minigame.js`)).toBe(1);
  });

  it('another version is not found; the failure switch fails the script', async () => {
    expect((await script('v9')).status).toBe(404);
    scenarios.set({ failures: { '/mini-game/v1/minigame.js': { kind: 'status', status: 503 } } });
    expect((await script('v1')).status).toBe(503);
  });

  it('the script defines window.MiniGame: render draws a "Lucky spin" button whose panel opens, spins and closes with onClose', async () => {
    const widget = await run('s1');
    expect(widget.variant).toBe('s1');
    const container = document.createElement('div');
    document.body.appendChild(container);
    let closed = 0;
    widget.render(container, { merchant: 'DEMO2', token: 'T1', language: 'EN', onClose: () => closed++ });
    const button = container.querySelector('button')!;
    expect(button.textContent).toBe('Lucky spin');
    const panel = container.querySelector<HTMLElement>('[role="group"]')!;
    expect(panel.hidden).toBe(true);
    button.click();
    expect(panel.hidden).toBe(false);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    [...panel.querySelectorAll('button')].find((b) => b.textContent === 'Spin')!.click();
    expect(panel.textContent).toContain('Spin 1');
    [...panel.querySelectorAll('button')].find((b) => b.textContent === 'Close')!.click();
    expect(panel.hidden).toBe(true);
    expect(closed).toBe(1);
  });

  it('hide, show and destroy', async () => {
    const widget = await run('v1');
    const container = document.createElement('div');
    widget.render(container, { merchant: 'DEMO1', token: 'T1', language: 'EN', onClose: () => undefined });
    const root = container.firstElementChild as HTMLElement;
    widget.hide();
    expect(root.hidden).toBe(true);
    widget.show({ token: 'T2', language: 'EN' });
    expect(root.hidden).toBe(false);
    widget.destroy();
    expect(container.children).toHaveLength(0);
  });
});
