import { type Page } from '@playwright/test';

// WCAG 2.5.5 "Target Size": every interactive control has a hit area of at least 44 × 44 CSS px.
const MIN_TARGET_PX = 44;

/**
 * The visible controls smaller than the minimum, by their hit area: the control's box, or its label's for a
 * checkbox or radio inside one (the label is what a finger presses). The dev panel is left out.
 */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const controls = [...document.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="link"]')];
    return controls.flatMap((node) => {
      if (node.closest('[data-dev-panel]')) return [];
      const style = getComputedStyle(node);
      const own = node.getBoundingClientRect();
      if (own.width === 0 || own.height === 0 || style.visibility === 'hidden') return [];
      const area = (node instanceof HTMLInputElement && ['checkbox', 'radio'].includes(node.type) ? node.closest('label') : null) ?? node;
      const box = area.getBoundingClientRect();
      // Half a pixel of rounding (fractional layout at 390 px).
      if (box.width >= min - 0.5 && box.height >= min - 0.5) return [];
      const name = (node.getAttribute('aria-label') ?? node.textContent ?? node.getAttribute('name') ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return [`${node.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`];
    });
  }, MIN_TARGET_PX);
}
