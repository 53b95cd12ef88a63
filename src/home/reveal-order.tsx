import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  HOME_REVEAL_BUDGET_MS,
  HOME_REVEAL_START,
  revealBudgetSpent,
  sectionReported,
  sectionSlot,
  type HomeReveal,
  type HomeSection,
  type SectionSlot,
} from '../../core/home/home-reveal';

interface RevealState {
  readonly reveal: HomeReveal;
  readonly report: (section: HomeSection, settled: boolean) => void;
  readonly startBudget: () => void;
}

const RevealContext = createContext<RevealState | null>(null);

/**
 * Home's sections in order, within the reveal budget (core/home/home-reveal.ts). The budget starts when the sections
 * have asked for their answers (useRevealBudget), not while their code downloads: until then their loading frame shows.
 */
export function RevealOrder({ children }: { readonly children: ReactNode }) {
  const [reveal, setReveal] = useState<HomeReveal>(HOME_REVEAL_START);
  const [started, setStarted] = useState(false);
  const report = useCallback((section: HomeSection, done: boolean) => setReveal((before) => sectionReported(before, section, done)), []);
  const startBudget = useCallback(() => setStarted(true), []);
  useEffect(() => {
    if (!started) return;
    const budget = setTimeout(() => setReveal(revealBudgetSpent), HOME_REVEAL_BUDGET_MS);
    return () => clearTimeout(budget);
  }, [started]);
  const state = useMemo(() => ({ reveal, report, startBudget }), [reveal, report, startBudget]);
  return <RevealContext.Provider value={state}>{children}</RevealContext.Provider>;
}

/** Starts the reveal budget once the calling component (the sections, which ask for their answers on mount) is mounted. */
export function useRevealBudget(): void {
  const startBudget = useContext(RevealContext)?.startBudget;
  useEffect(() => startBudget?.(), [startBudget]);
}

/** Outside a RevealOrder (a section on its own page or in a unit test) a section is always drawn. */
function useSlot(section: HomeSection): SectionSlot {
  const order = useContext(RevealContext);
  return order === null ? 'drawn' : sectionSlot(order.reveal, section);
}

/** `section` reports whether it has its answer (`settled`), and learns whether it may be drawn (drawn or held). */
export function useRevealSlot(section: HomeSection, settled: boolean): boolean {
  const report = useContext(RevealContext)?.report;
  useEffect(() => {
    report?.(section, settled);
  }, [report, section, settled]);
  useEffect(() => () => report?.(section, false), [report, section]);
  return useSlot(section) !== 'waiting';
}

/** Whether `section` may be drawn, without reporting for it. */
export function useSectionsAboveSettled(section: HomeSection): boolean {
  return useSlot(section) !== 'waiting';
}

/** A held box is never lower than its See all button, so an answer that came into it can always be opened. */
const HELD_MIN_HEIGHT = 44;

/**
 * Each section's place on home. Drawn, it is as tall as what it shows. Held, it keeps the height it had when the budget
 * ran out (its loading frame's) for good: a later answer shows inside it, and when the answer is taller, See all opens
 * the rest (a shift the player asked for). The element stays the same either way, so the section keeps its state.
 */
export function RevealBox({ section, children }: { readonly section: HomeSection; readonly children: ReactNode }) {
  const { t } = useTranslation();
  const held = useSlot(section) === 'held';
  const box = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  const [overflowing, setOverflowing] = useState(false);
  const [opened, setOpened] = useState(false);

  // Measured in the commit that holds it, before the browser paints it.
  useLayoutEffect(() => {
    if (held && height === null && box.current) setHeight(Math.max(HELD_MIN_HEIGHT, Math.ceil(box.current.getBoundingClientRect().height)));
  }, [held, height]);

  const fixed = height !== null && !opened;
  // Whether the answer is taller than the box: after each render, and when the content's size changes (pictures).
  useLayoutEffect(() => {
    if (height !== null && !opened && content.current) setOverflowing(content.current.scrollHeight > height + 1);
  }, [height, opened, children, held]);
  useEffect(() => {
    const inner = content.current;
    if (height === null || opened || !inner || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(() => setOverflowing(inner.scrollHeight > height + 1));
    observer.observe(inner);
    return () => observer.disconnect();
  }, [height, opened]);

  return (
    <div ref={box} className={fixed ? 'reveal-box held' : 'reveal-box'} style={fixed ? { height } : undefined} data-section={section}>
      <div ref={content} className="reveal-box-content">
        {children}
      </div>
      {fixed && overflowing && (
        <button type="button" className="reveal-box-open button secondary" onClick={() => setOpened(true)}>
          {t('home_see_all')}
        </button>
      )}
    </div>
  );
}
