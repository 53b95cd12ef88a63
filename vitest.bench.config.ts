import { defineConfig } from 'vitest/config';

/** `npm run bench:failover`: the real-timer benchmarks that `npm test` leaves out (they gate a time). */
export default defineConfig({
  test: { environment: 'node', include: ['**/*-benchmark.test.ts'], exclude: ['node_modules/**'] },
});
