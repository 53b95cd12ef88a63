import { artPath } from './art';

/** Home game content per merchant: the game lanes and the game vendors (handlers/game.ts serves them). */

export interface SeedCard {
  /** The vendor code (shell §3 "Game lane: … cards (accountTypeName, displayName)"). */
  readonly accountTypeName: string;
  readonly displayName: string;
  /** ELOTT: `lobby` or a prize mode; LOTT and VIETNAM_LOTTO: the province (HN, HCM); others: the game's id. */
  readonly gameCode: string;
  /** Names the art at `/wps/mock/art/{merchant}/game/{art}.svg`. */
  readonly art: string;
}

export interface SeedLane {
  readonly title: string;
  readonly gameClassify: string;
  /** All games of the class; more than the cards shown (the lane reads "N games"). */
  readonly gameCount: number;
  readonly cards: readonly SeedCard[];
}

const card = (accountTypeName: string, displayName: string, gameCode: string, art = gameCode.toLowerCase()): SeedCard => ({
  accountTypeName,
  displayName,
  gameCode,
  art,
});

export const seedGameLanes: Readonly<Record<string, readonly SeedLane[]>> = {
  DEMO1: [
    {
      title: 'Hot lottery',
      gameClassify: 'LOTT',
      gameCount: 24,
      cards: [
        card('ELOTT', 'Lottery lobby', 'lobby', 'lottery-lobby'),
        card('ELOTT', 'Fast 3', 'K3', 'fast-3'),
        card('ELOTT', 'Lucky 5', 'SSC', 'lucky-5'),
        card('VIETNAM_LOTTO', 'Hanoi lottery', 'HN', 'hanoi-lottery'),
        card('LOTT', 'Ho Chi Minh lottery', 'HCM', 'ho-chi-minh-lottery'),
        card('SEA_LOTT', 'Thai lottery', 'TH', 'thai-lottery'),
      ],
    },
    {
      title: 'Live casino',
      gameClassify: 'LIVE',
      gameCount: 38,
      cards: [
        card('LIVE', 'Baccarat', 'live-baccarat'),
        card('LIVE', 'Roulette', 'live-roulette'),
        card('LIVE', 'Blackjack', 'live-blackjack'),
        card('LIVE', 'Sic Bo', 'live-sic-bo'),
        card('LIVE', 'Dragon Tiger', 'live-dragon-tiger'),
      ],
    },
    {
      title: 'Slots',
      gameClassify: 'RNG',
      gameCount: 120,
      cards: [
        card('RNG', 'Lucky Fruits', 'lucky-fruits'),
        card('RNG', 'Golden Dragon', 'golden-dragon'),
        card('TCG', 'Mega Gems', 'mega-gems'),
        card('RNG', 'Pirate Gold', 'pirate-gold'),
        card('TCG', 'Jungle Wilds', 'jungle-wilds'),
        card('RNG', 'Star Spins', 'star-spins'),
        card('RNG', 'Fortune Koi', 'fortune-koi'),
      ],
    },
    {
      title: 'Card games',
      gameClassify: 'PVP',
      gameCount: 32,
      cards: [
        card('PVP', 'Tongits', 'tongits'),
        card('PVP', 'Pusoy', 'pusoy'),
        card('PVP', 'Lucky 9', 'lucky-9'),
        card('PVP', "Texas Hold'em", 'texas-holdem'),
        card('PVP', 'Mahjong', 'mahjong'),
      ],
    },
  ],
  DEMO2: [
    {
      title: 'Loterias',
      gameClassify: 'LOTT',
      gameCount: 18,
      cards: [
        card('ELOTT', 'Lobby da loteria', 'lobby', 'lobby-da-loteria'),
        card('ELOTT', 'Rápida 3', 'K3', 'rapida-3'),
        card('ELOTT', 'Sorte 5', 'SSC', 'sorte-5'),
        card('VIETNAM_LOTTO', 'Loteria de Hanói', 'HN', 'loteria-hanoi'),
        card('LOTT', 'Loteria de Ho Chi Minh', 'HCM', 'loteria-ho-chi-minh'),
      ],
    },
    {
      title: 'Cassino ao vivo',
      gameClassify: 'LIVE',
      gameCount: 26,
      cards: [
        card('LIVE', 'Bacará', 'live-baccarat', 'bacara'),
        card('LIVE', 'Roleta', 'live-roulette', 'roleta'),
        card('LIVE', 'Blackjack', 'live-blackjack', 'blackjack'),
        card('LIVE', 'Sic Bo', 'live-sic-bo', 'sic-bo'),
      ],
    },
    {
      title: 'Caça-níqueis',
      gameClassify: 'RNG',
      gameCount: 95,
      cards: [
        card('RNG', 'Tigre da Sorte', 'tigre-da-sorte'),
        card('RNG', 'Frutas da Sorte', 'lucky-fruits', 'frutas-da-sorte'),
        card('TCG', 'Dragão Dourado', 'golden-dragon', 'dragao-dourado'),
        card('RNG', 'Gemas Mágicas', 'mega-gems', 'gemas-magicas'),
        card('TCG', 'Tesouro Pirata', 'pirate-gold', 'tesouro-pirata'),
        card('RNG', 'Safári Selvagem', 'safari-selvagem'),
      ],
    },
    {
      title: 'Jogos de cartas',
      gameClassify: 'PVP',
      gameCount: 21,
      cards: [
        card('PVP', 'Truco', 'truco'),
        card('PVP', 'Buraco', 'buraco'),
        card('PVP', 'Pôquer', 'poquer'),
        card('PVP', 'Dominó', 'domino'),
      ],
    },
  ],
};

