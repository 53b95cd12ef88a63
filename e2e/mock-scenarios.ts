import type { Page } from '@playwright/test';

/**
 * Sets the mock backend's scenario switches before the app loads (they persist in localStorage).
 * Unless `popups` is asked for, the popup list answers empty (the mock's `announcementPopups` switch; the
 * marquee's list still answers), so no announcement popup covers the screen a test is about (the popups
 * have their own spec, home-popups.spec.ts). Unless `push` is asked for, no merchant has a vapid key (the
 * `pushVapidKey` switch), so the push permission modal never covers a screen (push.spec.ts covers push).
 */
export async function withScenarios(page: Page, scenarios: Record<string, unknown>, options: { popups?: boolean; push?: boolean } = {}): Promise<void> {
  const value = JSON.stringify({ announcementPopups: options.popups === true, pushVapidKey: options.push === true, ...scenarios });
  // Init scripts run in every frame: the game view's sandboxed frame has no storage (reading it throws), and the mock
  // only reads the switches in the app's own document.
  await page.addInitScript((json) => {
    if (window.top === window) window.localStorage.setItem('mock-scenarios', json);
  }, value);
}

/** For tests about something else on the home screen: no announcement popup. */
export function withoutPopups(page: Page): Promise<void> {
  return withScenarios(page, {});
}
