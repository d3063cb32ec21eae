import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendCaseByCase } from '../../hostile/caseByCase.ts';
import { prepareContext, type CorpusContext } from '../../hostile/context.ts';
import { voiceConversationEntry } from '../../hostile/endpoints/voiceConversation.ts';
import { databaseCounter } from '../../hostile/rowCounters.ts';
import { casesFor } from '../../hostile/sampling.ts';
import { backendStartTimeout, startTestBackend, type TestBackend } from '../support/backend.ts';
import { distWithPassages } from './support/conversation.ts';

/** The count for each new function; the shared corpus test sends voice-conversation 200 more, without a session. */
const cases = 1000;

let test: TestBackend;
let context: CorpusContext;
let openSession: string;
beforeAll(async () => {
  test = await startTestBackend({ adminEmails: ['corpus.owner@example.test'], distDir: distWithPassages() });
  context = await prepareContext(test.url, test.anonKey);
  const response = await fetch(`${test.url}/functions/v1/voice-conversation`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${context.user.accessToken}`, apikey: test.anonKey, 'Content-Type': 'application/json' },
    body: '{"action":"create_session"}',
  });
  openSession = ((await response.json()) as { session_id: string }).session_id;
}, backendStartTimeout);
afterAll(() => test.stop());

describe('voice-conversation under hostile input', () => {
  it(`answers ${cases} generated cases, refuses each hostile one with a coded 4xx, and stores only what it answered`, {
    timeout: 600_000,
  }, async () => {
    const entry = voiceConversationEntry(openSession);
    const generated = casesFor(entry, context, cases);
    const run = await sendCaseByCase(test.url, entry, generated, databaseCounter(test.backend.deps.db));
    expect(run.problems).toEqual([]);
    expect(run.stored).toEqual(run.accounted);
    expect(generated.filter((hostileCase) => hostileCase.expect === 'refused').length).toBeGreaterThan(cases / 2);
  });
});
