import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../adapters/composition/tokens';
import { endpoints } from '../../core/http/endpoints';
import { InMemoryStore } from '../../core/testing/in-memory-store';
import { ok, ScriptedTransport } from '../../core/testing/scripted-transport';
import { renderWithContainer } from '../testing/render-with-container';
import AnnouncementPopups from './announcement-popups';

const POPUPS = [
  { id: '1', title: 'Join today', content: '<p>Bonus</p><img src="x" onerror="window.__xss=1"><script>window.__xss=2</script>', execution: 'B' },
  { id: '2', title: 'Weekend jackpot', content: '<p>Draw at 9 pm</p>', execution: 'B', forceRead: true },
  { id: '3', title: 'Members only', content: '<p>A</p>', execution: 'A' },
];

/** Lets the lazily downloaded code register its timer, then moves the fake clock on. */
async function pass(time: { advance(ms: number): void }, ms: number) {
  for (let elapsed = 0; elapsed < ms; elapsed += 100) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      time.advance(100);
    });
  }
}

async function openHome(localStore = new InMemoryStore()) {
  const transport = new ScriptedTransport().reply(endpoints.announcements.path, ok(POPUPS));
  const view = await renderWithContainer(<AnnouncementPopups />, { transport, localStore });
  // The use case is downloaded on first use (slow on a cold, busy run): the clock moves once its 500 ms wait is set.
  await waitFor(() => expect(view.time.pending()).toBeGreaterThan(0));
  // shell §9 "popup list loaded after 500 ms": nothing before.
  await pass(view.time, 400);
  expect(transport.to(endpoints.announcements.path)).toHaveLength(0);
  await pass(view.time, 200);
  return view;
}

describe('announcement popups (shell §4 "Popup visibility")', () => {
  it('a guest sees the B popups after 500 ms, as sanitised HTML: no script, no event handler', async () => {
    await openHome();
    const dialog = await screen.findByRole('dialog', { name: 'Join today' });
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('[onerror]')).toBeNull();
    expect(screen.getAllByRole('group', { hidden: true }).map((slide) => slide.getAttribute('aria-label'))).toEqual(['Join today', 'Weekend jackpot']);
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });

  it('"With forceRead, the close action first steps through all slides"', async () => {
    const { container } = await openHome();
    await screen.findByRole('dialog', { name: 'Join today' });
    // shell §4 "skipped if another prompt is already open": the popup window counts as a prompt while open.
    expect(container.get(TOKENS.OpenPrompts).anotherOpen('add-to-home-screen')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('dialog', { name: 'Weekend jackpot' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(container.get(TOKENS.OpenPrompts).open.size).toBe(0);
  });

  it('closing with "hide today" keeps them away on the next visit of the same day', async () => {
    const localStore = new InMemoryStore();
    const first = await openHome(localStore);
    await screen.findByRole('dialog', { name: 'Join today' });
    await userEvent.click(screen.getByRole('checkbox', { name: "Don't show again today" }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    first.unmount();
    await openHome(localStore);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
