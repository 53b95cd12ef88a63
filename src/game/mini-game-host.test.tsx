import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../adapters/composition/tokens';
import { endpoints } from '../../core/http/endpoints';
import { FakeMiniGameLoader } from '../../core/testing/mini-game-fakes';
import type { MiniGameRenderOptions, MiniGameSession, MiniGameWidgetApi } from '../../core/minigame/ports';
import { InMemoryStore } from '../../core/testing/in-memory-store';
import { ok, ScriptedTransport } from '../../core/testing/scripted-transport';
import { aSession } from '../../core/testing/session-harness';
import { renderWithContainer } from '../testing/render-with-container';
import MiniGameHost, { KEYBOARD_STEP_PX } from './mini-game-host';

/** A widget that draws like the mock's: a button that opens a panel, which can be closed. */
class DrawingWidget implements MiniGameWidgetApi<HTMLElement> {
  readonly calls: string[] = [];
  session: MiniGameSession | null = null;

  render(mount: HTMLElement, options: MiniGameRenderOptions): void {
    this.calls.push('render');
    this.session = options;
    const open = document.createElement('button');
    open.textContent = 'Lucky spin';
    const panel = document.createElement('p');
    panel.textContent = 'Spin panel';
    panel.hidden = true;
    const close = document.createElement('button');
    close.textContent = 'Close spin';
    close.addEventListener('click', () => {
      panel.hidden = true;
      options.onClose();
    });
    open.addEventListener('click', () => (panel.hidden = false));
    mount.append(open, panel, close);
  }
  show(session: MiniGameSession): void {
    this.calls.push('show');
    this.session = session;
  }
  hide(): void {
    this.calls.push('hide');
  }
  destroy(): void {
    this.calls.push('destroy');
  }
}

function pointer(type: string, x: number, y: number): Event {
  const event = new MouseEvent(type, { clientX: x, clientY: y, bubbles: true, button: 0 });
  Object.assign(event, { pointerId: 1, isPrimary: true });
  return event;
}

async function openHost(flags: Record<string, boolean> = { LOTTMINIGAME3: true }, signedIn = true) {
  const transport = new ScriptedTransport().reply(endpoints.consolidatedSettings.path, ok({ whitelabelVal: flags }));
  const sessionStore = new InMemoryStore();
  if (signedIn) sessionStore.set('MC_SESSION_INFO', JSON.stringify(aSession()));
  const widget = new DrawingWidget();
  const loader = new FakeMiniGameLoader<HTMLElement>({ ok: true, widget });
  const view = await renderWithContainer(<MiniGameHost bottom={40} left={30} />, { transport, sessionStore }, {
    prepare: (container) => container.rebind(TOKENS.MiniGameScriptLoader).toConstantValue(() => Promise.resolve(loader)),
  });
  await act(async () => {
    await view.container.get(TOKENS.SharedConfigStore).execute();
  });
  return { ...view, widget, loader };
}

const region = () => screen.getByRole('region', { name: 'Mini game' });
const leftOf = (element: HTMLElement) => parseFloat(element.style.left);
const topOf = (element: HTMLElement) => parseFloat(element.style.top);

describe('the mini-game container (player-journey §2, §4)', () => {
  it('a logged-in member on a LOTTMINIGAME3 merchant sees the widget in a region "Mini game", placed by bottom and left', async () => {
    const { widget, loader } = await openHost();
    await waitFor(() => expect(region()).toBeVisible());
    expect(within(region()).getByRole('button', { name: 'Lucky spin' })).toBeVisible();
    expect(region()).toHaveAccessibleDescription('Drag it, or press the arrow keys, to move it.');
    expect(loader.requested).toEqual(['/mini-game/v1/minigame.js']);
    expect(widget.session).toMatchObject({ token: 'T1', language: 'EN' });
    // jsdom: a 1024 x 768 window, a container without layout (0 x 0)
    expect(leftOf(region())).toBe(30);
    expect(topOf(region())).toBe(768 - 40);
  });

  it('"hidden when logged out"; shown again on login, "rendered once and then shown or hidden"', async () => {
    const { container, widget, loader } = await openHost();
    await waitFor(() => expect(region()).toBeVisible());
    act(() => container.get(TOKENS.SessionState).clear());
    expect(screen.queryByRole('region', { name: 'Mini game' })).toBeNull();
    act(() => container.get(TOKENS.SessionState).write(aSession({ token: 'T2' })));
    await waitFor(() => expect(region()).toBeVisible());
    expect(widget.calls).toEqual(['render', 'hide', 'show']);
    expect(widget.session?.token).toBe('T2');
    expect(loader.requested).toHaveLength(1);
  });

  it('a guest sees no widget and no script is asked for', async () => {
    const { loader } = await openHost({ LOTTMINIGAME3: true }, false);
    await act(async () => undefined);
    expect(screen.queryByRole('region', { name: 'Mini game' })).toBeNull();
    expect(loader.requested).toEqual([]);
  });

  it('arrow keys move it by a step, so it is reachable without a pointer, and it stays inside the 2 % margin', async () => {
    await openHost();
    await waitFor(() => expect(region()).toBeVisible());
    region().focus();
    fireEvent.keyDown(region(), { key: 'ArrowRight' });
    expect(leftOf(region())).toBe(30 + KEYBOARD_STEP_PX);
    fireEvent.keyDown(region(), { key: 'ArrowUp' });
    expect(topOf(region())).toBe(728 - KEYBOARD_STEP_PX);
    fireEvent.keyDown(region(), { key: 'ArrowLeft' });
    fireEvent.keyDown(region(), { key: 'ArrowLeft' });
    fireEvent.keyDown(region(), { key: 'ArrowLeft' });
    expect(leftOf(region())).toBeCloseTo(1024 * 0.02);
  });

  it('"movement under 2 px counts as a tap": a tap opens the panel; a drag moves it and its click opens nothing', async () => {
    const { time } = await openHost();
    await waitFor(() => expect(region()).toBeVisible());
    const button = within(region()).getByRole('button', { name: 'Lucky spin' });
    fireEvent(button, pointer('pointerdown', 100, 100));
    fireEvent(button, pointer('pointermove', 140, 60));
    fireEvent(button, pointer('pointerup', 140, 60));
    fireEvent.click(button);
    expect(within(region()).queryByText('Spin panel')).not.toBeVisible();
    expect(leftOf(region())).toBe(70);
    expect(topOf(region())).toBe(688);
    act(() => time.advance(250));
    fireEvent(button, pointer('pointerdown', 100, 100));
    fireEvent(button, pointer('pointerup', 101, 101));
    fireEvent.click(button);
    expect(within(region()).getByText('Spin panel')).toBeVisible();
    expect(leftOf(region())).toBe(70);
  });

  it('closing the widget panel gives the container the focus back', async () => {
    const { time } = await openHost();
    await waitFor(() => expect(region()).toBeVisible());
    act(() => time.advance(250));
    fireEvent.click(within(region()).getByRole('button', { name: 'Close spin' }));
    expect(region()).toHaveFocus();
  });
});
