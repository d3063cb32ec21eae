import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type FakeAi, startFakeAi } from '../../../scripts/fake-ai/server.ts';
import { corpusPassword, type CorpusContext, prepareContext } from '../../hostile/context.ts';
import { seedRunsCorpus } from '../../hostile/endpoints/aiRuns.ts';
import { seedCredentialsCorpus } from '../../hostile/endpoints/credentials.ts';
import { mailCatcher } from '../../hostile/mailLinks.ts';
import { startTestBackend, type TestBackend } from '../../integration/support/backend.ts';
import { fakeAiEnv } from '../../integration/support/fakeAi.ts';
import { createTestUser } from '../../integration/support/users.ts';
import { type ProviderSinks, startProviderSinks } from './providerSinks.ts';

/** One backend of the pair, with the corpus's accounts and links made in its own database. */
export interface Side {
  test: TestBackend;
  context: CorpusContext;
}

export interface PairedBackends {
  node: Side;
  deno: Side;
  sinks: ProviderSinks;
  stop(): Promise<void>;
}

const adminEmail = 'deno.owner@example.test';

/**
 * Two embedded backends alike but for where /functions/v1 runs: the handlers in the process, and
 * each function's Deno entry. Each has its own database (on PostgreSQL when TEST_DATABASE_URL names
 * one), the same administrator and AI provider (the fake one, under quotas no run uses up). What
 * the Node path hands its handlers, the Deno entries reach over HTTP: the outbox is the sinks'
 * email API, the rebuilder (a quick fake build here) their deploy hook.
 */
export async function startPairedBackends(): Promise<PairedBackends> {
  const fakeAi: FakeAi = await startFakeAi();
  const sinks = await startProviderSinks();
  const env = fakeAiEnv(fakeAi, { user: 1_000_000, global: 1_000_000 });
  const siteFolder = mkdtempSync(join(tmpdir(), 'deno-pair-'));
  const distDir = join(siteFolder, 'dist');
  mkdirSync(distDir);
  const quickBuild = async (outDir: string) => {
    mkdirSync(outDir);
    writeFileSync(join(outDir, 'index.html'), '<h1>Rebuilt</h1>');
    return { ok: true as const };
  };
  const [nodeTest, denoTest] = await Promise.all([
    startTestBackend({ adminEmails: [adminEmail], env, distDir, siteRebuild: { build: quickBuild } }),
    startTestBackend({ adminEmails: [adminEmail], env, denoFunctions: { vars: sinks.vars } }),
  ]);
  const side = async (test: TestBackend, mailbox = mailCatcher(test.url)): Promise<Side> => {
    const admin = await createTestUser(test, adminEmail);
    const context = await prepareContext(test.url, test.anonKey, mailbox);
    await seedRunsCorpus(test.backend.deps.db, adminEmail);
    await seedCredentialsCorpus(test.backend.deps.db, adminEmail);
    const adminUser = { email: adminEmail, password: corpusPassword, accessToken: admin.accessToken };
    return { test, context: { ...context, admin: adminUser, serviceRoleKey: test.serviceRoleKey } };
  };
  // Auth's mails stay in the Deno side's outbox; its functions' mails reach the sinks.
  const denoMailbox = async () => [...(await sinks.mailbox()), ...(await mailCatcher(denoTest.url)())];
  const [node, deno] = await Promise.all([side(nodeTest), side(denoTest, denoMailbox)]);
  return {
    node,
    deno,
    sinks,
    async stop() {
      await Promise.all([nodeTest.stop(), denoTest.stop()]);
      await Promise.all([sinks.close(), fakeAi.close()]);
      rmSync(siteFolder, { recursive: true, force: true });
    },
  };
}
