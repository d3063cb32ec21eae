import { configDefaults, defineConfig } from 'vitest/config';

// Set by `npm run test:integration:postgres` and the test command (a throwaway PostgreSQL 15), or
// by hand to a server of your own: the integration tests then run on PostgreSQL instead of PGlite.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * Files whose subject is not the database, left out of the run on PostgreSQL: the kept copy of
 * PGlite's initdb, the HTTP server's own behaviour (connections, client addresses, paths), the
 * voice functions' thousand hostile bodies each, which judge the functions' validation (the
 * shared corpus still sends every endpoint its cases on PostgreSQL), and the runner's crash test,
 * whose own `npm start` server keeps PGlite on disk whatever the stage.
 */
const notAboutTheDatabase = [
  'tests/integration/platform/initdb-snapshot.test.ts',
  'tests/integration/ai/runner-crash.test.ts',
  'tests/integration/http/**',
  'tests/integration/ai/voice-hostile.test.ts',
  'tests/integration/voice/hostile-input.test.ts',
];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts'],
          environment: 'node',
          // The files share their worker's modules: a fresh module graph per file was 50 of the
          // stage's 60 s, for 5 s of tests. What a test stubs is put back after it.
          isolate: false,
          restoreMocks: true,
          unstubGlobals: true,
          unstubEnvs: true,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          exclude: onPostgres ? [...configDefaults.exclude, ...notAboutTheDatabase] : configDefaults.exclude,
          globalSetup: onPostgres ? ['tests/integration/support/postgresRoles.ts', 'tests/integration/support/postgresTemplate.ts'] : [],
          environment: 'node',
          // One PGlite instance per worker costs about 440 MB and 2 s: keep workers few and reuse them.
          pool: 'forks',
          maxWorkers: 2,
          // Each file starts its own backend and database; reloading the server's modules for
          // each as well cost about a fifth of the stage. A file that stubs puts it back itself.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'deno',
          // The functions' Deno entries, checked by Deno and served beside their Node handlers (the
          // test command's Deno stage, on PostgreSQL).
          include: ['tests/deno/**/*.test.ts'],
          globalSetup: onPostgres ? ['tests/integration/support/postgresRoles.ts', 'tests/integration/support/postgresTemplate.ts'] : [],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 180_000,
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
