import type { Page } from '@playwright/test';

const POPUP_LIST = '/wps/relay/MCSFE_getListAnnouncements';

/**
 * Sets the mock backend's scenario switches before the app loads (they persist in localStorage).
 * Unless `popups` is asked for, the popup list answers 502 (silent), so no announcement popup covers
 * the screen a test is about (the popups have their own spec, home-popups.spec.ts).
 */
export async function withScenarios(page: Page, scenarios: Record<string, unknown>, options: { popups?: boolean } = {}): Promise<void> {
  const failures = { ...((scenarios.failures as Record<string, unknown> | undefined) ?? {}) };
  if (!options.popups) failures[POPUP_LIST] = { kind: 'status', status: 502 };
  const value = JSON.stringify({ ...scenarios, failures });
  await page.addInitScript((json) => window.localStorage.setItem('mock-scenarios', json), value);
}

/** For tests about something else on the home screen: no announcement popup. */
export function withoutPopups(page: Page): Promise<void> {
  return withScenarios(page, {});
}
