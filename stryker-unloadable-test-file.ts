import type { RunnerTestCase } from 'vitest';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * A vitest reporter for mutation runs only (stryker.vitest.config.ts): a test file that fails to load (a static mutant
 * made a module it imports throw) collects no test, and StrykerJS's vitest runner, which reads only collected tests,
 * would score that mutant "survived" (stryker-js issue 6150). Here such a file gets one failed test that carries its
 * load error, so the mutant its tests do catch counts as killed. A file that loaded is left as it is.
 */
export class UnloadableTestFileFails implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    for (const { task: file } of testModules) {
      if (file.result?.state !== 'fail' || file.tasks.length > 0) continue;
      // Built by hand once the run is over: nothing reads a test's context then, which vitest alone can create.
      const failed = {
        type: 'test',
        id: `${file.id}_loads`,
        name: 'the test file loads',
        mode: 'run',
        meta: {},
        annotations: [],
        timeout: 0,
        file,
        suite: file,
        result: { state: 'fail', errors: file.result.errors ?? [] },
      } as unknown as RunnerTestCase;
      file.tasks.push(failed);
    }
  }
}
