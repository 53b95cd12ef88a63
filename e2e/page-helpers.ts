import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** axe-core's findings on the page (the mock's dev panel left out), one readable line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).exclude('[data-dev-panel]').analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** Signs in as the mock's type-0 member (player01) through the dev panel's member switch. */
export async function signIn(page: Page): Promise<void> {
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Mock scenarios' }).click();
  await Promise.all([page.waitForEvent('load'), page.getByRole('combobox', { name: 'Member type' }).selectOption('0')]);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}
