/**
 * Runs inside the page, in every engine (bundled by e2e/engines/probe-bundle.ts, installed as `globalThis.__probe`):
 * finds elements as a player and a screen reader know them, by role and accessible name (dom-accessibility-api,
 * the computation Testing Library uses), or by label, among the visible and accessible ones.
 */
import { computeAccessibleName, getRole, isInaccessible } from 'dom-accessibility-api';

export interface Query {
  /** An ARIA role (implicit or explicit), or 'label' for any form control by its accessible name. */
  readonly role: string;
  /** The accessible name: exact text, or a regular expression's source when `pattern` is set. */
  readonly name?: string;
  readonly pattern?: boolean;
  /** Headings only: aria-level or hN. */
  readonly level?: number;
  /** Search inside the first match of this query (a dialog, a section). */
  readonly within?: Query;
}

const CONTROLS = 'input, textarea, select, [contenteditable="true"], [role="textbox"], [role="combobox"], [role="spinbutton"]';

function visible(element: Element): boolean {
  const box = element.getBoundingClientRect();
  if (box.width === 0 && box.height === 0) return false;
  const check = (element as Element & { checkVisibility?: (options?: object) => boolean }).checkVisibility;
  if (check && !check.call(element, { visibilityProperty: true, opacityProperty: false })) return false;
  return !isInaccessible(element) && !element.closest('[inert]');
}

function level(element: Element): number | null {
  const aria = element.getAttribute('aria-level');
  if (aria) return Number(aria);
  const match = /^H([1-6])$/.exec(element.tagName);
  return match ? Number(match[1]) : null;
}

function nameMatches(element: Element, query: Query): boolean {
  if (query.name === undefined) return true;
  const name = computeAccessibleName(element).replace(/\s+/g, ' ').trim();
  return query.pattern ? new RegExp(query.name).test(name) : name === query.name;
}

function roleMatches(element: Element, query: Query): boolean {
  if (query.role === 'label') return element.matches(CONTROLS);
  // An iframe has no ARIA role of its own; it is found by its title.
  if (query.role === 'frame') return element.tagName === 'IFRAME';
  if (getRole(element) !== query.role) return false;
  return query.level === undefined || level(element) === query.level;
}

function all(query: Query, root: ParentNode = document): Element[] {
  const scope = query.within ? all(query.within, root)[0] : root;
  if (!scope) return [];
  return [...scope.querySelectorAll('*')].filter((element) => roleMatches(element, query) && visible(element) && nameMatches(element, query));
}

export const probe = {
  /** The first visible element the query names, or null. */
  find: (query: Query): Element | null => all(query)[0] ?? null,
  count: (query: Query): number => all(query).length,
  /** Whether the page shows this text (in a visible element's own text, whitespace collapsed). */
  shows: (text: string): boolean => {
    const body = document.body;
    if (!body) return false;
    return (body.innerText ?? '').replace(/\s+/g, ' ').includes(text);
  },
  /** The value of the control the query names (a textbox's text), or null. */
  value: (query: Query): string | null => {
    const element = all(query)[0] as HTMLInputElement | undefined;
    return element ? element.value : null;
  },
  /** Where the page is: its path and query, its direction and language. */
  where: (): { path: string; search: string; dir: string; lang: string } => ({
    path: location.pathname,
    search: location.search,
    dir: document.documentElement.dir,
    lang: document.documentElement.lang,
  }),
};

declare global {
  var __probe: typeof probe | undefined;
}

globalThis.__probe = probe;
