import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

/**
 * Home's sections, top to bottom (docs/decisions.md "Home: sections appear in order"). Each asks for its answer at
 * once, but is drawn only when every section above it has its own: so whatever an answer turns out to be (nothing,
 * a failure, 200 items, long names) and whenever it comes, it never moves what is on screen, since nothing below
 * it has been drawn yet. Only the first section still waiting shows its loading frame.
 */
export const HOME_SECTION_ORDER = ['banners', 'marquee', 'actions', 'lanes', 'vendors', 'promotions', 'referral'] as const;
export type HomeSection = (typeof HOME_SECTION_ORDER)[number];

interface RevealState {
  readonly settled: ReadonlySet<HomeSection>;
  readonly report: (section: HomeSection, settled: boolean) => void;
}

const RevealContext = createContext<RevealState | null>(null);

export function RevealOrder({ children }: { readonly children: ReactNode }) {
  const [settled, setSettled] = useState<ReadonlySet<HomeSection>>(() => new Set());
  const report = useCallback((section: HomeSection, done: boolean) => {
    setSettled((before) => {
      if (before.has(section) === done) return before;
      const after = new Set(before);
      if (done) after.add(section);
      else after.delete(section);
      return after;
    });
  }, []);
  const state = useMemo(() => ({ settled, report }), [settled, report]);
  return <RevealContext.Provider value={state}>{children}</RevealContext.Provider>;
}

/** Whether every section above `section` has its answer. */
export function sectionsAboveSettled(settled: ReadonlySet<HomeSection>, section: HomeSection): boolean {
  return HOME_SECTION_ORDER.slice(0, HOME_SECTION_ORDER.indexOf(section)).every((above) => settled.has(above));
}

/**
 * `section` reports whether it has its answer (`settled`), and learns whether it may be drawn. Outside a
 * RevealOrder (a section on its own page or in a unit test) it is always drawn.
 */
export function useRevealSlot(section: HomeSection, settled: boolean): boolean {
  const order = useContext(RevealContext);
  const report = order?.report;
  useEffect(() => {
    report?.(section, settled);
  }, [report, section, settled]);
  useEffect(() => () => report?.(section, false), [report, section]);
  return order === null || sectionsAboveSettled(order.settled, section);
}

/** Whether `section` may be drawn (every section above it has its answer), without reporting for it. */
export function useSectionsAboveSettled(section: HomeSection): boolean {
  const order = useContext(RevealContext);
  return order === null || sectionsAboveSettled(order.settled, section);
}
