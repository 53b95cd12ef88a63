import { describe, expect, it } from 'vitest';
import {
  HOME_REVEAL_BUDGET_MS,
  HOME_REVEAL_START,
  HOME_SECTION_ORDER,
  revealBudgetSpent,
  sectionReported,
  sectionSlot,
  sectionsAboveSettled,
  type HomeReveal,
  type HomeSection,
} from './home-reveal';

const slots = (reveal: HomeReveal) => HOME_SECTION_ORDER.map((section) => sectionSlot(reveal, section));
const settle = (reveal: HomeReveal, ...sections: HomeSection[]) => sections.reduce((state, section) => sectionReported(state, section, true), reveal);

describe('home draws its sections in order, and nothing waits past the budget (docs/decisions.md "Home: sections appear in order")', () => {
  it('top to bottom: banners, marquee, quick actions, lanes, vendors, promotions, referral card', () => {
    expect(HOME_SECTION_ORDER).toEqual(['banners', 'marquee', 'actions', 'lanes', 'vendors', 'promotions', 'referral']);
  });

  it('within the budget a section is drawn once every section above it has its answer', () => {
    expect(slots(HOME_REVEAL_START)).toEqual(['drawn', 'waiting', 'waiting', 'waiting', 'waiting', 'waiting', 'waiting']);
    const reveal = settle(HOME_REVEAL_START, 'banners', 'marquee', 'lanes');
    expect(slots(reveal)).toEqual(['drawn', 'drawn', 'drawn', 'waiting', 'waiting', 'waiting', 'waiting']);
    expect(slots(settle(reveal, 'actions'))).toEqual(['drawn', 'drawn', 'drawn', 'drawn', 'drawn', 'waiting', 'waiting']);
  });

  it('sectionsAboveSettled: the top section never waits; any other waits for each one above it', () => {
    expect(sectionsAboveSettled(new Set(), 'banners')).toBe(true);
    expect(sectionsAboveSettled(new Set(['banners', 'marquee', 'actions']), 'lanes')).toBe(true);
    expect(sectionsAboveSettled(new Set(['banners', 'actions']), 'lanes')).toBe(false);
    expect(sectionsAboveSettled(new Set(['marquee', 'actions', 'lanes']), 'vendors')).toBe(false);
  });

  it('when the budget runs out, the sections still waiting are held and every section is drawn', () => {
    const spent = revealBudgetSpent(settle(HOME_REVEAL_START, 'banners', 'marquee', 'vendors', 'referral'));
    expect(slots(spent)).toEqual(['drawn', 'drawn', 'held', 'held', 'drawn', 'held', 'drawn']);
  });

  it('a held section stays held once its answer comes (its box never changes), and a spent budget is spent once', () => {
    const spent = revealBudgetSpent(settle(HOME_REVEAL_START, 'banners'));
    const answered = settle(spent, 'marquee', 'actions', 'lanes');
    expect(slots(answered)).toEqual(slots(spent));
    expect(revealBudgetSpent(answered)).toBe(answered);
  });

  it('every section answered in time: nothing is held', () => {
    const spent = revealBudgetSpent(settle(HOME_REVEAL_START, ...HOME_SECTION_ORDER));
    expect(slots(spent)).toEqual(HOME_SECTION_ORDER.map(() => 'drawn'));
  });

  it('a retry takes the answer back; reporting what is already known changes nothing', () => {
    const answered = settle(HOME_REVEAL_START, 'banners', 'marquee');
    expect(sectionReported(answered, 'marquee', true)).toBe(answered);
    expect(sectionReported(HOME_REVEAL_START, 'marquee', false)).toBe(HOME_REVEAL_START);
    expect(slots(sectionReported(answered, 'banners', false))).toEqual(slots(HOME_REVEAL_START));
  });

  it('the budget is short: a failed or unknown call holds nothing back longer than 1.2 s from home\'s start', () => {
    expect(HOME_REVEAL_BUDGET_MS).toBe(1200);
  });
});
