import { type Page } from '@playwright/test';

/** The names the placement check finds things by, in the page's language. */
export interface PlacementNames {
  region: string;
  navigation: string;
  home: string;
}

export const ENGLISH_NAMES: PlacementNames = { region: 'Mini game', navigation: 'Main navigation', home: 'Home' };

/** The mini-game widget's region (player-journey §9). */
export const miniGame = (page: Page, region = ENGLISH_NAMES.region) => page.getByRole('region', { name: region });

/** The page's visible controls (the dev panel and the widget's own left out) whose box meets the widget's. */
export async function controlsUnderWidget(page: Page, region = ENGLISH_NAMES.region): Promise<string[]> {
  return page.evaluate((label) => {
    const isWidget = (node: Element) => {
      for (let at: Element | null = node; at; at = at.parentElement) if (at.getAttribute('role') === 'region' && at.getAttribute('aria-label') === label) return true;
      return false;
    };
    const widget = [...document.querySelectorAll('[role="region"]')].find((node) => node.getAttribute('aria-label') === label)!.getBoundingClientRect();
    const controls = [...document.querySelectorAll('a[href], button, input, select, textarea, [role="button"], [role="tab"], [tabindex="0"]')];
    return controls
      .filter((node) => !node.closest('[data-dev-panel]') && !isWidget(node))
      .filter((node) => {
        const box = node.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || getComputedStyle(node).visibility === 'hidden') return false;
        // What is drawn there: a control under the sticky navigation's band is hidden by it, not covered by the widget.
        const x = Math.min(Math.max(widget.left + widget.width / 2, box.left + 1), box.right - 1);
        const y = Math.min(Math.max(widget.top + widget.height / 2, box.top + 1), box.bottom - 1);
        const meets = box.left < widget.right && box.right > widget.left && box.top < widget.bottom && box.bottom > widget.top;
        const top = document.elementsFromPoint(x, y).find((element) => !isWidget(element));
        return meets && (top === node || node.contains(top ?? null));
      })
      .map((node) => `${node.tagName.toLowerCase()} "${(node.getAttribute('aria-label') ?? node.textContent ?? '').trim().slice(0, 40)}"`);
  }, region);
}

/**
 * The widget's default place on a member screen: it covers no control at the top or at the end of the page, and sits
 * above the main navigation's items. Returns what is wrong, with the screen's name.
 */
export async function widgetPlacementProblems(page: Page, where: string, names: PlacementNames = ENGLISH_NAMES): Promise<string[]> {
  const problems: string[] = [];
  for (const end of ['top', 'bottom'] as const) {
    await page.evaluate((to) => window.scrollTo(0, to === 'top' ? 0 : document.documentElement.scrollHeight), end);
    problems.push(...(await controlsUnderWidget(page, names.region)).map((control) => `${where} (${end}): the widget covers ${control}`));
  }
  const widget = await miniGame(page, names.region).boundingBox();
  const navItem = await page.getByRole('navigation', { name: names.navigation }).getByRole('link', { name: names.home, exact: true }).boundingBox();
  if (!widget || !navItem) problems.push(`${where}: no box for the widget or the navigation`);
  else if (widget.y + widget.height > navItem.y) problems.push(`${where}: the widget reaches below the navigation's top (${widget.y + widget.height} > ${navItem.y})`);
  return problems;
}
