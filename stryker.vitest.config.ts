import { configDefaults, defineConfig } from 'vitest/config';
import { UnloadableTestFileFails } from './stryker-unloadable-test-file';
import base from './vitest.config';

/**
 * The vitest config StrykerJS runs (stryker.config.json): the repository's own config with only the
 * core and adapters projects, since only core/ and adapters/ are mutated.
 */
const MUTATED_PROJECTS = new Set(['core', 'adapters', 'adapters (isolated)']);

/** Real-timer benchmarks measure the code, not its instrumented copy: under mutation they only time the instrumentation. */
const NOT_UNDER_MUTATION = ['**/*-benchmark.test.ts'];

type Project = { readonly test?: { readonly name?: unknown; readonly exclude?: string[] } };

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    // Mutants are judged test by test, each file in its own modules, as StrykerJS's vitest runner expects.
    isolate: true,
    reporters: ['default', new UnloadableTestFileFails()],
    projects: (base.test?.projects ?? [])
      .filter((project) => typeof project === 'object' && MUTATED_PROJECTS.has(String((project as Project).test?.name)))
      .map((project) => {
        const { test } = project as Project;
        return { ...(project as object), test: { ...test, exclude: [...(test?.exclude ?? configDefaults.exclude), ...NOT_UNDER_MUTATION] } };
      }),
  },
});
