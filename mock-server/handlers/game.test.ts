import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockServer, resetMock } from '../node';
import { call, LAUNCH_GAME_BODY, loginToken, TEST_API_ORIGIN } from '../test-wire-client';
import { seedGameLanes } from '../seed-games';
import { classGames, seedGameMatches } from './game';
import { mockGameHtml } from './game-page';

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mockServer.close());
beforeEach(() => resetMock());

describe('mock games: launches answer the mock game page on the asking origin (offline game view)', () => {
  it('launchGame answers a same-origin game page; the page names the game in its heading', async () => {
    const token = await loginToken('DEMO1', 'player01', 'Passw0rd!');
    const answer = await call('/wps/game/launchGame', { token, body: { ...LAUNCH_GAME_BODY, lottoGameCode: 'HN', lottoView: 'betting', language: 'EN' } });
    const gameUrl = new URL((answer.body as { value: { gameUrl: string } }).value.gameUrl);
    expect(gameUrl.origin).toBe(TEST_API_ORIGIN);
    expect(gameUrl.pathname).toBe('/wps/mock/game/lottery/HN');
    const page = await fetch(gameUrl);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toContain('<h1>Lottery HN</h1>');
  });

  it('the trial answers the trial page with the game name; no game id is refused by name', async () => {
    const answer = await call('/wps/relay/GCS_gameTrialLaunch', { query: { gameId: 'lucky-fruits', nodeId: 'N-3', platform: 'html5' } });
    const gameUrl = new URL((answer.body as { value: { gameUrl: string } }).value.gameUrl);
    expect(gameUrl.pathname).toBe('/wps/mock/game/trial/lucky-fruits');
    expect(mockGameHtml(gameUrl)).toContain('<h1>Trial: Lucky Fruits</h1>');
    expect(await call('/wps/relay/GCS_gameTrialLaunch', { query: { nodeId: 'N-3' } })).toEqual({
      status: 400,
      body: { success: false, errorCode: 'param.invalid', message: 'gameId is required' },
    });
  });

  it('the game page escapes what it echoes and refuses other paths', () => {
    expect(mockGameHtml(new URL('https://m.demo.test/wps/mock/game/lottery/x?lang=%3Cb%3E'))).toContain('lang: &lt;b&gt;');
    expect(mockGameHtml(new URL('https://m.demo.test/wps/mock/game/other/x'))).toBeNull();
  });

  it('the game matches carry a vendor each; games have a gameId and nodeId, sports matches keep matchId and teams', async () => {
    const list = (await call('/wps/relay/GCSGAME_getGameMatchV2', { query: { platform: 'html5' } })).body as { value: Record<string, unknown>[] };
    expect(list.value.every((entry) => typeof entry.vendor === 'string')).toBe(true);
    expect(list.value).toContainEqual(expect.objectContaining({ matchId: 'M-1001', homeTeam: 'Reds', awayTeam: 'Blues' }));
    expect(list.value).toContainEqual(expect.objectContaining({ gameId: 'lucky-fruits', nodeId: 'N-3', vendor: 'RNG' }));
  });
});

describe('the game list agrees with the lanes ("All (n)")', () => {
  it("every lane's class holds as many games as its gameCount, its cards among them, no name twice", () => {
    for (const [merchant, lanes] of Object.entries(seedGameLanes)) {
      const all = [...seedGameMatches, ...classGames(lanes)];
      for (const lane of lanes) {
        const names = all.filter((game) => game.gameClassify === lane.gameClassify).map((game) => ('gameName' in game ? game.gameName : game.matchId));
        expect(names, `${merchant} ${lane.title}`).toHaveLength(lane.gameCount);
        expect(new Set(names).size).toBe(names.length);
        for (const card of lane.cards) expect(names).toContain(card.displayName);
      }
    }
  });
});
