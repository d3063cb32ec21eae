import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeAi, startFakeAi } from '../../../scripts/fake-ai/server.ts';
import { corpusPassword, prepareContext, type CorpusContext } from '../../hostile/context.ts';
import { textToSpeech } from '../../hostile/endpoints/textToSpeech.ts';
import { voiceToText } from '../../hostile/endpoints/voiceToText.ts';
import type { CorpusCase } from '../../hostile/corpusCase.ts';
import { createProblemLog } from '../../hostile/problems.ts';
import { databaseCounter, settledCounts } from '../../hostile/rowCounters.ts';
import { casesFor } from '../../hostile/sampling.ts';
import { sendCase } from '../../hostile/send.ts';
import { rowChanges } from '../../hostile/storedRows.ts';
import { answerProblems } from '../../hostile/verdict.ts';
import { backendStartTimeout, startTestBackend, type TestBackend } from '../support/backend.ts';
import { fakeAiEnv } from '../support/fakeAi.ts';
import { createTestUser } from '../support/users.ts';

/** The issue asks 1,000 hostile bodies per voice function; the general corpus test sends each endpoint 200. */
const casesPerFunction = 1000;
const adminEmail = 'voice.owner@example.test';

let fake: FakeAi;
let test: TestBackend;
let context: CorpusContext;
beforeAll(async () => {
  fake = await startFakeAi();
  test = await startTestBackend({ adminEmails: [adminEmail], env: fakeAiEnv(fake, { user: 1_000_000, global: 1_000_000 }) });
  const admin = await createTestUser(test, adminEmail);
  context = {
    ...(await prepareContext(test.url, test.anonKey)),
    admin: { email: adminEmail, password: corpusPassword, accessToken: admin.accessToken },
  };
}, backendStartTimeout);
afterAll(async () => {
  await test.stop();
  await fake.close();
});

/**
 * Sends the cases a few at a time and judges each answer. The rows are compared once, over the
 * whole run: these functions store nothing, so any change at all is a failure, and one count per
 * case (what the general corpus does to lay each row at one case's door) would only slow the run.
 */
async function sendAll(cases: readonly CorpusCase[], name: string): Promise<string[]> {
  const problems = createProblemLog();
  const queue = [...cases];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift())
      problems.add(name, next, answerProblems(next, await sendCase(test.url, next.request)));
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  return problems.lines();
}

const providerCallsCounted = async () =>
  Number(
    (
      await test.backend.deps.db.query<{ calls: string | null }>(
        'select sum(calls) as calls from private.ai_provider_calls where scope <> $1',
        ['global'],
      )
    ).rows[0]?.calls ?? 0,
  );

describe.each([
  [voiceToText.name, voiceToText, '/v1/audio/transcriptions'],
  [textToSpeech.name, textToSpeech, '/v1/audio/speech'],
] as const)('%s under 1,000 generated bodies', (_name, entry, providerPath) => {
  it('answers every hostile one with a coded 4xx, stores nothing, and counts only the calls that reached the provider', {
    timeout: 600_000,
  }, async () => {
    const cases = casesFor(entry, context, casesPerFunction);
    const hostile = cases.filter((hostileCase) => hostileCase.expect === 'refused');
    expect(hostile.length).toBeGreaterThan(casesPerFunction * 0.6);
    const countedBefore = await providerCallsCounted();
    const reachedBefore = fake.requests.filter((request) => request.path === providerPath).length;
    const counter = databaseCounter(test.backend.deps.db);
    const rowsBefore = await counter();
    expect(await sendAll(cases, entry.name)).toEqual([]);
    expect(rowChanges(rowsBefore, await settledCounts(counter))).toEqual({});
    const reached = fake.requests.filter((request) => request.path === providerPath).length - reachedBefore;
    expect(reached).toBeGreaterThan(0);
    expect((await providerCallsCounted()) - countedBefore).toBe(reached);
  });
});
