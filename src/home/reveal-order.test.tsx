import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { HOME_SECTION_ORDER, RevealOrder, sectionsAboveSettled, useRevealSlot, type HomeSection } from './reveal-order';

const controls = new Map<HomeSection, (settled: boolean) => void>();

/** A section that shows its name when drawn; the test settles it. */
function Section({ name }: { readonly name: HomeSection }) {
  const [settled, setSettled] = useState(false);
  controls.set(name, setSettled);
  const shown = useRevealSlot(name, settled);
  return shown ? <p>{settled ? `${name} answered` : `${name} loading`}</p> : null;
}

function renderHome(sections: readonly HomeSection[] = HOME_SECTION_ORDER) {
  return render(
    <RevealOrder>
      {sections.map((name) => (
        <Section key={name} name={name} />
      ))}
    </RevealOrder>,
  );
}

const drawn = () => screen.queryAllByText(/answered|loading/).map((node) => node.textContent);

describe('home draws its sections in order (docs/decisions.md "Home: sections appear in order")', () => {
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
  });

  it('sectionsAboveSettled: the top section never waits; any other waits for each one above it', () => {
    expect(sectionsAboveSettled(new Set(), 'banners')).toBe(true);
    expect(sectionsAboveSettled(new Set(['banners', 'marquee', 'actions']), 'lanes')).toBe(true);
    expect(sectionsAboveSettled(new Set(['banners', 'actions']), 'lanes')).toBe(false);
    expect(sectionsAboveSettled(new Set(['marquee', 'actions', 'lanes']), 'vendors')).toBe(false);
  });

  it('outside a RevealOrder a section is always drawn (a section on its own page or in a unit test)', () => {
    render(<Section name="vendors" />);
    expect(drawn()).toEqual(['vendors loading']);
  });
});
