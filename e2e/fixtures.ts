import { test as base, expect, type Page } from '@playwright/test';

/**
 * Playwright's `test` with every page of every test watched (docs/decisions.md "No uncaught error over the whole
 * browser run"): an uncaught exception or unhandled rejection in any page of the test's context fails that test, naming the page.
 * Specs import `test` and `expect` from here.
 */
export const test = base.extend<{ uncaughtErrors: string[] }>({
  uncaughtErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      const watch = (page: Page) => page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.name}: ${error.message}`));
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(errors);
      expect(errors, 'uncaught errors in the pages of this test').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