/**
 * DEMO1's vendors: shell §9 "Game ordinal steps of 100 … Vendors RNG and PVP merge into TCG". The art
 * name is the code in lower case (`/wps/mock/art/DEMO1/vendor/elott.svg`).
 */
export const seedVendors = [
  { vendor: 'ELOTT', displayName: 'E-Lottery', gameType: 'LOTT', ordinal: 100 },
  { vendor: 'LOTT', displayName: 'Lottery', gameType: 'LOTT', ordinal: 200 },
  { vendor: 'RNG', displayName: 'RNG Games', gameType: 'RNG', ordinal: 300 },
  { vendor: 'PVP', displayName: 'PvP Games', gameType: 'PVP', ordinal: 400 },
  { vendor: 'SPORTS', displayName: 'Sports', gameType: 'SPORTS', ordinal: 500 },
  { vendor: 'LIVE', displayName: 'Live Casino', gameType: 'LIVE', ordinal: 600 },
  { vendor: 'FISH', displayName: 'Fishing', gameType: 'FISH', ordinal: 700 },
] as const;

/** DEMO2 answers in another server form: `vendorCode` and `sort` as strings, not in display order. */
export const seedDemo2Vendors = [
  { vendorCode: 'PVP', vendorName: 'PvP', gameType: 'PVP', sort: '30' },
  { vendorCode: 'LOTT', vendorName: 'Loteria Vietnã', gameType: 'LOTT', sort: '10' },
  { vendorCode: 'RNG', vendorName: 'Slots', gameType: 'RNG', sort: '40' },
  { vendorCode: 'ELOTT', vendorName: 'E-Loteria', gameType: 'LOTT', sort: '20' },
  { vendorCode: 'LIVE', vendorName: 'Cassino ao vivo', gameType: 'LIVE', sort: '50' },
  { vendorCode: 'SPORTS', vendorName: 'Esportes', gameType: 'SPORTS', sort: '60' },
] as const;

/** The vendor-plate art of a vendor code. */
export function vendorLogoPath(merchant: string, code: string): string {
  return artPath(merchant, 'vendor', code.toLowerCase());
}

/** The words on each game tile and vendor plate, keyed `{merchant}/{kind}/{name}` (seed-art.ts reads them). */
export function gameArtTitles(): Record<string, { title: string; subtitle?: string }> {
  const titles: Record<string, { title: string; subtitle?: string }> = {};
  for (const [merchant, lanes] of Object.entries(seedGameLanes)) {
    for (const lane of lanes) {
      for (const item of lane.cards) titles[`${merchant}/game/${item.art}`] = { title: item.displayName, subtitle: lane.title };
    }
  }
  for (const vendor of seedVendors) titles[`DEMO1/vendor/${vendor.vendor.toLowerCase()}`] = { title: vendor.displayName, subtitle: vendor.vendor };
  for (const vendor of seedDemo2Vendors) {
    titles[`DEMO2/vendor/${vendor.vendorCode.toLowerCase()}`] = { title: vendor.vendorName, subtitle: vendor.vendorCode };
  }
  return titles;
}
