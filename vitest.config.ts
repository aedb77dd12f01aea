import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // 2 cores: two test files at a time, whichever project they belong to
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: { name: 'shared', root: 'packages/shared', include: ['test/**/*.test.ts'] },
      },
      {
        // the docs: every repository path they name exists (scripts/docs-paths.test.mjs)
        test: { name: 'docs', root: '.', include: ['scripts/**/*.test.mjs'] },
      },
      {
        extends: 'apps/admin/vite.config.ts',
        test: {
          name: 'admin',
          root: 'apps/admin',
          include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
          environment: 'happy-dom',
          setupFiles: ['./src/test/setup.ts'],
          // a hang guard, not a speed test: user-event flows take seconds on 2 busy cores
          testTimeout: 20_000,
        },
      },
    ],
  },
});
