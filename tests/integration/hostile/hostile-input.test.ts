import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAfterAnswer } from '../../../server/http/afterAnswer.ts';
import { createAuthRoutes } from '../../../server/auth/routes.ts';
import { readFunctionsConfig } from '../../../server/functions/functionsConfig.ts';
import { corpusPassword, prepareContext, type CorpusContext } from '../../hostile/context.ts';
import { seedStorageCorpus } from '../../hostile/endpoints/storage.ts';
import { seedRunsCorpus } from '../../hostile/endpoints/aiRuns.ts';
import { seedCredentialsCorpus } from '../../hostile/endpoints/credentials.ts';
import { seedMcpCorpus } from '../../hostile/endpoints/mcp.ts';
import { seedPartnerApiCorpus } from '../../hostile/endpoints/partnerApi.ts';
import { storageRoutes } from '../../../server/storage/routes.ts';
import { createTestUser } from '../support/users.ts';
import { corpus } from '../../hostile/corpus.ts';
import { sendCaseByCase } from '../../hostile/caseByCase.ts';
import { databaseCounter } from '../../hostile/rowCounters.ts';
import { casesFor, corpusSeed } from '../../hostile/sampling.ts';
import { passesSizeCheckOnlyInJavaScript } from '../../hostile/storedSize.ts';
import type { RowCounter } from '../../hostile/rowCounters.ts';
import { type FakeAi, startFakeAi } from '../../../scripts/fake-ai/server.ts';
import { backendStartTimeout, startTestBackend, type TestBackend } from '../support/backend.ts';
import { fakeAiEnv } from '../support/fakeAi.ts';

/**
 * 60 per endpoint, each hostile class drawn about three times (fixed seed), on PGlite and on
 * PostgreSQL; the benchmark (`npm run bench:hostile`) sends the full 10,000. At 120 this file was
 * 270 of the PGlite stage's 870 test seconds, on the test command's critical path.
 */
const casesPerEndpoint = 60;

const corpusAdminEmail = 'corpus.owner@example.test';

let test: TestBackend;
let fakeAi: FakeAi;
let context: CorpusContext;
let counter: RowCounter;
beforeAll(async () => {
  // Rate limits are off in test backends: every case must reach the code that judges it. The AI
  // functions' valid cases reach the fake provider, under quotas no run can use up.
  fakeAi = await startFakeAi();
  test = await startTestBackend({
    adminEmails: [corpusAdminEmail],
    env: fakeAiEnv(fakeAi, { user: 1_000_000, global: 1_000_000 }),
  });
  // The admin, for the endpoints only the admin may use (storage's uploads, text-to-speech, the AI runs).
  const admin = await createTestUser(test, corpusAdminEmail);
  context = {
    ...(await prepareContext(test.url, test.anonKey)),
    admin: { email: corpusAdminEmail, password: corpusPassword, accessToken: admin.accessToken },
    serviceRoleKey: test.serviceRoleKey,
  };
  await seedStorageCorpus(test.url, context);
  await seedRunsCorpus(test.backend.deps.db, corpusAdminEmail);
  await seedCredentialsCorpus(test.backend.deps.db, corpusAdminEmail);
  await seedMcpCorpus(test.backend.deps.db, corpusAdminEmail);
  context.partnerKeys = await seedPartnerApiCorpus(test.backend.deps.db, corpusAdminEmail);
  counter = databaseCounter(test.backend.deps.db);
}, backendStartTimeout);
afterAll(async () => {
  await test.stop();
  await fakeAi.close();
});

describe('every public endpoint under hostile input', () => {
  it.each(corpus.map((entry) => [entry.name, entry] as const))(
    '%s answers each case, never with a 5xx, refuses with a coded JSON error, and stores exactly what it accepts',
    { timeout: 300_000 },
    async (_name, entry) => {
      const run = await sendCaseByCase(test.url, entry, casesFor(entry, context, casesPerEndpoint), counter);
      expect(run.problems).toEqual([]);
      expect(run.stored, 'every row, mails included, against what the accepted answers account for').toEqual(run.accounted);
    },
  );
});

describe('the corpus', () => {
  const covers = corpus.flatMap((entry) => entry.covers);
  const covered = (kind: 'function' | 'table' | 'authRoute' | 'storageRoute') =>
    covers.flatMap((cover) => (kind in cover ? Object.values(cover) : []));

  it('has an entry for every function supabase/config.toml declares', () => {
    const functions = [...readFunctionsConfig(join(import.meta.dirname, '../../../supabase/config.toml')).keys()];
    expect(functions.filter((name) => !covered('function').includes(name))).toEqual([]);
  });

  it('has an entry for every table an anonymous caller may insert into through REST', async () => {
    const { rows } = await test.backend.deps.db.query<{ table_name: string }>(
      `select distinct table_name from information_schema.column_privileges
       where grantee = 'anon' and privilege_type = 'INSERT' and table_schema = 'public' order by 1`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((row) => row.table_name).filter((table) => !covered('table').includes(table))).toEqual([]);
  });

  it("builds its over-size objects to pass JavaScript's measure and fail the database's", async () => {
    for (const room of [2048, 3600]) {
      for (const value of fc.sample(passesSizeCheckOnlyInJavaScript(room, 4096), { seed: corpusSeed, numRuns: 10 })) {
        const text = JSON.stringify(value);
        const stored = await test.backend.deps.db.query<{ length: number }>('select length($1::jsonb::text)::int as length', [text]);
        expect(text.length).toBeLessThanOrEqual(room);
        expect(stored.rows[0]?.length).toBeGreaterThan(4096);
      }
    }
  });

  it('has an entry for every storage route', () => {
    expect(storageRoutes.filter((route) => !covered('storageRoute').includes(route))).toEqual([]);
  });

  it('has an entry for every auth route', () => {
    const routes = createAuthRoutes(test.backend.deps, () => '127.0.0.1', createAfterAnswer())
      .routes.filter((route) => route.method !== 'ALL')
      .map((route) => `${route.method} ${route.path}`);
    expect(routes.length).toBeGreaterThan(5);
    expect(routes.filter((route) => !covered('authRoute').includes(route))).toEqual([]);
  });
});
