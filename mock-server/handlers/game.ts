import type { HttpHandler } from 'msw';
import { z } from 'zod';
import { routes } from '../routes';
import { signedIn, wpsRoute } from './define-route';
import { businessFailure, ok } from './envelope';
import { onOrigin } from './shared-config';
import { artPath } from '../art';
import { seedDemo2Vendors, seedGameLanes, seedVendors, vendorLogoPath } from '../seed-games';

const GAME_HOST = 'https://game.mock.invalid';

const launchSchema = z.looseObject({
  lottoGameCode: z.string().optional(),
  lottoMode: z.string().optional(),
  lottoView: z.string().optional(),
  language: z.string().optional(),
  backUrl: z.string().optional(),
});

export const gameHandlers: HttpHandler[] = [
  // shell §9 vendor ordering; DEMO2 answers in another server form (vendorCode and sort as strings, not in
  // display order). Each with logoUrl: a vendor plate, absolute on the asking origin.
  wpsRoute(routes.gameVendors, ({ merchant, query, url }) => {
    const platform = query.get('platform') ?? 'html5';
    const logoUrl = (code: string) => onOrigin(vendorLogoPath(merchant.code, code), url.origin);
    return ok(
      merchant.code === 'DEMO2'
        ? seedDemo2Vendors.map((vendor) => ({ ...vendor, logoUrl: logoUrl(vendor.vendorCode), platform }))
        : seedVendors.map((vendor) => ({ ...vendor, logoUrl: logoUrl(vendor.vendor), platform })),
    );
  }),

  wpsRoute(routes.gameMatches, () =>
    ok([
      { matchId: 'M-1001', league: 'Premier League', homeTeam: 'Reds', awayTeam: 'Blues', startTime: '2030-01-01T12:00:00Z' },
      { matchId: 'M-1002', league: 'La Liga', homeTeam: 'Whites', awayTeam: 'Stripes', startTime: '2030-01-02T18:30:00Z' },
    ]),
  ),

  // shell §3 "Game lane: title, cards (accountTypeName, displayName), gameClassify, gameCount"; read at data.lanes.
  // Cards also carry gameCode and imageUrl (a game tile, absolute on the asking origin).
  wpsRoute(routes.gameLanes, ({ merchant, url }) =>
    ok({
      lanes: (seedGameLanes[merchant.code] ?? []).map((lane) => ({
        title: lane.title,
        gameClassify: lane.gameClassify,
        gameCount: lane.gameCount,
        cards: lane.cards.map((card) => ({
          accountTypeName: card.accountTypeName,
          displayName: card.displayName,
          gameCode: card.gameCode,
          imageUrl: onOrigin(artPath(merchant.code, 'game', card.art), url.origin),
        })),
      })),
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
