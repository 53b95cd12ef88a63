import { defineConfig } from 'vitest/config';
import base from './vitest.config';

/**
 * The vitest config StrykerJS runs (stryker.config.json): the repository's own config with only the
 * core and adapters projects, since only core/ and adapters/ are mutated.
 */
const MUTATED_PROJECTS = new Set(['core', 'adapters']);

type Project = { readonly test?: { readonly name?: unknown } };

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    projects: (base.test?.projects ?? []).filter(
      (project) => typeof project === 'object' && MUTATED_PROJECTS.has(String((project as Project).test?.name)),
    ),
  },
});
