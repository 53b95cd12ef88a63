import { defineConfig } from 'vitest/config';
import mutated from './stryker.vitest.config';

type Project = { readonly test?: { readonly name?: unknown } };

/**
 * The vitest config of `npm run mutate:core` (stryker.core.config.json): core's own project only. Core is a package
 * below every adapter, so its mutants are judged by its own tests (docs/decisions.md "Mutation testing on a 2-core machine").
 */
export default defineConfig({
  ...mutated,
  test: {
    ...mutated.test,
    projects: (mutated.test?.projects ?? []).filter((project) => typeof project === 'object' && (project as Project).test?.name === 'core'),
  },
});
