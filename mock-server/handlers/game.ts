import { http, HttpResponse, type HttpHandler } from 'msw';
import { z } from 'zod';
import { trialLaunchQuery } from '../request-rules';
import { routes } from '../routes';
import { signedIn, wpsRoute } from './define-route';
import { ok } from './envelope';
import { onOrigin } from './shared-config';
import { artPath } from '../art';
import { seedDemo2Vendors, seedGameLanes, seedVendors, vendorLogoPath, type SeedLane } from '../seed-games';
import { mockGameHtml, mockGamePath } from './game-page';
import { contentLanguage, localized } from '../localized-content';

const launchSchema = z.looseObject({
  lottoGameCode: z.string().optional(),
  lottoMode: z.string().optional(),
  lottoView: z.string().optional(),
  language: z.string().optional(),
  backUrl: z.string().optional(),
});

/**
 * GCSGAME_getGameMatchV2 (payload not shown): the sports matches (matchId, league, teams, start) and the
 * games of the other vendors; an entry with a gameId can be tried (GCS_gameTrialLaunch).
 */
export const seedGameMatches = [
  { matchId: 'M-1001', vendor: 'SPORTS', gameClassify: 'SPORTS', league: 'Premier League', homeTeam: 'Reds', awayTeam: 'Blues', startTime: '2030-01-01T12:00:00Z' },
  { matchId: 'M-1002', vendor: 'SPORTS', gameClassify: 'SPORTS', league: 'La Liga', homeTeam: 'Whites', awayTeam: 'Stripes', startTime: '2030-01-02T18:30:00Z' },
  { gameId: 'fish-hunter', nodeId: 'N-7', vendor: 'FISH', gameClassify: 'FISH', gameName: 'Fish Hunter' },
  { gameId: 'live-baccarat', nodeId: 'N-6', vendor: 'LIVE', gameClassify: 'LIVE', gameName: 'Baccarat' },
  { gameId: 'tongits', nodeId: 'N-4', vendor: 'PVP', gameClassify: 'PVP', gameName: 'Tongits' },
  { gameId: 'lucky-fruits', nodeId: 'N-3', vendor: 'RNG', gameClassify: 'RNG', gameName: 'Lucky Fruits' },
  { gameId: 'mega-gems', nodeId: 'N-3', vendor: 'TCG', gameClassify: 'RNG', gameName: 'Mega Gems' },
] as const;

/**
 * The games of each lane's class beyond the seeded matches: the lane's cards, then numbered games of the lane's
 * first vendor ("Slots 7"), until the class has the lane's gameCount games.
 */
export function classGames(lanes: readonly SeedLane[]): Array<{ matchId: string; vendor: string; gameClassify: string; gameName: string }> {
  const games: Array<{ matchId: string; vendor: string; gameClassify: string; gameName: string }> = [];
  const counted = new Map<string, Set<string>>();
  const names = (classify: string) => counted.get(classify) ?? counted.set(classify, new Set()).get(classify)!;
  for (const match of seedGameMatches) names(match.gameClassify).add('gameName' in match ? match.gameName : match.matchId);
  for (const lane of lanes) {
    const known = names(lane.gameClassify);
    const vendor = lane.cards[0]?.accountTypeName ?? lane.gameClassify;
    const add = (gameName: string, from: string) => {
      if (known.size >= lane.gameCount || known.has(gameName)) return;
      known.add(gameName);
      games.push({ matchId: `${lane.gameClassify}-${known.size}`, vendor: from, gameClassify: lane.gameClassify, gameName });
    };
    for (const card of lane.cards) add(card.displayName, card.accountTypeName);
    for (let n = 1; known.size < lane.gameCount; n += 1) add(`${lane.title} ${n}`, vendor);
  }
  return games;
}

function trialName(gameId: string): string | undefined {
  for (const match of seedGameMatches) if ('gameId' in match && match.gameId === gameId) return match.gameName;
  return undefined;
}

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

  // Served in no particular order: the client ranks them by their vendor's ordinal (shell §9). Every lane's
  // class holds as many games as the lane's gameCount says (classGames), so "All (n)" and the list agree.
  wpsRoute(routes.gameMatches, ({ merchant }) => ok([...seedGameMatches, ...classGames(seedGameLanes[merchant.code] ?? [])])),

  // shell §3 "Game lane: title, cards (accountTypeName, displayName), gameClassify, gameCount"; read at data.lanes.
  // Cards also carry gameCode and imageUrl (a game tile, absolute on the asking origin). DEMO1's titles and
  // card names in the request's Language (localized-content.ts).
  wpsRoute(routes.gameLanes, ({ merchant, url, language }) => {
    const lang = contentLanguage(merchant.code, language);
    return ok({
      lanes: (seedGameLanes[merchant.code] ?? []).map((lane) => ({
        title: localized(lane.title, lang),
        gameClassify: lane.gameClassify,
        gameCount: lane.gameCount,
        cards: lane.cards.map((card) => ({
          accountTypeName: card.accountTypeName,
          displayName: localized(card.displayName, lang),
          gameCode: card.gameCode,
          imageUrl: onOrigin(artPath(merchant.code, 'game', card.art), url.origin),
        })),
      })),
    });
  }),

  // Query: gameId, nodeId, platform (default html5). No token. The game: the mock's page on the asking origin.
  wpsRoute(routes.gameTrialLaunch, ({ query, url }) => {
    const { gameId } = trialLaunchQuery.parse(Object.fromEntries(query));
    const page = mockGamePath('trial', gameId, {
      platform: query.get('platform') ?? 'html5',
      ...(query.get('nodeId') ? { nodeId: query.get('nodeId')! } : {}),
      ...(trialName(gameId) ? { name: trialName(gameId)! } : {}),
    });
    return ok({ gameUrl: onOrigin(page, url.origin) });
  }),

  // player-journey §7: lottoArea VN, launchMode LOTT, lottoGameCode, lottoView, …; answer value.gameUrl, the
  // mock's game page on the asking origin (so the game view loads offline).
  wpsRoute(routes.launchGame, (context) => {
    signedIn(context);
    const payload = launchSchema.catch({}).parse(context.body);
    const code = payload.lottoGameCode || payload.lottoMode || 'lobby';
    const page = mockGamePath('lottery', code, { view: payload.lottoView ?? 'lobby', lang: payload.language ?? 'VI' });
    return ok({ gameUrl: onOrigin(page, context.url.origin) });
  }),

  // Not a platform route: the page the game URLs above lead to.
  http.get('*/wps/mock/game/:kind/:code', ({ request }) => {
    const html = mockGameHtml(new URL(request.url));
    return html === null ? new HttpResponse(null, { status: 404 }) : HttpResponse.html(html);
  }),
];
