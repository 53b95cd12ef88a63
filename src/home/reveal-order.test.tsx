import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../i18n/setup-i18n';
import { HOME_REVEAL_BUDGET_MS, HOME_SECTION_ORDER, type HomeSection } from '../../core/home/home-reveal';
import { RevealBox, RevealOrder, useRevealBudget, useRevealSlot } from './reveal-order';

const controls = new Map<HomeSection, (settled: boolean) => void>();

/** A section that shows its name when drawn; the test settles it. */
function Section({ name }: { readonly name: HomeSection }) {
  const [settled, setSettled] = useState(false);
  controls.set(name, setSettled);
  const shown = useRevealSlot(name, settled);
  return shown ? <p>{settled ? `${name} answered` : `${name} loading`}</p> : null;
}

/** The sections, which start the reveal budget when they mount (home's lazily downloaded sections do). */
function Sections({ sections }: { readonly sections: readonly HomeSection[] }) {
  useRevealBudget();
  return sections.map((name) => (
    <RevealBox key={name} section={name}>
      <Section name={name} />
    </RevealBox>
  ));
}

let i18n: I18n;
beforeAll(async () => {
  i18n = await setupI18n('en');
});

function renderHome(sections: readonly HomeSection[] = HOME_SECTION_ORDER, mounted = true) {
  return render(<RevealOrder>{mounted && <Sections sections={sections} />}</RevealOrder>, {
    wrapper: ({ children }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>,
  });
}

const drawn = () => screen.queryAllByText(/answered|loading/).map((node) => node.textContent);
const box = (name: HomeSection) => document.querySelector<HTMLElement>(`[data-section="${name}"]`)!;

describe('home draws its sections in order (docs/decisions.md "Home: sections appear in order")', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a section is drawn once every section above it has its answer; only the first waiting one shows its loading frame', () => {
    renderHome();
    expect(drawn()).toEqual(['banners loading']);
    act(() => controls.get('banners')!(true));
    expect(drawn()).toEqual(['banners answered', 'marquee loading']);
  });

  it('a section answering before those above it waits for them, then everything answered shows at once', () => {
    renderHome();
    act(() => {
      for (const name of HOME_SECTION_ORDER.slice(1)) controls.get(name)!(true);
    });
    expect(drawn()).toEqual(['banners loading']);
    act(() => controls.get('banners')!(true));
    expect(drawn()).toEqual(HOME_SECTION_ORDER.map((name) => `${name} answered`));
    expect(document.querySelectorAll('.reveal-box.held')).toHaveLength(0);
  });

  it('a section still waiting when the budget runs out holds nothing back: it is held, and every section below is drawn', () => {
    renderHome();
    act(() => {
      controls.get('banners')!(true);
      for (const name of HOME_SECTION_ORDER.slice(3)) controls.get(name)!(true);
    });
    expect(drawn()).toEqual(['banners answered', 'marquee loading']);
    act(() => vi.advanceTimersByTime(HOME_REVEAL_BUDGET_MS - 1));
    expect(drawn()).toEqual(['banners answered', 'marquee loading']);
    act(() => vi.advanceTimersByTime(1));
    expect(drawn()).toEqual(['banners answered', 'marquee loading', 'actions loading', ...HOME_SECTION_ORDER.slice(3).map((name) => `${name} answered`)]);
    expect([...document.querySelectorAll('.reveal-box.held')].map((node) => node.getAttribute('data-section'))).toEqual(['marquee', 'actions']);
  });

  it('a held box keeps its height when its answer comes; a taller answer gets See all, which opens it', () => {
    const scrollHeight = vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(0);
    renderHome();
    act(() => vi.advanceTimersByTime(HOME_REVEAL_BUDGET_MS));
    const marquee = box('marquee');
    const height = marquee.style.height;
    expect(height).toMatch(/^\d+px$/);
    expect(screen.queryByRole('button', { name: 'See all' })).toBeNull();

    scrollHeight.mockReturnValue(500);
    act(() => controls.get('marquee')!(true));
    expect(screen.getByText('marquee answered')).toBeTruthy();
    expect(marquee.style.height).toBe(height);
    fireEvent.click(within(marquee).getByRole('button', { name: 'See all' }));
    expect(marquee.style.height).toBe('');
    expect(marquee.classList.contains('held')).toBe(false);
    scrollHeight.mockRestore();
  });

  it('the budget starts when the sections mount (their code downloaded), not with home', () => {
    const { rerender } = renderHome(HOME_SECTION_ORDER, false);
    act(() => vi.advanceTimersByTime(HOME_REVEAL_BUDGET_MS * 3));
    rerender(
      <RevealOrder>
        <Sections sections={HOME_SECTION_ORDER} />
      </RevealOrder>,
    );
    expect(drawn()).toEqual(['banners loading']);
    act(() => vi.advanceTimersByTime(HOME_REVEAL_BUDGET_MS));
    expect(drawn()).toHaveLength(HOME_SECTION_ORDER.length);
  });

  it('outside a RevealOrder a section is always drawn (a section on its own page or in a unit test)', () => {
    render(<Section name="vendors" />);
    expect(drawn()).toEqual(['vendors loading']);
  });
});
