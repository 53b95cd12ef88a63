import type { Page } from '@playwright/test';

/** Sets the mock backend's scenario switches before the app loads (they persist in localStorage). */
export async function withScenarios(page: Page, scenarios: Record<string, unknown>): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('mock-scenarios', value), JSON.stringify(scenarios));
}
