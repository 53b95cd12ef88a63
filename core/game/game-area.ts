import * as v from 'valibot';
import { isFields, lenientText, optionalText } from '../decode/lenient-schemas';
import { byVendorOrdinal, type OrderedVendor, type VendorOrdering } from '../home/vendor-ordering';

/** One entry of GCSGAME_getGameMatchV2 (player-journey §7, payload not shown; docs/decisions.md "Game launch and the game view"). */
export interface GameMatch {
  readonly id: string;
  /** The vendor code, upper-cased. */
  readonly vendor: string;
  readonly name: string;
  readonly gameClassify: string | null;
  /** Present: the game can be tried (GCS_gameTrialLaunch). */
  readonly gameId: string | null;
  readonly nodeId: string | null;
  readonly startTime: string | null;
}

const matchSchema = v.pipe(
  v.looseObject({}),
  v.transform((o: Record<string, unknown>) => {
    const teams = typeof o.homeTeam === 'string' && typeof o.awayTeam === 'string' ? `${o.homeTeam} – ${o.awayTeam}` : undefined;
    return {
      vendor: o.vendor ?? o.vendorCode ?? o.accountTypeName,
      name: o.gameName ?? o.displayName ?? o.name ?? teams,
      gameClassify: o.gameClassify ?? o.gameType ?? o.classify,
      gameId: o.gameId,
      nodeId: o.nodeId,
      matchId: o.matchId ?? o.id,
      startTime: o.startTime,
    };
  }),
  v.object({
    vendor: v.pipe(lenientText, v.toUpperCase()),
    name: lenientText,
    gameClassify: v.fallback(v.nullable(v.pipe(lenientText, v.toUpperCase())), null),
    gameId: optionalText,
    nodeId: optionalText,
    matchId: optionalText,
    startTime: optionalText,
  }),
  v.transform(({ matchId, ...match }): GameMatch => ({ ...match, id: match.gameId ?? matchId ?? `${match.vendor}:${match.name}` })),
);

/** The answer's list, following `value` down; undefined when there is none. */
function findMatchList(input: unknown): unknown[] | undefined {
  if (Array.isArray(input)) return input;
  if (!isFields(input)) return undefined;
  for (const key of ['value', 'list', 'matches', 'games', 'records']) {
    if (Array.isArray(input[key])) return input[key] as unknown[];
  }
  return findMatchList(input.value);
}

/** The game-match answer, leniently: a list at the top level or under value, list, matches, games or records; entries without a vendor or name are dropped. */
export function decodeGameMatches(input: unknown): GameMatch[] {
  const list = findMatchList(input);
  if (!list) return [];
  return list.flatMap((item) => {
    const read = v.safeParse(matchSchema, item);
    return read.success ? [read.output] : [];
  });
}

export interface GameArea {
  readonly vendors: readonly OrderedVendor[];
  readonly matches: readonly GameMatch[];
}

export interface GameAreaFilters {
  readonly vendor: string | null;
  readonly classify: string | null;
}

/** The game area's filters from /m/game's query (?vendor=, ?classify=: the home screen links there). */
export function readGameAreaFilters(search: string): GameAreaFilters {
  const params = new URLSearchParams(search);
  const read = (name: string) => params.get(name)?.trim().toUpperCase() || null;
  return { vendor: read('vendor'), classify: read('classify') };
}

/**
 * The game area in shell §9 order: vendors by ordinal, matches by their vendor's ordinal (unknown vendors
 * last). ?classify= keeps the vendors of that game type and the matches of that class; ?vendor= keeps
 * that vendor's matches (a merged TCG also its RNG and PVP ones). The vendor list stays whole under
 * ?vendor=, so the player can switch.
 */
export function arrangeGameArea(ordering: VendorOrdering, matches: readonly GameMatch[], filters: GameAreaFilters): GameArea {
  const { vendor, classify } = filters;
  const chosen = vendor ? ordering.vendors.find((entry) => entry.vendor === vendor) : undefined;
  const vendorCodes = vendor ? new Set(chosen ? [vendor, ...chosen.from] : [vendor]) : null;
  const vendors = classify ? ordering.vendors.filter((entry) => entry.gameType?.toUpperCase() === classify) : ordering.vendors;
  const kept = matches.filter((match) => (!vendorCodes || vendorCodes.has(match.vendor)) && (!classify || match.gameClassify === classify));
  return { vendors, matches: byVendorOrdinal(kept, (match) => match.vendor, ordering) };
}
