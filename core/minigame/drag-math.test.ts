import { describe, expect, it } from 'vitest';
import { clampPosition, FOOTER_HEIGHT_PX, draggedPosition, edgeMargin, initialPosition, isTap, type Size } from './drag-math';

/** A small deterministic PRNG (mulberry32): property checks without fast-check. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const phone: Size = { width: 400, height: 800 };
const widget: Size = { width: 60, height: 60 };

describe('§9 "margin 2% of window width"', () => {
  it.each([
    [400, 8],
    [375, 7.5],
    [1000, 20],
    [0, 0],
  ])('a %i px wide viewport keeps %d px on each side', (width, margin) => {
    expect(edgeMargin(width)).toBeCloseTo(margin);
  });

  it.each([
    // requested left, top → clamped left, top (400 x 800 viewport, 60 x 60 widget, margin 8)
    [-50, -50, 8, 8],
    [100, 300, 100, 300],
    [1000, 1000, 332, 732],
    [8, 732, 8, 732],
    [333, 733, 332, 732],
  ])('(%i, %i) is kept inside at (%d, %d)', (left, top, clampedLeft, clampedTop) => {
    expect(clampPosition({ left, top }, widget, phone)).toEqual({ left: clampedLeft, top: clampedTop });
  });

  it('property: any position ends inside the viewport with the margin on every side, and clamping twice changes nothing', () => {
    const next = random(12);
    for (let run = 0; run < 500; run++) {
      const viewport = { width: 200 + next() * 1200, height: 300 + next() * 1200 };
      const box = { width: 20 + next() * 150, height: 20 + next() * 150 };
      const margin = edgeMargin(viewport.width);
      const clamped = clampPosition({ left: (next() - 0.5) * 4000, top: (next() - 0.5) * 4000 }, box, viewport);
      expect(clamped.left).toBeGreaterThanOrEqual(margin - 1e-9);
      expect(clamped.top).toBeGreaterThanOrEqual(margin - 1e-9);
      expect(clamped.left + box.width).toBeLessThanOrEqual(viewport.width - margin + 1e-9);
      expect(clamped.top + box.height).toBeLessThanOrEqual(viewport.height - margin + 1e-9);
      expect(clampPosition(clamped, box, viewport)).toEqual(clamped);
    }
  });

  it('property: a position already inside is left where it is', () => {
    const next = random(7);
    for (let run = 0; run < 300; run++) {
      const margin = edgeMargin(phone.width);
      const inside = { left: margin + next() * (phone.width - widget.width - 2 * margin), top: margin + next() * (phone.height - widget.height - 2 * margin) };
      expect(clampPosition(inside, widget, phone)).toEqual(inside);
    }
  });

  it('a container wider than the room left sits at the left margin; junk numbers go to the margin', () => {
    expect(clampPosition({ left: 50, top: 50 }, { width: 500, height: 60 }, phone)).toEqual({ left: 8, top: 50 });
    expect(clampPosition({ left: Number.NaN, top: Number.POSITIVE_INFINITY }, widget, phone)).toEqual({ left: 8, top: 8 });
  });
});

describe('§2 "positioned by optional bottom and left properties"', () => {
  it.each([
    [{ bottom: 20, left: 30 }, { left: 30, top: 720 }],
    // Without a bottom: docked one margin (8 px) above the 60 px footer.
    [{ left: 30 }, { left: 30, top: 800 - 60 - (FOOTER_HEIGHT_PX + 8) }],
    [{ bottom: 20 }, { left: 332, top: 720 }],
    [{}, { left: 332, top: 672 }],
    [{ bottom: -100, left: -100 }, { left: 8, top: 732 }],
    [{ bottom: 5000, left: 5000 }, { left: 332, top: 8 }],
  ])('%j starts at %j', (anchor, position) => {
    expect(initialPosition(anchor, widget, phone)).toEqual(position);
  });
});

describe('§4 "movement under 2 px counts as a tap"', () => {
  it.each([
    [0, 0, true],
    [1, 1, true],
    [1.9, 0, true],
    [0, -1.99, true],
    [2, 0, false],
    [1.5, 1.5, false],
    [0, 30, false],
  ])('moving by (%d, %d) is a tap: %s', (dx, dy, tap) => {
    expect(isTap({ x: 100, y: 100 }, { x: 100 + dx, y: 100 + dy })).toBe(tap);
  });

  it('a drag moves the container by the pointer movement, kept inside', () => {
    expect(draggedPosition({ left: 100, top: 100 }, { x: 10, y: 10 }, { x: 40, y: -20 }, widget, phone)).toEqual({ left: 130, top: 70 });
    expect(draggedPosition({ left: 100, top: 100 }, { x: 10, y: 10 }, { x: -500, y: 2000 }, widget, phone)).toEqual({ left: 8, top: 732 });
  });
});
