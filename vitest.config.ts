import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          // One PGlite instance per worker costs about 440 MB and 2 s: keep workers few and reuse them.
          pool: 'forks',
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'build',
          // Checks on the built site in dist/: budgets, sitemap, secrets. Run after `astro build`.
          include: ['tests/build/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
