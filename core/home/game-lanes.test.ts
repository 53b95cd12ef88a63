import { describe, expect, it } from 'vitest';
import { decodeGameLanes, gameCardTarget, laneHref, type GameCard } from './game-lanes';

const lane = (overrides: Record<string, unknown> = {}) => ({
  title: 'Hot lottery',
  gameClassify: 'lott',
  gameCount: 12,
  cards: [{ accountTypeName: 'elott', displayName: 'E-Lottery 5D', gameCode: '5D', imageUrl: '/art/5d.svg' }],
  ...overrides,
});

describe('decodeGameLanes: shell §3 "Game lane: title, cards (accountTypeName, displayName), gameClassify, gameCount"', () => {
  it('reads lanes under value (the envelope), data, or at the top level, and a bare list', () => {
    const expected = [
      {
        title: 'Hot lottery',
        gameClassify: 'LOTT',
        gameCount: 12,
        cards: [{ accountTypeName: 'ELOTT', displayName: 'E-Lottery 5D', gameCode: '5D', prizeMode: null, imageUrl: '/art/5d.svg' }],
      },
    ];
    expect(decodeGameLanes({ success: true, value: { lanes: [lane()] } })).toEqual(expected);
    expect(decodeGameLanes({ data: { lanes: [lane()] } })).toEqual(expected);
    expect(decodeGameLanes({ lanes: [lane()] })).toEqual(expected);
    expect(decodeGameLanes([lane()])).toEqual(expected);
  });

  it('a count below the cards shown is raised to them; a junk count is the cards shown', () => {
    expect(decodeGameLanes([lane({ gameCount: 0 })])[0]?.gameCount).toBe(1);
    expect(decodeGameLanes([lane({ gameCount: 'many' })])[0]?.gameCount).toBe(1);
    expect(decodeGameLanes([lane({ gameCount: '40' })])[0]?.gameCount).toBe(40);
  });

  it('drops a lane without title, a card without vendor, and a lane left with no card', () => {
    const lanes = decodeGameLanes([
      lane({ title: '' }),
      lane({ title: 'Empty', cards: [{ displayName: 'no vendor' }] }),
      lane({ title: 'Kept', cards: [{ displayName: 'no vendor' }, { vendor: 'TCG', name: 'Slots' }] }),
      'junk',
    ]);
    expect(lanes.map((l) => [l.title, l.cards.map((c) => c.displayName)])).toEqual([['Kept', ['Slots']]]);
  });

  it('a card without a name shows its vendor; an unsafe image is no image', () => {
    const [read] = decodeGameLanes([lane({ cards: [{ accountTypeName: 'tcg', imageUrl: 'javascript:alert(1)' }] })]);
    expect(read?.cards[0]).toMatchObject({ displayName: 'TCG', imageUrl: null });
  });

  it('nothing readable is no lane', () => {
    expect(decodeGameLanes(null)).toEqual([]);
    expect(decodeGameLanes({ value: 'x' })).toEqual([]);
  });
});

const card = (overrides: Partial<GameCard> = {}): GameCard => ({
  accountTypeName: 'ELOTT',
  displayName: 'E-Lottery',
  gameCode: '5D',
  prizeMode: 'ROOM1',
  imageUrl: null,
  ...overrides,
});
const at = { loggedIn: true, currentUrl: 'https://site.example/m/home' };

describe('gameCardTarget: lottery cards launch (shell §5 "Game and lottery launches require a login")', () => {
  it('a guest tapping a lottery card goes to /m/login', () => {
    expect(gameCardTarget(card(), { ...at, loggedIn: false })).toEqual({ kind: 'login', href: '/m/login' });
  });

  it('a lottery card launches with prize_mode, code and backUrl', () => {
    const target = gameCardTarget(card(), at);
    expect(target.kind).toBe('route');
    const url = new URL(target.kind === 'route' ? target.href : '', 'https://x.invalid');
    expect(url.pathname).toBe('/m/launchGame');
    expect(Object.fromEntries(url.searchParams)).toEqual({ prize_mode: 'ROOM1', code: '5D', backUrl: at.currentUrl });
  });

  it('the Vietnam lottery launches by vendor plus code; no code is the lobby', () => {
    const target = gameCardTarget(card({ accountTypeName: 'VIETNAM_LOTTO', gameCode: null }), at);
    const url = new URL(target.kind === 'route' ? target.href : '', 'https://x.invalid');
    expect(Object.fromEntries(url.searchParams)).toEqual({ vendor: 'VIETNAM_LOTTO', code: 'lobby', backUrl: at.currentUrl });
  });

  it('another vendor opens the game area on that vendor, for guests too', () => {
    expect(gameCardTarget(card({ accountTypeName: 'TCG' }), { ...at, loggedIn: false })).toEqual({ kind: 'route', href: '/m/game?vendor=TCG' });
  });

  it('a lane links to the game area on its class', () => {
    expect(laneHref({ title: 't', gameClassify: 'LIVE', gameCount: 1, cards: [] })).toBe('/m/game?classify=LIVE');
    expect(laneHref({ title: 't', gameClassify: null, gameCount: 1, cards: [] })).toBe('/m/game');
  });
});

describe('decodeGameLanes: the places a lane list may be, and no further', () => {
  const one = [lane()];
  it('reads value.data.lanes, list and records', () => {
    for (const answer of [{ value: { data: { lanes: one } } }, { list: one }, { records: one }]) {
      expect(decodeGameLanes(answer).map((l) => l.title)).toEqual(['Hot lottery']);
    }
  });

  it('a value holding no lanes leaves the list at the top level to be read', () => {
    expect(decodeGameLanes({ success: true, value: { total: 1 }, list: one }).map((l) => l.title)).toEqual(['Hot lottery']);
  });

  it('does not dig deeper than three levels', () => {
    expect(decodeGameLanes({ value: { value: { value: { lanes: one } } } })).toEqual([]);
  });

  it('a lane whose cards are no list is dropped without throwing', () => {
    expect(decodeGameLanes([lane({ cards: 'junk' }), lane({ title: 'Kept' })]).map((l) => l.title)).toEqual(['Kept']);
  });

  it('the prize mode is read from prizeMode, prize_mode or roomId', () => {
    const cards = decodeGameLanes([
      lane({ cards: [{ vendor: 'ELOTT', prizeMode: 'A' }, { vendor: 'ELOTT', prize_mode: 'B' }, { vendor: 'ELOTT', roomId: 7 }] }),
    ])[0]?.cards;
    expect(cards?.map((c) => c.prizeMode)).toEqual(['A', 'B', '7']);
  });
});

describe('gameCardTarget: every lottery vendor launches', () => {
  it('ELOTTO and SEA_LOTT cards launch like ELOTT (login first for a guest)', () => {
    for (const vendor of ['ELOTTO', 'SEA_LOTT']) {
      expect(gameCardTarget(card({ accountTypeName: vendor }), { ...at, loggedIn: false })).toEqual({ kind: 'login', href: '/m/login' });
      expect(gameCardTarget(card({ accountTypeName: vendor }), at)).toMatchObject({ kind: 'route', href: expect.stringMatching(/^\/m\/launchGame\?/) });
    }
  });

  it('a lottery card without a prize mode launches without prize_mode', () => {
    const target = gameCardTarget(card({ prizeMode: null }), at);
    const url = new URL(target.kind === 'route' ? target.href : '', 'https://x.invalid');
    expect(url.searchParams.has('prize_mode')).toBe(false);
    expect(url.searchParams.get('code')).toBe('5D');
  });
});
