import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../core/http/endpoints';
import type { TransportOutcome } from '../../core/http/model';
import { InMemoryStore } from '../../core/testing/in-memory-store';
import { ok, ScriptedTransport } from '../../core/testing/scripted-transport';
import { aSession } from '../../core/testing/session-harness';
import { renderWithContainer } from '../testing/render-with-container';
import LaunchGamePage from './launch-game-page';

const GAME = { gameUrl: 'https://games.example/play?t=1' };

async function openLaunch(path: string, launch: TransportOutcome | TransportOutcome[] = ok(GAME), whitelabelVal: Record<string, boolean> = {}) {
  const answers = Array.isArray(launch) ? [...launch] : [launch];
  const transport = new ScriptedTransport()
    .reply(endpoints.consolidatedSettings.path, ok({ whitelabelVal }))
    .reply(endpoints.appPromptSettings.path, ok({}))
    .reply(endpoints.launchGame.path, () => (answers.length > 1 ? answers.shift()! : answers[0]!));
  const sessionStore = new InMemoryStore();
  sessionStore.set('MC_SESSION_INFO', JSON.stringify(aSession()));
  const view = await renderWithContainer(<LaunchGamePage />, { transport, sessionStore }, { path });
  return { ...view, transport };
}

describe('/m/launchGame: the in-page game view (player-journey §2 "Third-party game view inside the page, with back button and fullscreen toggle")', () => {
  it('launches, then shows the game in a sandboxed iframe that may go fullscreen', async () => {
    const { transport } = await openLaunch('/m/launchGame?vendor=LOTT&code=HN&backUrl=%2Fm%2Fhome');
    const frame = await screen.findByTitle('Game window');
    expect(frame).toHaveAttribute('src', GAME.gameUrl);
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms allow-popups');
    expect(frame).toHaveAttribute('allow', 'fullscreen');
    expect(screen.getByRole('button', { name: 'Full screen' })).toHaveAttribute('aria-pressed', 'false');
    expect(transport.to(endpoints.launchGame.path)[0]?.body).toMatchObject({ lottoArea: 'VN', launchMode: 'LOTT', lottoGameCode: 'HN', title: 'Lottery' });
  });

  it('"a back button to a same-origin backUrl only"', async () => {
    const { location } = await openLaunch('/m/launchGame?code=lobby&backUrl=%2Fm%2Fmember%2Fhome');
    await screen.findByTitle('Game window');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(location.history?.at(-1)).toBe('/m/member/home');
  });

  it('"a foreign backUrl falls back to /m/game"', async () => {
    const { location } = await openLaunch('/m/launchGame?code=lobby&backUrl=https%3A%2F%2Fevil.example%2Fm%2Fhome');
    await screen.findByTitle('Game window');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(location.history?.at(-1)).toBe('/m/game');
  });

  it('"Timeout … message timeout_retry_please" with a Retry that launches again', async () => {
    await openLaunch('/m/launchGame?code=lobby', [{ kind: 'timeout' }, ok(GAME)]);
    expect(await screen.findByText('The request timed out. Please try again.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTitle('Game window')).toBeInTheDocument();
  });

  it('"when option STARTGAMEINAPP3 is on … asks the user to download the app and reopen": no launch call', async () => {
    const { transport } = await openLaunch('/m/launchGame?code=lobby', ok(GAME), { STARTGAMEINAPP3: true });
    expect(await screen.findByText(/download the app, then open the game again/)).toBeInTheDocument();
    expect(transport.to(endpoints.launchGame.path)).toEqual([]);
  });

  it('a refusal shows the server message with a Retry', async () => {
    await openLaunch('/m/launchGame?code=lobby', { kind: 'response', status: 200, body: { success: false, message: 'The draw is closed' } });
    expect(await screen.findByText('The draw is closed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await act(async () => undefined);
  });
});
