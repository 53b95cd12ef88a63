import type { ThemeHeaderColor } from '../../core/chat/ports';

/** The custom property the page header is painted with (src/styles.css `.page-header`; `data-theme` switches it). */
export const HEADER_COLOR_PROPERTY = '--brand';

/** The part of the browser this adapter reads. */
export interface StyledRoot {
  readonly root: Element;
  computedStyle(element: Element): Pick<CSSStyleDeclaration, 'getPropertyValue'>;
}

/** The document's root element and its computed style; null without a page (node). */
export function pageRoot(): StyledRoot | null {
  if (typeof document === 'undefined' || typeof getComputedStyle !== 'function') return null;
  return { root: document.documentElement, computedStyle: (element) => getComputedStyle(element) };
}

/** The theme's header colour from the stylesheet; null without a page or when the property is unset. */
export class CssThemeHeaderColor implements ThemeHeaderColor {
  constructor(private readonly page: () => StyledRoot | null = pageRoot) {}

  read(): string | null {
    const page = this.page();
    if (!page) return null;
    return page.computedStyle(page.root).getPropertyValue(HEADER_COLOR_PROPERTY).trim() || null;
  }
}
