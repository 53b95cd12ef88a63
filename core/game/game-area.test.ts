import { describe, expect, it } from 'vitest';
import { orderGameVendors } from '../home/vendor-ordering';
import { arrangeGameArea, decodeGameMatches, readGameAreaFilters } from './game-area';

const ordering = orderGameVendors([
  { vendor: 'ELOTT', displayName: 'E-Lottery', gameType: 'LOTT', order: null },
  { vendor: 'LOTT', displayName: 'Lottery', gameType: 'LOTT', order: null },
  { vendor: 'RNG', displayName: 'Slots', gameType: 'RNG', order: null },
  { vendor: 'PVP', displayName: 'Cards', gameType: 'PVP', order: null },
  { vendor: 'LIVE', displayName: 'Live', gameType: 'LIVE', order: null },
]);

const matches = decodeGameMatches([
  { matchId: 'M-1', vendor: 'SPORTS', league: 'L', homeTeam: 'Reds', awayTeam: 'Blues', gameClassify: 'SPORTS' },
  { gameId: 'baccarat', vendor: 'live', gameName: 'Baccarat', gameClassify: 'LIVE' },
  { gameId: 'tongits', nodeId: 4, vendor: 'PVP', gameName: 'Tongits', gameClassify: 'PVP' },
  { gameId: 'fruits', vendor: 'RNG', gameName: 'Lucky Fruits', gameClassify: 'RNG' },
  { gameId: 'hn', vendor: 'VIETNAM_LOTTO', gameName: 'Hanoi', gameClassify: 'LOTT' },
]);

describe('decodeGameMatches (GCSGAME_getGameMatchV2, leniently)', () => {
  it('reads games and sports matches; a number id as text; vendors upper-cased', () => {
    expect(matches.map((m) => [m.id, m.vendor, m.name, m.gameId])).toEqual([
      ['M-1', 'SPORTS', 'Reds – Blues', null],
      ['baccarat', 'LIVE', 'Baccarat', 'baccarat'],
      ['tongits', 'PVP', 'Tongits', 'tongits'],
      ['fruits', 'RNG', 'Lucky Fruits', 'fruits'],
      ['hn', 'VIETNAM_LOTTO', 'Hanoi', 'hn'],
    ]);
    expect(matches[2]?.nodeId).toBe('4');
  });

  it('a list under value, matches or games; entries without vendor or name dropped; junk is empty', () => {
    expect(decodeGameMatches({ value: [{ vendor: 'X', name: 'a' }] })).toHaveLength(1);
    expect(decodeGameMatches({ value: { matches: [{ vendor: 'X', name: 'a' }, { name: 'no vendor' }, { vendor: 'Y' }] } })).toHaveLength(1);
    expect(decodeGameMatches('junk')).toEqual([]);
  });

  it.each(['list', 'games', 'records'])('a list under %s', (key) => {
    expect(decodeGameMatches({ [key]: [{ vendor: 'X', name: 'a' }] }).map((m) => m.name)).toEqual(['a']);
  });

  it('the list under value comes first: a list beside it (a paging echo, say) is not read instead', () => {
    expect(decodeGameMatches({ value: [{ vendor: 'X', name: 'served' }], list: [{ vendor: 'X', name: 'echo' }] }).map((m) => m.name)).toEqual(['served']);
  });

  it('no answer at all is empty', () => {
    expect(decodeGameMatches(null)).toEqual([]);
  });

  it('an entry with neither gameId nor matchId gets its vendor and name as its id', () => {
    expect(decodeGameMatches([{ vendor: 'x', name: 'a' }])[0]?.id).toBe('X:a');
  });

  it('a sports match names itself from both teams; with only one team it has no name and is dropped', () => {
    expect(decodeGameMatches([{ vendor: 'SPORTS', homeTeam: 'Reds' }, { vendor: 'SPORTS', awayTeam: 'Blues' }])).toEqual([]);
  });
});

describe('arrangeGameArea: "the game vendor list and game matches on /m/game with the shell §9 ordinals"', () => {
  it('matches follow their vendor\'s ordinal (VIETNAM_LOTTO = LOTT + 1, RNG and PVP as TCG), unknown vendors last', () => {
    const area = arrangeGameArea(ordering, matches, { vendor: null, classify: null });
    expect(area.vendors.map((v) => v.vendor)).toEqual(['ELOTT', 'LOTT', 'TCG', 'LIVE']);
    expect(area.matches.map((m) => m.id)).toEqual(['hn', 'tongits', 'fruits', 'baccarat', 'M-1']);
  });

  it('?vendor= keeps that vendor\'s matches (TCG also RNG and PVP) and the whole vendor list', () => {
    expect(arrangeGameArea(ordering, matches, { vendor: 'LIVE', classify: null }).matches.map((m) => m.id)).toEqual(['baccarat']);
    const tcg = arrangeGameArea(ordering, matches, { vendor: 'TCG', classify: null });
    expect(tcg.matches.map((m) => m.id)).toEqual(['tongits', 'fruits']);
    expect(tcg.vendors).toHaveLength(4);
  });

  it('?classify= keeps the vendors of that game type and the matches of that class', () => {
    const area = arrangeGameArea(ordering, matches, { vendor: null, classify: 'LOTT' });
    expect(area.vendors.map((v) => v.vendor)).toEqual(['ELOTT', 'LOTT']);
    expect(area.matches.map((m) => m.id)).toEqual(['hn']);
  });

  it('?vendor= of a vendor not in the list keeps that vendor\'s matches', () => {
    expect(arrangeGameArea(ordering, matches, { vendor: 'SPORTS', classify: null }).matches.map((m) => m.id)).toEqual(['M-1']);
  });

  it('?classify= leaves out a vendor with no game type', () => {
    const withUntyped = orderGameVendors([
      { vendor: 'LOTT', displayName: 'Lottery', gameType: 'LOTT', order: null },
      { vendor: 'LIVE', displayName: 'Live', gameType: null, order: null },
    ]);
    expect(arrangeGameArea(withUntyped, matches, { vendor: null, classify: 'LOTT' }).vendors.map((v) => v.vendor)).toEqual(['LOTT']);
  });

  it('reads the filters from the query, upper-cased; empty is none', () => {
    expect(readGameAreaFilters('?vendor=live&classify=')).toEqual({ vendor: 'LIVE', classify: null });
    expect(readGameAreaFilters('?classify=lott')).toEqual({ vendor: null, classify: 'LOTT' });
    expect(readGameAreaFilters('')).toEqual({ vendor: null, classify: null });
  });
});
