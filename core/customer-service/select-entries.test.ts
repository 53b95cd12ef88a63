import { describe, expect, it } from 'vitest';
import type { CustomerServiceEntry } from './model';
import { selectEntries } from './select-entries';

const entry = (title: string, labelIds: string[] = [], csPosition = ''): CustomerServiceEntry => ({
  title,
  csType: 'AICAN',
  csPosition,
  labelIds,
  target: { kind: 'link', url: `https://cs.example.com/${title}` },
});

const general1 = entry('general-1');
const general2 = entry('general-2');
const gold = entry('gold', ['VIP-GOLD']);
const goldOrSilver = entry('gold-or-silver', ['VIP-SILVER', 'VIP-GOLD']);
const all = [general1, gold, general2, goldOrSilver];
const titles = (list: CustomerServiceEntry[]) => list.map((e) => e.title);

describe('shell §5 "Customer service filtering"', () => {
  it('"entries with no labelIds are general": a guest gets the general ones', () => {
    expect(titles(selectEntries(all, {}))).toEqual(['general-1', 'general-2']);
    expect(titles(selectEntries(all, { labelId: null }))).toEqual(['general-1', 'general-2']);
    expect(titles(selectEntries(all, { labelId: ' ' }))).toEqual(['general-1', 'general-2']);
  });

  it('"members with a VIP label get entries matching their label": only those, in server order', () => {
    expect(titles(selectEntries(all, { labelId: 'VIP-GOLD' }))).toEqual(['gold', 'gold-or-silver']);
    expect(titles(selectEntries(all, { labelId: 'VIP-SILVER' }))).toEqual(['gold-or-silver']);
    expect(titles(selectEntries(all, { labelId: ' VIP-SILVER ' }))).toEqual(['gold-or-silver']);
  });

  it('a blank label is no label: a guest never gets a labelled entry, even one whose label is blank', () => {
    expect(titles(selectEntries([general1, entry('blank-label', [''])], { labelId: '  ' }))).toEqual(['general-1']);
  });

  it('"falling back to the general ones" when no entry matches the label', () => {
    expect(titles(selectEntries(all, { labelId: 'VIP-BRONZE' }))).toEqual(['general-1', 'general-2']);
  });

  it('entries with empty labelIds are general, and a list of labelled entries only leaves a guest nothing', () => {
    expect(titles(selectEntries([entry('empty', [])], { labelId: 'VIP-GOLD' }))).toEqual(['empty']);
    expect(selectEntries([gold], {})).toEqual([]);
  });

  it('csPosition: a placement lists the entries for it, ALL, or without a position; no placement lists all', () => {
    const list = [entry('home', [], 'HOME'), entry('everywhere', [], 'ALL'), entry('unplaced'), entry('game', [], 'GAME')];
    expect(titles(selectEntries(list, { position: 'home' }))).toEqual(['home', 'everywhere', 'unplaced']);
    expect(titles(selectEntries(list, { position: ' GAME ' }))).toEqual(['everywhere', 'unplaced', 'game']);
    expect(titles(selectEntries(list, {}))).toEqual(['home', 'everywhere', 'unplaced', 'game']);
  });
});
