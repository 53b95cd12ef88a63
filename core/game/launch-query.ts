import { LOTTERY_LOBBY_CODE, VIETNAM_LOTTERY_VENDORS } from '../home/banner-route';

/** player-journey §9 "Lottery area code / launch mode VN / LOTT". */
export const LOTTO_AREA = 'VN';
export const LAUNCH_MODE = 'LOTT';
/** player-journey §7 "alternate form uses lottoMode SEA_Tradition_Mobile". */
export const SEA_LOTTO_MODE = 'SEA_Tradition_Mobile';
/** player-journey §7 "device MOBILE". */
export const LAUNCH_DEVICE = 'MOBILE';
/** player-journey §1 "The default language is … VI for game launch". */
export const DEFAULT_GAME_LANGUAGE = 'VI';

export type LottoView = 'betting' | 'lobby';
/** The two lottery vendors (player-journey §1): the Vietnam lottery and the Southeast-Asia (ELOTT) one. */
export type LotteryForm = 'vietnam' | 'sea';

/** What /m/launchGame's query asks for (shell §2: prize_mode plus code, or vendor plus code; backUrl, playType, lottoView). */
export interface LaunchQuery {
  readonly form: LotteryForm;
  /** LOTT or VIETNAM_LOTTO for the Vietnam form; null for the SEA form. */
  readonly vendor: string | null;
  readonly prizeMode: string | null;
  /** The game code; `lobby` for the lottery lobby (also when none is given). */
  readonly code: string;
  readonly playType: string | null;
  readonly backUrl: string | null;
  readonly lottoView: LottoView;
}

const field = (params: URLSearchParams, name: string): string | null => params.get(name)?.trim() || null;

/**
 * Reads the launch route's query (docs/decisions.md "Game launch and the game view"): vendor LOTT or
 * VIETNAM_LOTTO (any case) is the Vietnam form; anything else (prize_mode, an ELOTT vendor, nothing) the
 * SEA form. lottoView is the query's when it is betting or lobby, else lobby for the lobby code and
 * betting for a game.
 */
export function readLaunchQuery(search: string): LaunchQuery {
  const params = new URLSearchParams(search);
  const vendor = field(params, 'vendor')?.toUpperCase();
  const vietnamVendor = VIETNAM_LOTTERY_VENDORS.find((code) => code === vendor) ?? null;
  const code = field(params, 'code') ?? LOTTERY_LOBBY_CODE;
  const asked = field(params, 'lottoView')?.toLowerCase();
  const lottoView: LottoView = asked === 'betting' || asked === 'lobby' ? asked : code === LOTTERY_LOBBY_CODE ? 'lobby' : 'betting';
  return {
    form: vietnamVendor ? 'vietnam' : 'sea',
    vendor: vietnamVendor,
    prizeMode: field(params, 'prize_mode'),
    code,
    playType: field(params, 'playType'),
    backUrl: field(params, 'backUrl'),
    lottoView,
  };
}

/** What the screen knows beyond the query. */
export interface LaunchContext {
  /** The UI language key; VI when empty. */
  readonly language: string;
  /** The game window's title (the screen passes the translated site name). */
  readonly title: string;
  /** The member's VIP label name (member info clubLabel.labelName), when there is one. */
  readonly labelName: string | null;
  /** The absolute backUrl the game may lead back to (back-url.ts gameBackUrl). */
  readonly backUrl: string;
}

/**
 * The POST /wps/game/launchGame body (player-journey §7). Both forms send lottoPrizeMode (when known),
 * lottoGameCode, lottoView, device MOBILE, backUrl, hasLobby (true: the game may show its own lobby, our
 * view has none), language (VI by default), title and labelName (when known), playType (when asked).
 * The Vietnam form adds lottoArea VN and launchMode LOTT; the SEA form adds lottoMode SEA_Tradition_Mobile.
 */
export function launchPayload(query: LaunchQuery, context: LaunchContext): Record<string, string | boolean> {
  const form: Record<string, string> =
    query.form === 'vietnam' ? { lottoArea: LOTTO_AREA, launchMode: LAUNCH_MODE } : { lottoMode: SEA_LOTTO_MODE };
  return {
    ...form,
    ...(query.prizeMode ? { lottoPrizeMode: query.prizeMode } : {}),
    lottoGameCode: query.code,
    lottoView: query.lottoView,
    device: LAUNCH_DEVICE,
    backUrl: context.backUrl,
    hasLobby: true,
    language: context.language.trim().toUpperCase() || DEFAULT_GAME_LANGUAGE,
    title: context.title,
    ...(context.labelName ? { labelName: context.labelName } : {}),
    ...(query.playType ? { playType: query.playType } : {}),
  };
}
