import { describe, expect, it } from 'vitest';
import { createOutcomeBuffer, type Outcome } from '../../../../../functions/_shared/operations/outcomeBuffer.ts';

const outcome = (status: number): Outcome => ({
  at: '2026-11-26T08:00:00.000Z',
  origin: 'function',
  name: 'admin-status',
  status,
  duration_ms: 3,
  error_code: null,
});

/** A buffer whose scheduled flushes wait for the test to run them, and whose writes are kept. */
function harness(options: { batchRows?: number; maxPending?: number; failWrites?: boolean } = {}) {
  const writes: Outcome[][] = [];
  const scheduled: (() => Promise<void>)[] = [];
  const logged: string[] = [];
  const buffer = createOutcomeBuffer({
    write: async (batch) => {
      if (options.failWrites) throw new Error('the database is down');
      writes.push(batch);
    },
    schedule: (flush) => scheduled.push(flush),
    log: (line) => logged.push(line),
    batchRows: options.batchRows,
    maxPending: options.maxPending,
  });
  return { buffer, writes, scheduled, logged };
}

describe('the outcome buffer', () => {
  it('writes nothing when an outcome is added, and everything added before the flush in one write', async () => {
    const { buffer, writes, scheduled } = harness();
    buffer.add(outcome(200));
    buffer.add(outcome(404));
    buffer.add(outcome(500));
    expect(writes).toEqual([]);
    expect(scheduled).toHaveLength(1);
    await scheduled[0]?.();
    expect(writes).toEqual([[outcome(200), outcome(404), outcome(500)]]);
  });

  it('schedules the next flush with the first outcome after one', async () => {
    const { buffer, writes, scheduled } = harness();
    buffer.add(outcome(200));
    await scheduled[0]?.();
    buffer.add(outcome(201));
    expect(scheduled).toHaveLength(2);
    await scheduled[1]?.();
    expect(writes).toEqual([[outcome(200)], [outcome(201)]]);
  });

  it('splits a flush into writes the SQL function takes', async () => {
    const { buffer, writes } = harness({ batchRows: 2 });
    for (const status of [200, 201, 202, 203, 204]) buffer.add(outcome(status));
    await buffer.flush();
    expect(writes.map((batch) => batch.length)).toEqual([2, 2, 1]);
  });

  it('drops outcomes past its limit while writes wait, and says how many', async () => {
    const { buffer, writes, logged } = harness({ maxPending: 2 });
    for (const status of [200, 201, 202, 203]) buffer.add(outcome(status));
    await buffer.flush();
    expect(writes).toEqual([[outcome(200), outcome(201)]]);
    expect(logged).toEqual(['The operations record dropped 2 outcomes while its writes were failing.']);
  });

  it('logs a failed write and keeps going', async () => {
    const { buffer, logged } = harness({ failWrites: true });
    buffer.add(outcome(200));
    await expect(buffer.flush()).resolves.toBeUndefined();
    expect(logged).toEqual(['Writing the operations record failed; that batch is dropped.']);
  });
});
