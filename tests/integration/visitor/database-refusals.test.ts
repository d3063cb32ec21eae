import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { backendStartTimeout, startTestBackend, type TestBackend } from '../support/backend.ts';
import { countAll } from './support/database.ts';
import { callFunction, clientError } from './support/invoke.ts';

// A value that passes a function's checks but not the database's (the table changed, a check was
// missed) is the caller's problem, not an outage: 400 with a stable code, logged as a warning so
// the gap is found, and nothing stored. The tests make such a gap by tightening a table.
let test: TestBackend;
beforeAll(async () => {
  test = await startTestBackend();
}, backendStartTimeout);
afterAll(() => test.stop());
afterEach(() => vi.restoreAllMocks());

async function whileTightened(tighten: string, loosen: string, run: () => Promise<void>): Promise<void> {
  await test.backend.deps.db.exec(tighten);
  try {
    await run();
  } finally {
    await test.backend.deps.db.exec(loosen);
  }
}

async function expectRefusedByDatabase(name: string, body: unknown, tables: readonly string[], code: string, sqlState: string) {
  const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const before = await countAll(test, tables);
  expect(await clientError(await callFunction(test, name, { body }))).toEqual({ status: 400, code });
  expect(await countAll(test, tables)).toEqual(before);
  expect(warned).toHaveBeenCalledWith(expect.stringContaining(`Answered ${code}`), expect.objectContaining({ code: sqlState }));
}

const contact = { name: 'A name of some length', email: 'dana@example.test', message: 'Could we talk about a workshop?' };
const analytics = () => ({
  events: [{ event: 'lead_exit', data: { sessionId: 's-1', timestamp: '2026-11-20T10:00:00Z', url: 'https://example.test/a/long/path' } }],
  batchId: randomUUID(),
  timestamp: '2026-11-20T10:00:05Z',
});
const analyticsTables = ['public.analytics_batches', 'public.analytics_events'];

describe('a value the database refuses after validation passed it', () => {
  it('is answered invalid_value for a data exception (class 22), in a plain insert and inside a database function', async () => {
    await whileTightened(
      'alter table public.contact_messages alter column name type varchar(10)',
      'alter table public.contact_messages alter column name type text',
      () => expectRefusedByDatabase('contact-submit', contact, ['public.contact_messages', 'embedded.outbox'], 'invalid_value', '22001'),
    );
    await whileTightened(
      'alter table public.analytics_events alter column url type varchar(10)',
      'alter table public.analytics_events alter column url type text',
      () => expectRefusedByDatabase('analytics-orchestrator', analytics(), analyticsTables, 'invalid_value', '22001'),
    );
  });

  it('is answered constraint_violation for a broken table rule (class 23), in a plain insert and inside a database function', async () => {
    await whileTightened(
      "alter table public.contact_messages add constraint no_workshops check (message not like '%workshop%')",
      'alter table public.contact_messages drop constraint no_workshops',
      () =>
        expectRefusedByDatabase('contact-submit', contact, ['public.contact_messages', 'embedded.outbox'], 'constraint_violation', '23514'),
    );
    await whileTightened(
      "alter table public.analytics_events add constraint no_exits check (name <> 'lead_exit')",
      'alter table public.analytics_events drop constraint no_exits',
      () => expectRefusedByDatabase('analytics-orchestrator', analytics(), analyticsTables, 'constraint_violation', '23514'),
    );
  });
});
