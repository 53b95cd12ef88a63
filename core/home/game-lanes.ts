import * as v from 'valibot';
import { isFields, lenientInteger, lenientText, optionalText } from '../decode/lenient-schemas';
import { safeImageUrl } from '../content/image-source';
import { LOTTERY_LOBBY_CODE, VIETNAM_LOTTERY_VENDORS } from './banner-route';
import { LOGIN_TARGET, route, type LinkTarget } from './link-target';

/** shell §3 "Game lane: title, cards (accountTypeName, displayName), gameClassify, gameCount". */
export interface GameLane {
  readonly title: string;
  readonly gameClassify: string | null;
  /** How many games the lane's class holds (at least the cards shown). */
  readonly gameCount: number;
  readonly cards: readonly GameCard[];
}

export interface GameCard {
  /** The vendor code, upper-cased. */
  readonly accountTypeName: string;
  readonly displayName: string;
  readonly gameCode: string | null;
  /** The lottery room or prize mode, when the card names one. */
  readonly prizeMode: string | null;
  /** Only an http(s) or same-origin image (core/content/image-source.ts); null shows the card's name. */
  readonly imageUrl: string | null;
}

/** Lottery vendors a card launches straight into (shell §9 "ELOTT gets ELOTTO … SEA_LOTT; LOTT gets VIETNAM_LOTTO"). */
const LOTTERY_VENDORS: readonly string[] = ['ELOTT', 'ELOTTO', 'SEA_LOTT', ...VIETNAM_LOTTERY_VENDORS];

const imageUrl = v.fallback(v.nullable(v.pipe(lenientText, v.transform(safeImageUrl))), null);

const cardSchema = v.pipe(
  v.looseObject({}),
  v.transform((o: Record<string, unknown>) => ({
    accountTypeName: o.accountTypeName ?? o.vendor ?? o.vendorCode,
    displayName: o.displayName ?? o.gameName ?? o.name,
    gameCode: o.gameCode ?? o.code ?? o.gameId,
    prizeMode: o.prizeMode ?? o.prize_mode ?? o.roomId,
    imageUrl: o.imageUrl ?? o.image ?? o.icon ?? o.img,
  })),
  v.object({
    accountTypeName: v.pipe(lenientText, v.toUpperCase()),
    displayName: v.fallback(lenientText, ''),
    gameCode: optionalText,
    prizeMode: optionalText,
    imageUrl,
  }),
  v.transform((card): GameCard => ({ ...card, displayName: card.displayName || card.accountTypeName })),
);

const count = v.fallback(v.pipe(lenientInteger, v.minValue(0)), 0);

const laneSchema = v.pipe(
  v.looseObject({}),
  v.transform((o: Record<string, unknown>) => ({
    title: o.title ?? o.laneName ?? o.name,
    gameClassify: o.gameClassify ?? o.classify ?? o.gameType,
    gameCount: o.gameCount ?? o.count ?? o.total,
    cards: o.cards ?? o.games ?? o.list,
  })),
  v.object({
    title: lenientText,
    gameClassify: v.fallback(v.nullable(v.pipe(lenientText, v.toUpperCase())), null),
    gameCount: count,
    // A lane whose cards are no list fails here and is dropped, like one with no card left.
    cards: v.array(v.unknown()),
  }),
  v.transform((lane): GameLane => {
    const cards = lane.cards.flatMap((card) => {
      const read = v.safeParse(cardSchema, card);
      return read.success ? [read.output] : [];
    });
    return { ...lane, cards, gameCount: Math.max(lane.gameCount, cards.length) };
  }),
);

function laneList(input: unknown, depth = 0): unknown[] {
  if (Array.isArray(input)) return input;
  if (!isFields(input) || depth > 2) return [];
  for (const key of ['lanes', 'data', 'value', 'list', 'records']) {
    const inner = laneList(input[key], depth + 1);
    if (inner.length) return inner;
  }
  return [];
}

/**
 * The game-lane answer (shell §7 "game lanes (response data.lanes)"), leniently: `lanes` under `value`,
 * `data` or at the top level, or a bare list. A lane without a title is dropped, and so is a card without
 * a vendor; a lane with no card left is kept out (nothing to show).
 */
export function decodeGameLanes(input: unknown): GameLane[] {
  return laneList(input).flatMap((item) => {
    const read = v.safeParse(laneSchema, item);
    return read.success && read.output.cards.length > 0 ? [read.output] : [];
  });
}

export interface GameCardContext {
  readonly loggedIn: boolean;
  /** shell §2 "backUrl": the address the player is on. */
  readonly currentUrl: string;
}

/**
 * Where a tap on a card leads (docs/decisions.md "Home screen"): a lottery card launches (login required,
 * shell §5), by vendor plus code for the Vietnam lottery, else prize mode plus code (lobby when none);
 * another vendor's card opens the game area on that vendor.
 */
export function gameCardTarget(card: GameCard, context: GameCardContext): LinkTarget {
  if (!LOTTERY_VENDORS.includes(card.accountTypeName)) {
    return route(`/m/game?${new URLSearchParams({ vendor: card.accountTypeName })}`);
  }
  if (!context.loggedIn) return LOGIN_TARGET;
  const query = new URLSearchParams();
  if (VIETNAM_LOTTERY_VENDORS.includes(card.accountTypeName)) query.set('vendor', card.accountTypeName);
  else if (card.prizeMode) query.set('prize_mode', card.prizeMode);
  query.set('code', card.gameCode ?? LOTTERY_LOBBY_CODE);
  query.set('backUrl', context.currentUrl);
  return route(`/m/launchGame?${query}`);
}

/** The lane's "see all" link: the game area on its class. */
export function laneHref(lane: GameLane): string {
  return lane.gameClassify ? `/m/game?${new URLSearchParams({ classify: lane.gameClassify })}` : '/m/game';
}
