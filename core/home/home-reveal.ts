/**
 * The order home draws its sections in, and when (docs/decisions.md "Home: sections appear in order"). Every section
 * asks for its answer at once. Within the reveal budget a section is drawn only once every section above it has its
 * answer, so an answer of any shape moves nothing: nothing below it is on screen yet. When the budget runs out, the
 * sections still waiting are held: each keeps the box it has then (its loading frame's height) for good, whatever it
 * answers later, and every section below is drawn. A slow, failed or unknown call holds back nothing past the budget.
 */
export const HOME_SECTION_ORDER = ['banners', 'marquee', 'actions', 'lanes', 'vendors', 'promotions', 'referral'] as const;
export type HomeSection = (typeof HOME_SECTION_ORDER)[number];

/**
 * How long, from home's start, the sections wait for one another. A stocked merchant's calls answer well within it on
 * a phone's network (each a few hundred ms, side by side), so a held box is the slow server's case, not the usual one.
 */
export const HOME_REVEAL_BUDGET_MS = 1200;

/**
 * `waiting`: not drawn (a section above is still waiting, within the budget); `drawn`: drawn at its own height;
 * `held`: drawn in a box of fixed height, since sections below it were drawn before its answer came.
 */
export type SectionSlot = 'waiting' | 'drawn' | 'held';

export interface HomeReveal {
  /** The sections that have their answer (or need none). */
  readonly settled: ReadonlySet<HomeSection>;
  /** Null within the budget; once it has run out, the sections that were still waiting then. */
  readonly held: ReadonlySet<HomeSection> | null;
}

export const HOME_REVEAL_START: HomeReveal = { settled: new Set(), held: null };

/** Whether every section above `section` has its answer. */
export function sectionsAboveSettled(settled: ReadonlySet<HomeSection>, section: HomeSection): boolean {
  return HOME_SECTION_ORDER.slice(0, HOME_SECTION_ORDER.indexOf(section)).every((above) => settled.has(above));
}

export function sectionSlot(reveal: HomeReveal, section: HomeSection): SectionSlot {
  if (reveal.held) return reveal.held.has(section) ? 'held' : 'drawn';
  return sectionsAboveSettled(reveal.settled, section) ? 'drawn' : 'waiting';
}

/** A section has its answer (`done`), or has asked again (a retry: not done). Held sections stay held. */
export function sectionReported(reveal: HomeReveal, section: HomeSection, done: boolean): HomeReveal {
  if (reveal.settled.has(section) === done) return reveal;
  const settled = new Set(reveal.settled);
  if (done) settled.add(section);
  else settled.delete(section);
  return { ...reveal, settled };
}

/** The budget has run out: the sections still waiting are held, and everything is drawn from now on. */
export function revealBudgetSpent(reveal: HomeReveal): HomeReveal {
  if (reveal.held) return reveal;
  return { ...reveal, held: new Set(HOME_SECTION_ORDER.filter((section) => !reveal.settled.has(section))) };
}
