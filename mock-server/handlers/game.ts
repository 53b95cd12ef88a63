import type { HttpHandler } from 'msw';
import { z } from 'zod';
import { routes } from '../routes';
import { signedIn, wpsRoute } from './define-route';
import { businessFailure, ok } from './envelope';

const GAME_HOST = 'https://game.mock.invalid';

/** shell §9 "Game ordinal steps of 100 … Vendors RNG and PVP merge into TCG". */
const VENDORS = [
  { vendor: 'ELOTT', displayName: 'E-Lottery', gameType: 'LOTT', ordinal: 100 },
  { vendor: 'LOTT', displayName: 'Lottery', gameType: 'LOTT', ordinal: 200 },
  { vendor: 'RNG', displayName: 'RNG Games', gameType: 'RNG', ordinal: 300 },
  { vendor: 'PVP', displayName: 'PvP Games', gameType: 'PVP', ordinal: 400 },
  { vendor: 'SPORTS', displayName: 'Sports', gameType: 'SPORTS', ordinal: 500 },
];

/** DEMO2 answers in another server form: `vendorCode` and `sort` as strings, not in display order. */
const DEMO2_VENDORS = [
  { vendorCode: 'PVP', vendorName: 'PvP', gameType: 'PVP', sort: '30' },
  { vendorCode: 'LOTT', vendorName: 'Loteria Vietnã', gameType: 'LOTT', sort: '10' },
  { vendorCode: 'RNG', vendorName: 'Slots', gameType: 'RNG', sort: '40' },
  { vendorCode: 'ELOTT', vendorName: 'E-Loteria', gameType: 'LOTT', sort: '20' },
];

const launchSchema = z.looseObject({
  lottoGameCode: z.string().optional(),
  lottoMode: z.string().optional(),
  lottoView: z.string().optional(),
  language: z.string().optional(),
  backUrl: z.string().optional(),
});

export const gameHandlers: HttpHandler[] = [
  wpsRoute(routes.gameVendors, ({ merchant, query }) =>
    ok(
      (merchant.code === 'DEMO2' ? DEMO2_VENDORS : VENDORS).map((vendor) => ({ ...vendor, platform: query.get('platform') ?? 'html5' })),
    ),
  ),

  wpsRoute(routes.gameMatches, () =>
    ok([
      { matchId: 'M-1001', league: 'Premier League', homeTeam: 'Reds', awayTeam: 'Blues', startTime: '2030-01-01T12:00:00Z' },
      { matchId: 'M-1002', league: 'La Liga', homeTeam: 'Whites', awayTeam: 'Stripes', startTime: '2030-01-02T18:30:00Z' },
    ]),
  ),

  // shell §3 "Game lane: title, cards (accountTypeName, displayName), gameClassify, gameCount"; read at data.lanes.
  wpsRoute(routes.gameLanes, () =>
    ok({
      lanes: [
        {
          title: 'Lottery',
          gameClassify: 'LOTT',
          gameCount: 2,
          cards: [
            { accountTypeName: 'ELOTT', displayName: 'E-Lottery' },
            { accountTypeName: 'VIETNAM_LOTTO', displayName: 'Vietnam Lotto' },
          ],
        },
        {
          title: 'Casino',
          gameClassify: 'RNG',
          gameCount: 1,
          cards: [{ accountTypeName: 'TCG', displayName: 'TCG Slots' }],
        },
      ],
    }),
  ),

  // Query: gameId, nodeId, platform (default html5). No token.
  wpsRoute(routes.gameTrialLaunch, ({ query }) => {
    const gameId = query.get('gameId');
    if (!gameId) return businessFailure('game.not.found', 'The game does not exist.');
    const url = new URL(`${GAME_HOST}/trial/${encodeURIComponent(gameId)}`);
    url.searchParams.set('platform', query.get('platform') ?? 'html5');
    if (query.get('nodeId')) url.searchParams.set('nodeId', query.get('nodeId')!);
    return ok({ gameUrl: url.toString() });
  }),

  // player-journey §7: lottoArea VN, launchMode LOTT, lottoGameCode, lottoView, …; answer value.gameUrl.
  wpsRoute(routes.launchGame, (context) => {
    const { session } = signedIn(context);
    const payload = launchSchema.catch({}).parse(context.body);
    const code = payload.lottoGameCode || payload.lottoMode || 'lobby';
    const url = new URL(`${GAME_HOST}/lottery/${encodeURIComponent(code)}`);
    url.searchParams.set('token', session.token.slice(0, 12));
    url.searchParams.set('view', payload.lottoView ?? 'lobby');
    url.searchParams.set('lang', payload.language ?? 'VI');
    if (payload.backUrl) url.searchParams.set('backUrl', payload.backUrl);
    return ok({ gameUrl: url.toString() });
  }),
];
