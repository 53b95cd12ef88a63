// @ts-check
import { declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin';

/**
 * A StrykerJS ignorer: test files and test helpers are never mutated, even when a narrowing
 * `npm run mutate -- --mutate 'core/http/**\/*.ts'` replaces the config's exclusions.
 */
const TEST_CODE = /(\.test\.tsx?$)|(\/core\/testing\/)|(\/adapters\/composition\/test-platform\.ts$)/;

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'test-code', {
    /** @param {{ node: { type: string }, hub?: { file?: { opts?: { filename?: string } } } }} path */
    shouldIgnore(path) {
      if (path.node.type !== 'Program') return undefined;
      const fileName = (path.hub?.file?.opts?.filename ?? '').replace(/\\/g, '/');
      return TEST_CODE.test(fileName) ? 'Test code is not mutated (stryker-ignore-test-files.mjs).' : undefined;
    },
  }),
];
