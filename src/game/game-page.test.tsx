import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../core/http/endpoints';
import { fails, ok, ScriptedTransport } from '../../core/testing/scripted-transport';
import { renderWithContainer } from '../testing/render-with-container';
import GamePage from './game-page';

const vendors = [
  { vendor: 'RNG', displayName: 'Slots', gameType: 'RNG' },
  { vendor: 'ELOTT', displayName: 'E-Lottery', gameType: 'LOTT' },
  { vendor: 'LIVE', displayName: 'Live', gameType: 'LIVE' },
];
const matches = [
  { matchId: 'M-1', vendor: 'SPORTS', homeTeam: 'Reds', awayTeam: 'Blues' },
  { gameId: 'baccarat', nodeId: 'N-6', vendor: 'LIVE', gameName: 'Baccarat', gameClassify: 'LIVE' },
  { gameId: 'fruits', vendor: 'RNG', gameName: 'Lucky Fruits', gameClassify: 'RNG' },
];

async function openGames(path = '/m/game', transport = new ScriptedTransport().reply(endpoints.gameMatches.path, ok(matches))) {
  transport
    .reply(endpoints.gameVendors.path, ok(vendors))
    .reply(endpoints.appPromptSettings.path, ok({}))
    .reply(endpoints.gameTrialLaunch.path, ok({ gameUrl: 'https://trial.example/fruits' }));
  const view = await renderWithContainer(<GamePage />, { transport }, { path });
  return { ...view, transport };
}

const names = (list: HTMLElement) => within(list).getAllByRole('listitem').map((item) => item.textContent);

describe('/m/game: the game vendor list and game matches in shell §9 order ("Game ordinal steps of 100", "Vendors RNG and PVP merge into TCG")', () => {
  it('lists the vendors in served order (RNG as TCG) and the matches by their vendor\'s ordinal', async () => {
    await openGames();
    const providers = await screen.findByRole('region', { name: 'Game providers' });
    expect(within(providers).getAllByRole('link').map((link) => link.getAttribute('aria-label'))).toEqual(['Slots', 'E-Lottery', 'Live']);
    // A guest's lottery tile leads to /m/login (shell §5); another vendor's filters this area.
    expect(within(providers).getByRole('link', { name: 'E-Lottery' })).toHaveAttribute('href', '/m/login');
    expect(within(providers).getByRole('link', { name: 'Live' })).toHaveAttribute('href', '/m/game?vendor=LIVE');
    const games = screen.getByRole('region', { name: 'Games and matches' });
    expect(names(within(games).getByRole('list'))).toEqual(['Lucky FruitsRNGTry', 'BaccaratLIVETry', 'Reds – BluesSPORTS']);
  });

  it('a matches answer that fails says so with a Retry, never "no games"; Retry asks again and shows the list', async () => {
    let answers = 0;
    const transport = new ScriptedTransport().reply(endpoints.gameMatches.path, () => (answers++ === 0 ? fails(500) : ok(matches)));
    await openGames('/m/game', transport);
    const games = await screen.findByRole('region', { name: 'Games and matches' });
    expect(within(games).getByText('The games could not be loaded.')).toBeVisible();
    expect(within(games).queryByText(/no games are available/i)).toBeNull();
    await userEvent.click(within(games).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Lucky Fruits')).toBeVisible();
    expect(screen.queryByText('The games could not be loaded.')).toBeNull();
    expect(transport.to(endpoints.gameMatches.path)).toHaveLength(2);
  });

  it('?vendor= keeps that vendor\'s games; a trial button only where a game id exists', async () => {
    await openGames('/m/game?vendor=LIVE');
    const games = await screen.findByRole('region', { name: 'Games and matches' });
    expect(names(within(games).getByRole('list'))).toEqual(['BaccaratLIVETry']);
    expect(screen.getByRole('link', { name: 'All providers' })).toHaveAttribute('href', '/m/game');
  });

  it('a trial (no login needed) opens in the game view with gameId, nodeId and platform html5; back returns to the list', async () => {
    const { transport } = await openGames();
    await userEvent.click(await screen.findByRole('button', { name: 'Try Baccarat for free' }));
    const frame = await screen.findByTitle('Game window');
    expect(frame).toHaveAttribute('src', 'https://trial.example/fruits');
    expect(transport.to(endpoints.gameTrialLaunch.path)[0]?.query).toEqual({ gameId: 'baccarat', nodeId: 'N-6', platform: 'html5' });
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('region', { name: 'Game providers' })).toBeInTheDocument();
  });
});
