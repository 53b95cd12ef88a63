import { describe, expect, it } from 'vitest';
import { ElementViewport } from './element-viewport';

describe('the viewport the bounds poll reads (§9 "bounds poll every 250 ms")', () => {
  it('reads the window inner size and the container laid-out size at each call', () => {
    const window = { innerWidth: 390, innerHeight: 844 };
    const element = { offsetWidth: 64, offsetHeight: 72 };
    const viewport = new ElementViewport(window, element);
    expect(viewport.size()).toEqual({ width: 390, height: 844 });
    expect(viewport.widgetSize()).toEqual({ width: 64, height: 72 });
    window.innerWidth = 600;
    expect(viewport.size().width).toBe(600);
  });
});
