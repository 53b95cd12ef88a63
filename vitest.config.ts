import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  define: { 'import.meta.env.VITE_USE_MOCK': JSON.stringify('true') },
  test: {
    projects: [
      { extends: true, test: { name: 'core', environment: 'node', include: ['core/**/*.test.ts'] } },
      { extends: true, test: { name: 'adapters', environment: 'node', include: ['adapters/**/*.test.ts'] } },
      { extends: true, test: { name: 'mock-server', environment: 'node', include: ['mock-server/**/*.test.{ts,tsx}'] } },
      { extends: true, test: { name: 'contract', environment: 'node', include: ['features/**/*.test.ts'] } },
      { extends: true, test: { name: 'build', environment: 'node', include: ['scripts/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test-setup.ts'],
        },
      },
    ],
  },
});
