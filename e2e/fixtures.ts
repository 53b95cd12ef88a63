import { test as base, expect, type Page } from '@playwright/test';

/**
 * Playwright's `test` with every page of every test watched (docs/decisions.md "No uncaught error over the whole
 * browser run"): an uncaught exception or unhandled rejection in any page of the test's context fails that test, naming the page;
 * so does a Trusted Types violation (enforced by the preview server and by nginx).
 * Specs import `test` and `expect` from here.
 */
export const test = base.extend<{ uncaughtErrors: string[]; policyViolations: string[] }>({
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
  // docs/decisions.md "Trusted Types": the preview server and nginx enforce them; no page of the test may violate them
  // (what else a policy blocks is the nginx specs' own verdict: some provoke it on purpose).
  policyViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding('__policyViolation', ({ page }, line: string) => violations.push(`${page.url()}: ${line}`));
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          if (!/trusted-types/.test(event.effectiveDirective)) return;
          const report = (window as unknown as { __policyViolation?: (line: string) => void }).__policyViolation;
          report?.(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} ${event.sample}`.trim());
        });
      });
      await use(violations);
      expect(violations, 'Trusted Types violations in the pages of this test').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
